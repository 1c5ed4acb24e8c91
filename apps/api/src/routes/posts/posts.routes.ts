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
 */
export const postsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/events', async (req) =>
    success(
      await listPosts(
        app.db,
        events,
        'event',
        req.tenant.id,
        parseInput(postsQuerySchema, req.query),
      ),
    ),
  );
  app.get('/events/upcoming', async (req) => {
    const q = { ...parseInput(postsQuerySchema, req.query), upcoming: true };
    return success(await listPosts(app.db, events, 'event', req.tenant.id, q));
  });
  app.get('/events/:id', async (req) => {
    const item = await getPost(app.db, events, req.tenant.id, parseId(req.params, 'Event'));
    if (!item) throw notFound('Event');
    return success(item);
  });
  app.get('/news', async (req) =>
    success(
      await listPosts(app.db, news, 'news', req.tenant.id, parseInput(postsQuerySchema, req.query)),
    ),
  );
  app.get('/news/:id', async (req) => {
    const item = await getPost(app.db, news, req.tenant.id, parseId(req.params, 'News'));
    if (!item) throw notFound('News');
    return success(item);
  });
};
