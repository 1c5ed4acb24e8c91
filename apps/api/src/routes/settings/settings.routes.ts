import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { getWebSettings } from './settings.service';

/** GET /v1/settings-web-app/web — data: flat map of strings with every canonical key. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/settings-web-app/web', async (request) => {
    const map = await getWebSettings(app.db, request.tenant.id);
    return success(map);
  });
};
