import { idPathSchema, postItemSchema, postsQuerySchema } from '@atrium/domain/contract/content';
import { events, news } from '@atrium/server-db/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { success } from '../../http/envelope';
import { ok, paged } from '../../http/contract';
import { notFound, parseId } from '../../http/errors';
import { getPost, listPosts } from './posts.service';

/**
 * GET /v1/events            paginated; type=mall|stores, upcoming=1, category, search, company
 * GET /v1/events/upcoming   paginated; same as /v1/events?upcoming=1
 * GET /v1/events/:id
 * GET /v1/news              paginated; type=mall|stores, category, search, company
 * GET /v1/news/:id
 *
 * The lists are read on the home page and the event/news pages: their serialised answers are
 * cached per tenant and URL (query string included) for 30 s or until the mall's
 * `content.updated`, like settings and malls (docs/benchmarks.md "API throughput"). Nothing in
 * the API writes events or news.
 */
const list = { querystring: postsQuerySchema, response: paged(postItemSchema) };
const detail = { params: idPathSchema, response: ok(postItemSchema) };

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const listCache = app.responseCaches.create({ ttlMs: 30_000, per: 'tenant-and-url' });
  app.get('/events', { schema: list }, async (req, reply) => {
    const q = req.query;
    return listCache.send(req, reply, async () =>
      success(await listPosts(app.db, events, 'event', req.tenant.id, q)),
    );
  });
  app.get('/events/upcoming', { schema: list }, async (req, reply) => {
    const q = { ...req.query, upcoming: true };
    return listCache.send(req, reply, async () =>
      success(await listPosts(app.db, events, 'event', req.tenant.id, q)),
    );
  });
  app.get('/events/:id', { schema: detail }, async (req) => {
    const item = await getPost(app.db, events, req.tenant.id, parseId(req.params, 'Event'));
    if (!item) throw notFound('Event');
    return success(item);
  });
  app.get('/news', { schema: list }, async (req, reply) => {
    const q = req.query;
    return listCache.send(req, reply, async () =>
      success(await listPosts(app.db, news, 'news', req.tenant.id, q)),
    );
  });
  app.get('/news/:id', { schema: detail }, async (req) => {
    const item = await getPost(app.db, news, req.tenant.id, parseId(req.params, 'News'));
    if (!item) throw notFound('News');
    return success(item);
  });
};
