import { idPathSchema } from '@atrium/domain/contract/content';
import {
  activateRewardRequestSchema,
  customerRewardSchema,
  customerRewardsQuerySchema,
  rewardLimitSchema,
} from '@atrium/domain/contract/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireCustomer } from '../../auth/authenticate';
import { created, ok, paged } from '../../http/contract';
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
export const customerRewardsRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (
  app,
  { ctx },
) => {
  app.addHook('preHandler', requireCustomer);

  // A missing body is read as {}: the same 422 on reward_id as an empty one.
  const activate = {
    body: activateRewardRequestSchema.nullish(),
    response: created(customerRewardSchema),
  };
  app.post('/customer-rewards', { schema: activate }, async (request, reply) => {
    const body = parseInput(activateRewardRequestSchema, request.body ?? {});
    const data = await activateReward(ctx, memberKey(request), body.reward_id);
    return reply.code(201).send(success(data));
  });

  app.get(
    '/me/customer-rewards',
    { schema: { querystring: customerRewardsQuerySchema, response: paged(customerRewardSchema) } },
    async (request) =>
      success(await listCustomerRewards(ctx.db, memberKey(request), request.query)),
  );

  app.get(
    '/me/customer-rewards/limits',
    { schema: { response: ok(z.array(rewardLimitSchema)) } },
    async (request) => success(await rewardLimits(ctx.db, memberKey(request))),
  );

  app.get(
    '/me/customer-rewards/:id',
    { schema: { params: idPathSchema, response: ok(customerRewardSchema) } },
    async (request) => {
      const item = await getCustomerReward(
        ctx.db,
        memberKey(request),
        parseId(request.params, 'Customer reward'),
      );
      if (!item) throw notFound('Customer reward');
      return success(item);
    },
  );
};
