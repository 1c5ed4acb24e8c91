import { options } from '@atrium/server-db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { notFound } from '../../http/errors';

/**
 * GET /v1/options/parking — {capacity, free, currency, free_minutes, tariffs (prices in haléře),
 * max_daily_price, entrances, ev_chargers, image, translations:[{locale, title, parking_description}]}
 */
export const optionsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/options/parking', async (req) => {
    const [row] = await app.db
      .select()
      .from(options)
      .where(and(eq(options.tenantId, req.tenant.id), eq(options.key, 'parking')));
    if (!row) throw notFound('Parking options');
    return success(row.value);
  });
};
