import { parkingOptionsSchema } from '@atrium/domain/contract/content';
import { options } from '@atrium/server-db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { notFound } from '../../http/errors';

/**
 * GET /v1/options/parking — {capacity, free, currency, free_minutes, tariffs (prices in haléře),
 * max_daily_price, entrances, ev_chargers, image, translations:[{locale, title, parking_description}]}
 */
export const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/options/parking', { schema: { response: ok(parkingOptionsSchema) } }, async (req) => {
    const [row] = await app.db
      .select()
      .from(options)
      .where(and(eq(options.tenantId, req.tenant.id), eq(options.key, 'parking')));
    if (!row) throw notFound('Parking options');
    // The stored document is untyped JSON: read through the contract (a bad one is a 500).
    return success(parkingOptionsSchema.parse(row.value));
  });
};
