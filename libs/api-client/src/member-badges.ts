import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const memberBadgesKeys = { all: ['me', 'badges'] as const };

/** `GET /v1/me/badges`: every badge of the mall with `earned` and `earned_at`. */
export function memberBadgesQueryOptions() {
  return queryOptions({
    queryKey: memberBadgesKeys.all,
    queryFn: ({ signal }) => getApiClient().get('/v1/me/badges', undefined, { signal }),
  });
}
