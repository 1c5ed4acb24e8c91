import { queryOptions } from '@tanstack/react-query';

import type { SearchResults } from '@atrium/domain/contract/content';

import { getApiClient } from './configure';

export const SEARCH_PATH = '/v1/search';

/** Results grouped by content type: `{search, companies: [...], products: [...], events: [...], …}`. */
export type { SearchResults };

export const searchKeys = {
  all: ['search'] as const,
  query: (search: string) => [...searchKeys.all, search] as const,
};

/** `GET /v1/search?search=…` (at least 2 characters; the page does not run it for less). */
export function searchQueryOptions(search: string) {
  return queryOptions({
    queryKey: searchKeys.query(search),
    queryFn: ({ signal }) => getApiClient().get(SEARCH_PATH, { search }, { signal }),
  });
}
