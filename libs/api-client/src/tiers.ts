import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const TIERS_PATH = '/v1/tiers';
export const BADGES_PATH = '/v1/badges';

export const tiersKeys = { all: ['tiers'] as const, badges: ['badges'] as const };

/** `GET /v1/tiers`: loyalty tiers `{id, slug, min_points, multiplier_percent, translations}`. */
export function tiersQueryOptions() {
  return queryOptions({
    queryKey: tiersKeys.all,
    queryFn: ({ signal }) => getApiClient().get(TIERS_PATH, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /v1/badges`: the awards a member can earn. */
export function badgesQueryOptions() {
  return queryOptions({
    queryKey: tiersKeys.badges,
    queryFn: ({ signal }) => getApiClient().get(BADGES_PATH, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
