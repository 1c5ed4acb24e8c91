import type { ContentShop } from '@atrium/domain/contract/content-admin';
import type { CategoryItem } from '@atrium/domain/contract/content';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../api';

/**
 * What an editor chooses from: the mall's categories of one type (`GET /v1/categories?type=`,
 * the site's own list, so a choice is one the site shows) and every shop of the mall (the staff
 * list, all its pages). Query keys from these factories; a shop change invalidates
 * `['content', 'shops']`, which both the Shops tab and this list sit under.
 */

export type CategoryType = 'company' | 'event' | 'news' | 'product';

export const categoriesQueryOptions = (type: CategoryType) =>
  queryOptions({
    queryKey: ['categories', type],
    queryFn: ({ signal }): Promise<CategoryItem[]> =>
      api().get('/v1/categories', { type }, { signal }),
    staleTime: 5 * 60_000,
  });

/** The biggest page the API gives; a mall has about 50 shops, so one or two pages. */
const PAGE = 48;

export const allShopsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'shops', 'all'],
    queryFn: async ({ signal }): Promise<ContentShop[]> => {
      const shops: ContentShop[] = [];
      for (let page = 1; page <= 50; page++) {
        const answer = await api().get(
          '/v1/admin/content/shops',
          { per_page: PAGE, page },
          { signal },
        );
        shops.push(...answer.data);
        if (page >= answer.last_page) break;
      }
      return shops;
    },
    staleTime: 60_000,
  });

/** The API's locale of the console's language (`cs` is `cz` in the data). */
export const dataLocale = (language: string) => (language === 'cs' ? 'cz' : language);

/** A category's name in the language, else English, else its slug. */
export function categoryName(category: CategoryItem, language: string): string {
  const locale = dataLocale(language);
  const names = category.translations as { locale: string; name?: string }[];
  return (
    names.find((tr) => tr.locale === locale)?.name ||
    names.find((tr) => tr.locale === 'en')?.name ||
    category.slug
  );
}

/** A shop's name in the language, else the first written, else its address name. */
export function shopName(shop: ContentShop, language: string): string {
  const locale = dataLocale(language);
  const own = shop.translations.find((tr) => tr.locale === locale)?.title;
  return own || shop.translations.find((tr) => tr.title)?.title || shop.slug;
}
