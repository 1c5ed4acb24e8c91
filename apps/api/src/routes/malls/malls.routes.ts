import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { ResponseCache } from '../../http/response-cache';
import { listMalls } from './malls.service';

/**
 * GET /v1/malls — data: array of malls, the tenant's own mall first.
 * Read on every page load: the serialised answer is cached per tenant for 30 s.
 */
export const mallsRoutes: FastifyPluginAsync = async (app) => {
  const cache = new ResponseCache(30_000);
  app.get('/malls', async (request, reply) =>
    cache.send(reply, request.tenant.id, app.config.PUBLIC_URL, async () =>
      success(await listMalls(app.db, request.tenant.id)),
    ),
  );
};
