import {
  activateRewardRequestSchema,
  customerRewardsQuerySchema,
} from '@atrium/domain/contract/loyalty';
import type { FastifyPluginAsync } from 'fastify';

import { requireCustomer } from '../../auth/authenticate';
import { success } from '../../http/envelope';
import { notFound, parseId, parseInput } from '../../http/errors';
import type { LoyaltyRouteOptions } from '../../loyalty/route-options';
import {
  activateReward,
  getCustomerReward,
  listCustomerRewards,
  rewardLimits,
} from '../../loyalty/rewards';
import { memberKey } from '../points/points.routes';

/**
 * POST /v1/customer-rewards {reward_id} → 201 {id, code, status, expires_at, reward, …}
 *   409 with a message: not enough points, out of stock, limit reached, outside validity.
 * GET  /v1/me/customer-rewards?status=active|used|expired   paginated, newest first
 * GET  /v1/me/customer-rewards/limits                         per reward: limit, period, used, remaining
 * GET  /v1/me/customer-rewards/:id                            one (my-reward/:id page)
 */
export const customerRewardsRoutes: FastifyPluginAsync<LoyaltyRouteOptions> = async (
  app,
  { ctx },
) => {
  app.addHook('preHandler', requireCustomer);

  app.post('/customer-rewards', async (request, reply) => {
    const body = parseInput(activateRewardRequestSchema, request.body ?? {});
    const data = await activateReward(ctx, memberKey(request), body.reward_id);
    return reply.code(201).send(success(data));
  });

  app.get('/me/customer-rewards', async (request) =>
    success(
      await listCustomerRewards(
        ctx.db,
        memberKey(request),
        parseInput(customerRewardsQuerySchema, request.query),
      ),
    ),
  );

  app.get('/me/customer-rewards/limits', async (request) =>
    success(await rewardLimits(ctx.db, memberKey(request))),
  );

  app.get('/me/customer-rewards/:id', async (request) => {
    const item = await getCustomerReward(
      ctx.db,
      memberKey(request),
      parseId(request.params, 'Customer reward'),
    );
    if (!item) throw notFound('Customer reward');
    return success(item);
  });
};
