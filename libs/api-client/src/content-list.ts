import { queryOptions } from '@tanstack/react-query';

import type { ApiClient, Query, RequestOptions } from './client';
import { getApiClient } from './configure';

/**
 * Shared shapes of the public content paths (DESIGN section 3). Each endpoint module
 * (companies.ts, events.ts, …) builds on these; the item fields beyond `id` and `translations`
 * are the API's (docs/api.md) and stay loose here so the visitor-pages engineers can narrow them
 * with the domain schemas.
 */

/** One translation of a content item: `{locale, title?, description?, article?, name?, …}`. */
export type ContentTranslation = { locale: string } & Record<string, unknown>;

/** A content item as the API sends it. */
export type ContentEntry = {
  id: number;
  translations: ContentTranslation[];
} & Record<string, unknown>;

/** A paginated list's `data`. */
export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

/** What every list accepts (docs/api.md): page, per_page, category (id or slug), search. */
export type ListParams = {
  page?: number;
  per_page?: number;
  category?: string;
  search?: string;
};

/** Drops undefined values so query keys stay stable (`{page: 1}` equals `{page: 1, x: undefined}`). */
export function compactParams<T extends Record<string, unknown>>(params: T): T {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

export function fetchList<T = ContentEntry>(
  client: ApiClient,
  path: string,
  params: Query,
  options?: RequestOptions,
): Promise<Paginated<T>> {
  return client.get<Paginated<T>>(path, params, options);
}

export function fetchItem<T = ContentEntry>(
  client: ApiClient,
  path: string,
  options?: RequestOptions,
): Promise<T> {
  return client.get<T>(path, undefined, options);
}

/**
 * The query keys and options of one public content path (`/v1/news`, `/v1/events`, …): a
 * paginated list with the path's own filters and one item by id. Keys are
 * `[name, 'list', params]` and `[name, 'detail', id]`, so `keys.all` invalidates both.
 */
export function contentResource<Params extends ListParams>(name: string, path: string) {
  const keys = {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (params: Params) => [name, 'list', compactParams(params)] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  };
  return {
    path,
    keys,
    /** `GET {path}` (paginated). */
    listOptions: (params: Params = {} as Params) =>
      queryOptions({
        queryKey: keys.list(params),
        queryFn: ({ signal }) =>
          fetchList<ContentEntry>(getApiClient(), path, compactParams(params), { signal }),
      }),
    /** `GET {path}/:id`. */
    itemOptions: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) =>
          fetchItem<ContentEntry>(getApiClient(), `${path}/${id}`, { signal }),
      }),
  };
}
