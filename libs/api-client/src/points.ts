import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const pointsKeys = {
  all: ['me', 'points'] as const,
  summary: () => [...pointsKeys.all, 'summary'] as const,
  history: (page: number) => [...pointsKeys.all, 'history', page] as const,
  tier: () => [...pointsKeys.all, 'tier'] as const,
};

/** `GET /v1/me/points`: balance, earned, spent, next expiry, tier. */
export function pointsQueryOptions() {
  return queryOptions({
    queryKey: pointsKeys.summary(),
    queryFn: ({ signal }) => getApiClient().get('/v1/me/points', undefined, { signal }),
  });
}

/** `GET /v1/me/points-history` (newest first). */
export function pointsHistoryQueryOptions(page = 1, perPage = 24) {
  return queryOptions({
    queryKey: pointsKeys.history(page),
    queryFn: ({ signal }) =>
      getApiClient().get('/v1/me/points-history', { page, per_page: perPage }, { signal }),
  });
}

/** `GET /v1/me/tier`: current and next tier, progress. */
export function memberTierQueryOptions() {
  return queryOptions({
    queryKey: pointsKeys.tier(),
    queryFn: ({ signal }) => getApiClient().get('/v1/me/tier', undefined, { signal }),
  });
}
