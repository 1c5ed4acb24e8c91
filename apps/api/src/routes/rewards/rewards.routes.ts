import { idPathSchema, offersQuerySchema, rewardItemSchema } from '@atrium/domain/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { success } from '../../http/envelope';
import { ok, paged } from '../../http/contract';
import { notFound, parseId } from '../../http/errors';
import { getReward, listRewards } from './rewards.service';

/**
 * GET /v1/rewards       paginated; category, search, company, all=1 (include expired)
 * GET /v1/rewards/:id   (activation is POST /v1/customer-rewards, loyalty work)
 */
export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rewards',
    { schema: { querystring: offersQuerySchema, response: paged(rewardItemSchema) } },
    async (req) => success(await listRewards(app.db, req.tenant.id, req.query)),
  );
  app.get(
    '/rewards/:id',
    { schema: { params: idPathSchema, response: ok(rewardItemSchema) } },
    async (req) => {
      const item = await getReward(app.db, req.tenant.id, parseId(req.params, 'Reward'));
      if (!item) throw notFound('Reward');
      return success(item);
    },
  );
};
