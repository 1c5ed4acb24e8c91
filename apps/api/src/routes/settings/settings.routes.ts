import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { absolutizeMedia } from '../../http/media-url';
import { getWebSettings } from './settings.service';

/** GET /v1/settings-web-app/web — data: flat map of strings with every canonical key. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/settings-web-app/web', async (request) => {
    const map = await getWebSettings(app.db, request.tenant.id);
    return success(absolutizeMedia(map, app.config.PUBLIC_URL));
  });
};
