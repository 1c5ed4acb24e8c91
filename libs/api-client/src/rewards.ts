import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import {
  compactParams,
  type ContentEntry,
  fetchItem,
  fetchList,
  type ListParams,
} from './content-list';

export const REWARDS_PATH = '/v1/rewards';

/** Rewards of the loyalty programme. */
export type RewardsListParams = ListParams & { company?: number };

export const rewardsKeys = {
  all: ['rewards'] as const,
  lists: () => [...rewardsKeys.all, 'list'] as const,
  list: (params: RewardsListParams) => [...rewardsKeys.lists(), compactParams(params)] as const,
  detail: (id: number) => [...rewardsKeys.all, 'detail', id] as const,
};

/** `GET /v1/rewards` (paginated). */
export function rewardsQueryOptions(params: RewardsListParams = {}) {
  return queryOptions({
    queryKey: rewardsKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList<ContentEntry>(getApiClient(), REWARDS_PATH, compactParams(params), { signal }),
  });
}

/** `GET /v1/rewards/:id`. */
export function rewardQueryOptions(id: number) {
  return queryOptions({
    queryKey: rewardsKeys.detail(id),
    queryFn: ({ signal }) =>
      fetchItem<ContentEntry>(getApiClient(), `${REWARDS_PATH}/${id}`, { signal }),
  });
}
