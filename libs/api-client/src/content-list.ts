import type { ApiClient, Query, RequestOptions } from './client';

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
