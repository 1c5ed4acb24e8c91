import { postsQuerySchema } from '@atrium/domain/contract/content';
import { events, news } from '@atrium/server-db/schema';
import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { notFound, parseId, parseInput } from '../../http/errors';
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
export const postsRoutes: FastifyPluginAsync = async (app) => {
  const listCache = app.responseCaches.create({ ttlMs: 30_000, per: 'tenant-and-url' });
  app.get('/events', async (req, reply) => {
    const q = parseInput(postsQuerySchema, req.query);
    return listCache.send(req, reply, async () =>
      success(await listPosts(app.db, events, 'event', req.tenant.id, q)),
    );
  });
  app.get('/events/upcoming', async (req, reply) => {
    const q = { ...parseInput(postsQuerySchema, req.query), upcoming: true };
    return listCache.send(req, reply, async () =>
      success(await listPosts(app.db, events, 'event', req.tenant.id, q)),
    );
  });
  app.get('/events/:id', async (req) => {
    const item = await getPost(app.db, events, req.tenant.id, parseId(req.params, 'Event'));
    if (!item) throw notFound('Event');
    return success(item);
  });
  app.get('/news', async (req, reply) => {
    const q = parseInput(postsQuerySchema, req.query);
    return listCache.send(req, reply, async () =>
      success(await listPosts(app.db, news, 'news', req.tenant.id, q)),
    );
  });
  app.get('/news/:id', async (req) => {
    const item = await getPost(app.db, news, req.tenant.id, parseId(req.params, 'News'));
    if (!item) throw notFound('News');
    return success(item);
  });
};
