import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import type { ContentEntry } from './content-list';

export const SEARCH_PATH = '/v1/search';

/** Results grouped by content type: `{companies: [...], products: [...], events: [...], …}`. */
export type SearchResults = { search: string } & Partial<Record<string, ContentEntry[] | string>>;

export const searchKeys = {
  all: ['search'] as const,
  query: (search: string) => [...searchKeys.all, search] as const,
};

/** `GET /v1/search?search=…` (at least 2 characters; the page does not run it for less). */
export function searchQueryOptions(search: string) {
  return queryOptions({
    queryKey: searchKeys.query(search),
    queryFn: ({ signal }) => getApiClient().get<SearchResults>(SEARCH_PATH, { search }, { signal }),
  });
}
