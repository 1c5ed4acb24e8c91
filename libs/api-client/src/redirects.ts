import type { ApiGet } from '@atrium/domain/contract/paths';
import { queryOptions } from '@tanstack/react-query';

import { ApiError } from './api-error';
import { getApiClient } from './configure';

export const REDIRECTS_PATH = '/v1/redirects';

/** `{path, to, status_code}`: `to` is a site path (`/cz/obchody`) or an absolute URL. */
export type Redirect = ApiGet['/v1/redirects'];

export const redirectsKeys = {
  all: ['redirects'] as const,
  path: (path: string) => [...redirectsKeys.all, path] as const,
};

/**
 * `GET /v1/redirects?path=…` (DESIGN section 8): asked before a 404. Resolves with the redirect,
 * or null when the API answers 404 (no redirect for that path).
 */
export function redirectQueryOptions(path: string) {
  return queryOptions({
    queryKey: redirectsKeys.path(path),
    queryFn: async ({ signal }): Promise<Redirect | null> => {
      try {
        return await getApiClient().get(REDIRECTS_PATH, { path }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}
