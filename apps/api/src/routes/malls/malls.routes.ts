import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { listMalls } from './malls.service';

/** GET /v1/malls — data: array of malls, the tenant's own mall first. */
export const mallsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/malls', async (request) => {
    const list = await listMalls(app.db, request.tenant.id);
    return success(list);
  });
};
