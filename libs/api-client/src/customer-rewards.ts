import type { CustomerRewardStatus } from '@atrium/domain/contract/loyalty';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { getApiClient } from './configure';
import { pointsKeys } from './points';

export const customerRewardsKeys = {
  all: ['me', 'customer-rewards'] as const,
  list: (status?: CustomerRewardStatus) =>
    [...customerRewardsKeys.all, 'list', status ?? 'all'] as const,
  detail: (id: number) => [...customerRewardsKeys.all, 'detail', id] as const,
  limits: () => [...customerRewardsKeys.all, 'limits'] as const,
};

/** `GET /v1/me/customer-rewards[?status=]` (the member's activated rewards). */
export function customerRewardsQueryOptions(status?: CustomerRewardStatus) {
  return queryOptions({
    queryKey: customerRewardsKeys.list(status),
    queryFn: ({ signal }) =>
      getApiClient().get('/v1/me/customer-rewards', { status, per_page: 48 }, { signal }),
  });
}

/** `GET /v1/me/customer-rewards/:id` (the my-reward page). */
export function customerRewardQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerRewardsKeys.detail(id),
    queryFn: ({ signal }) =>
      getApiClient().get(`/v1/me/customer-rewards/${id}`, undefined, { signal }),
  });
}

/** `GET /v1/me/customer-rewards/limits`. */
export function rewardLimitsQueryOptions() {
  return queryOptions({
    queryKey: customerRewardsKeys.limits(),
    queryFn: ({ signal }) =>
      getApiClient().get('/v1/me/customer-rewards/limits', undefined, { signal }),
  });
}

/** `POST /v1/customer-rewards {reward_id}`: spends points, so points are refreshed too. */
export async function activateReward(queryClient: QueryClient, rewardId: number) {
  const reward = (await getApiClient().post('/v1/customer-rewards', { reward_id: rewardId })).data;
  queryClient.setQueryData(customerRewardsKeys.detail(reward.id), reward);
  await invalidateCustomerRewards(queryClient);
  return reward;
}

export function invalidateCustomerRewards(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: customerRewardsKeys.all }),
    queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  ]);
}
