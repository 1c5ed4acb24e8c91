import { webSettingsResponseSchema } from '@atrium/domain/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';

import { success } from '../../http/envelope';
import { getWebSettings } from './settings.service';

/**
 * GET /v1/settings-web-app/web — data: flat map of strings with every canonical key.
 * Read on every page load by every visitor: the serialised answer is cached per tenant for 30 s
 * or until the mall's `content.updated`.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.responseCaches.create({ ttlMs: 30_000, per: 'tenant' });
  app.get(
    '/settings-web-app/web',
    { schema: { response: ok(webSettingsResponseSchema) } },
    async (request, reply) =>
      cache.send(request, reply, async () =>
        success(await getWebSettings(app.db, request.tenant.id)),
      ),
  );
};
