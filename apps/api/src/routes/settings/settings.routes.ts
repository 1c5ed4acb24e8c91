import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { ResponseCache } from '../../http/response-cache';
import { getWebSettings } from './settings.service';

/**
 * GET /v1/settings-web-app/web — data: flat map of strings with every canonical key.
 * Read on every page load by every visitor: the serialised answer is cached per tenant for 30 s.
 */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const cache = new ResponseCache(30_000);
  app.get('/settings-web-app/web', async (request, reply) =>
    cache.send(reply, request.tenant.id, app.config.PUBLIC_URL, async () =>
      success(await getWebSettings(app.db, request.tenant.id)),
    ),
  );
};
