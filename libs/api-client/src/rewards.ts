import { contentResource, type ListParams } from './content-list';

export const REWARDS_PATH = '/v1/rewards';

/** Rewards of the loyalty programme. */
export type RewardsListParams = ListParams & { company?: number };

const resource = contentResource<RewardsListParams, typeof REWARDS_PATH>('rewards', REWARDS_PATH);

export const rewardsKeys = resource.keys;
/** `GET /v1/rewards` (paginated). */
export const rewardsQueryOptions = resource.listOptions;
/** `GET /v1/rewards/:id`. */
export const rewardQueryOptions = resource.itemOptions;
