import { offersQuerySchema } from '@atrium/domain/contract/content';
import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { notFound, parseId, parseInput } from '../../http/errors';
import { getReward, listRewards } from './rewards.service';

/**
 * GET /v1/rewards       paginated; category, search, company, all=1 (include expired)
 * GET /v1/rewards/:id   (activation is POST /v1/customer-rewards, loyalty work)
 */
export const rewardsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/rewards', async (req) =>
    success(await listRewards(app.db, req.tenant.id, parseInput(offersQuerySchema, req.query))),
  );
  app.get('/rewards/:id', async (req) => {
    const item = await getReward(app.db, req.tenant.id, parseId(req.params, 'Reward'));
    if (!item) throw notFound('Reward');
    return success(item);
  });
};
