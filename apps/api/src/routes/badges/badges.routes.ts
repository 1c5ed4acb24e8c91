import { badgeSchema } from '@atrium/domain/contract/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentCustomer, requireCustomer } from '../../auth/authenticate';
import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { badgesWithState, evaluateBadges } from '../../loyalty/badges';
import type { LoyaltyRouteOptions } from '../../loyalty/route-options';

const querySchema = z.object({ earned: z.enum(['0', '1', 'true', 'false']).optional() });

/**
 * GET /v1/me/badges            every badge of the tenant with {earned, earned_at}
 * GET /v1/me/badges?earned=1   only the member's earned badges
 * Reading re-evaluates the rules first (profile completion changes outside loyalty).
 */
export const badgesRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (app, { ctx }) => {
  const schema = { querystring: querySchema, response: ok(z.array(badgeSchema)) };
  app.get('/me/badges', { schema, preHandler: requireCustomer }, async (request) => {
    const q = request.query;
    const customer = currentCustomer(request);
    const key = { tenantId: request.tenant.id, customerId: customer.id };
    await evaluateBadges(ctx.db, key, customer);
    const list = await badgesWithState(ctx.db, key.tenantId, customer.id);
    const onlyEarned = q.earned === '1' || q.earned === 'true';
    return success(onlyEarned ? list.filter((b) => b.earned) : list);
  });
};
