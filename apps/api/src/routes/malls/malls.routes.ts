import { mallsResponseSchema } from '@atrium/domain/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';

import { success } from '../../http/envelope';
import { listMalls } from './malls.service';

/**
 * GET /v1/malls — data: array of malls, the tenant's own mall first.
 * Read on every page load: the serialised answer is cached per tenant for 30 s or until the
 * mall's `content.updated`.
 */
export const mallsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.responseCaches.create({ ttlMs: 30_000, per: 'tenant' });
  app.get('/malls', { schema: { response: ok(mallsResponseSchema) } }, async (request, reply) =>
    cache.send(request, reply, async () => success(await listMalls(app.db, request.tenant.id))),
  );
};
