import { badges, tiers } from '@atrium/server-db/schema';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { toJson } from '../../http/list';

/**
 * Public catalogue of the loyalty programme (the member's own tier and badges are /v1/me/…):
 * GET /v1/tiers    array, by min_points; multiplier_percent 100 = ×1
 * GET /v1/badges   array with the rule that grants each badge
 */
export const loyaltyCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.get('/tiers', async (req) => {
    const rows = await app.db
      .select()
      .from(tiers)
      .where(eq(tiers.tenantId, req.tenant.id))
      .orderBy(asc(tiers.minPoints));
    return success(rows.map(toJson));
  });
  app.get('/badges', async (req) => {
    const rows = await app.db
      .select()
      .from(badges)
      .where(eq(badges.tenantId, req.tenant.id))
      .orderBy(asc(badges.id));
    return success(rows.map(toJson));
  });
};
