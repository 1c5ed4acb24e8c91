import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import type { ContentEntry } from './content-list';

export const CATEGORIES_PATH = '/v1/categories';
export const POST_CATEGORIES_PATH = '/v1/post-categories';

export type CategoryType = 'company' | 'product' | 'reward' | 'event' | 'news' | 'amenity' | 'faq';

/** A category: `{id, type, slug, icon, translations: [{locale, name}]}`. */
export type CategoryEntry = ContentEntry & {
  type: CategoryType;
  slug: string;
  icon: string | null;
};

export const categoriesKeys = {
  all: ['categories'] as const,
  list: (type?: CategoryType) => [...categoriesKeys.all, type ?? 'all'] as const,
};

/** `GET /v1/categories?type=…` (not paginated). */
export function categoriesQueryOptions(type?: CategoryType) {
  return queryOptions({
    queryKey: categoriesKeys.list(type),
    queryFn: ({ signal }) =>
      getApiClient().get<CategoryEntry[]>(CATEGORIES_PATH, { type }, { signal }),
    staleTime: 5 * 60_000,
  });
}
