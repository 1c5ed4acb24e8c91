import type { ApiGet } from '@atrium/domain/contract/paths';
import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const CATEGORIES_PATH = '/v1/categories';
export const POST_CATEGORIES_PATH = '/v1/post-categories';

export type CategoryType = 'company' | 'product' | 'reward' | 'event' | 'news' | 'amenity' | 'faq';

/** A category: `{id, type, slug, icon, translations: [{locale, name}]}`. */
export type CategoryEntry = ApiGet['/v1/categories'][number];

export const categoriesKeys = {
  all: ['categories'] as const,
  list: (type?: CategoryType) => [...categoriesKeys.all, type ?? 'all'] as const,
};

/** `GET /v1/categories?type=…` (not paginated). */
export function categoriesQueryOptions(type?: CategoryType) {
  return queryOptions({
    queryKey: categoriesKeys.list(type),
    queryFn: ({ signal }) => getApiClient().get(CATEGORIES_PATH, { type }, { signal }),
    staleTime: 5 * 60_000,
  });
}
