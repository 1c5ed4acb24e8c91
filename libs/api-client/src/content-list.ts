import type { ApiGet } from '@atrium/domain/contract/paths';
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient, Query, RequestOptions } from './client';
import { getApiClient } from './configure';

/**
 * Shared shapes of the public content paths (DESIGN section 3). Each endpoint module
 * (companies.ts, events.ts, …) builds on these. A list and an item are typed by their path from
 * the contract (`ApiGet`); `ContentEntry` is the loose shape every content item fits, for the
 * site's helpers that work on any type (titles, pictures, links).
 */

/** One translation of a content item: `{locale, title?, description?, article?, name?, …}`. */
export type ContentTranslation = { locale: string } & Record<string, unknown>;

/** A content item as the API sends it. */
export type ContentEntry = {
  id: number;
  translations: ContentTranslation[];
} & Record<string, unknown>;

export type { Paginated } from '@atrium/domain/contract/envelope';

/** The paginated public content paths, each with an item at `{path}/{id}`. */
export type ContentPath =
  '/v1/companies' | '/v1/events' | '/v1/news' | '/v1/products' | '/v1/rewards' | '/v1/amenities';

/** One page of a content path's list (`GET {path}`). */
export type ListOf<P extends ContentPath> = ApiGet[P];
/** One item of a content path (`GET {path}/{id}`). */
export type ItemOf<P extends ContentPath> = ApiGet[`${P}/${number}`];

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

export function fetchList<P extends ContentPath>(
  client: ApiClient,
  path: P,
  params: Query,
  options?: RequestOptions,
): Promise<ListOf<P>> {
  return client.get(path, params, options);
}

export function fetchItem<P extends ContentPath>(
  client: ApiClient,
  path: P,
  id: number,
  options?: RequestOptions,
): Promise<ItemOf<P>> {
  return client.get(`${path}/${id}` as const, undefined, options);
}

/**
 * The query keys and options of one public content path (`/v1/news`, `/v1/events`, …): a
 * paginated list with the path's own filters and one item by id. Keys are
 * `[name, 'list', params]` and `[name, 'detail', id]`, so `keys.all` invalidates both.
 */
export function contentResource<Params extends ListParams, P extends ContentPath>(
  name: string,
  path: P,
) {
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
        queryFn: ({ signal }) => fetchList(getApiClient(), path, compactParams(params), { signal }),
      }),
    /** `GET {path}/:id`. */
    itemOptions: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => fetchItem(getApiClient(), path, id, { signal }),
      }),
  };
}
