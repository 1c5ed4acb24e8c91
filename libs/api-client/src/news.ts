import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import {
  compactParams,
  type ContentEntry,
  fetchItem,
  fetchList,
  type ListParams,
} from './content-list';

export const NEWS_PATH = '/v1/news';

/** News of the mall (`type=mall`) and its shops (`type=stores`). */
export type NewsListParams = ListParams & { type?: 'mall' | 'stores'; company?: number };

export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (params: NewsListParams) => [...newsKeys.lists(), compactParams(params)] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
};

/** `GET /v1/news` (paginated). */
export function newsQueryOptions(params: NewsListParams = {}) {
  return queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList<ContentEntry>(getApiClient(), NEWS_PATH, compactParams(params), { signal }),
  });
}

/** `GET /v1/news/:id`. */
export function newsItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) =>
      fetchItem<ContentEntry>(getApiClient(), `${NEWS_PATH}/${id}`, { signal }),
  });
}
