import {
  memberTierSchema,
  pointsEntrySchema,
  pointsHistoryQuerySchema,
  pointsSummarySchema,
} from '@atrium/domain/contract/loyalty';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { currentCustomer, requireCustomer } from '../../auth/authenticate';
import { ok, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { nextExpiry } from '../../loyalty/expiry';
import { earnedSince, getBalance, pointsHistory, totals } from '../../loyalty/ledger';
import type { LoyaltyRouteOptions } from '../../loyalty/route-options';
import { addMonths, getRules } from '../../loyalty/rules';
import { memberTier } from '../../loyalty/tiers';

export const memberKey = (request: FastifyRequest) => ({
  tenantId: request.tenant.id,
  customerId: currentCustomer(request).id,
});

/**
 * GET /v1/me/points           {balance, earned_12_months, earned_total, spent_total, next_expiry, tier}
 * GET /v1/me/points-history   paginated ledger entries, newest first; ?reason=receipt|reward|…
 * GET /v1/me/tier             {tier, next_tier, earned_12_months, points_to_next, progress_percent}
 */
export const pointsRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (app, { ctx }) => {
  app.addHook('preHandler', requireCustomer);

  app.get('/me/points', { schema: { response: ok(pointsSummarySchema) } }, async (request) => {
    const key = memberKey(request);
    const now = new Date();
    const rules = await getRules(ctx.db, key.tenantId);
    const [balance, sums, earned12, tier, expiry] = await Promise.all([
      getBalance(ctx.db, key),
      totals(ctx.db, key),
      earnedSince(ctx.db, key, addMonths(now, -12)),
      memberTier(ctx.db, key, now),
      nextExpiry(ctx.db, key, rules.pointsExpiryMonths),
    ]);
    return success({
      balance,
      earned_12_months: earned12,
      earned_total: sums.credits,
      spent_total: sums.debits,
      next_expiry: expiry,
      tier: tier.tier
        ? { slug: tier.tier.slug, multiplier_percent: tier.tier.multiplier_percent }
        : null,
    });
  });

  app.get(
    '/me/points-history',
    { schema: { querystring: pointsHistoryQuerySchema, response: paged(pointsEntrySchema) } },
    async (request) => success(await pointsHistory(ctx.db, memberKey(request), request.query)),
  );

  app.get('/me/tier', { schema: { response: ok(memberTierSchema) } }, async (request) =>
    success(await memberTier(ctx.db, memberKey(request))),
  );
};
