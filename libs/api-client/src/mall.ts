import { queryOptions } from '@tanstack/react-query';

import type { Mall } from '@atrium/domain/mall';

import type { ApiClient, RequestOptions } from './client';
import { getApiClient } from './configure';

export const MALLS_PATH = '/v1/malls';

/**
 * GET /v1/malls and take the first item (spec section 3: the tenant's own mall), parsed with
 * `parseMall` of `@atrium/domain/mall` (invalid `property_management` JSON is logged and ignored).
 * The parser (with the opening hours' rules) is loaded with the request, not before: a
 * server-rendered page brings its mall parsed, so the browser's first JavaScript need not carry
 * it (issue 22).
 */
export async function fetchMall(client: ApiClient, options?: RequestOptions): Promise<Mall> {
  const [[first], { parseMall }] = await Promise.all([
    client.get(MALLS_PATH, undefined, options),
    import('@atrium/domain/mall'),
  ]);
  if (!first) throw new Error('GET /v1/malls returned no mall');
  return parseMall(first);
}

/** `useSuspenseQuery(mallQueryOptions())`, `queryClient.ensureQueryData(mallQueryOptions())`. */
export function mallQueryOptions() {
  return queryOptions({
    queryKey: ['mall'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await fetchMall(getApiClient(), { signal });
      } catch (error) {
        // Spec section 8: a failed malls fetch is logged only, no message for the visitor.
        console.error('Failed to load the mall', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
