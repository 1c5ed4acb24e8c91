import { badges, tiers } from '@atrium/server-db/schema';
import { asc, eq } from 'drizzle-orm';
import { badgeItemSchema } from '@atrium/domain/contract/content';
import { tierSchema } from '@atrium/domain/contract/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ok } from '../../http/contract';

import { success } from '../../http/envelope';
import { toJson } from '../../http/list';

/**
 * Public catalogue of the loyalty programme (the member's own tier and badges are /v1/me/…):
 * GET /v1/tiers    array, by min_points; multiplier_percent 100 = ×1
 * GET /v1/badges   array with the rule that grants each badge
 */
export const loyaltyCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/tiers', { schema: { response: ok(z.array(tierSchema)) } }, async (req) => {
    const rows = await app.db
      .select()
      .from(tiers)
      .where(eq(tiers.tenantId, req.tenant.id))
      .orderBy(asc(tiers.minPoints));
    return success(rows.map(toJson));
  });
  app.get('/badges', { schema: { response: ok(z.array(badgeItemSchema)) } }, async (req) => {
    const rows = await app.db
      .select()
      .from(badges)
      .where(eq(badges.tenantId, req.tenant.id))
      .orderBy(asc(badges.id));
    return success(rows.map(toJson));
  });
};
