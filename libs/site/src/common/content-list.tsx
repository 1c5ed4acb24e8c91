import type { ContentEntry, Paginated } from '@atrium/api-client/content-list';
import type { Locale } from '@atrium/domain/locales';
import { slugify } from '@atrium/domain/slug';
import { pickTranslation } from '@atrium/domain/translations';
import { Pagination } from '@atrium/ui/pagination';
import { renderRouterLink } from '../frame/navigation/router-link';

/** The detail route of each kind of content (canonical first segment). */
export const DETAIL_SEGMENT = {
  shop: 'shop',
  offer: 'offer',
  event: 'event',
  news: 'news-detail',
  reward: 'reward',
  amenity: 'amenity',
} as const;
export type DetailKind = keyof typeof DETAIL_SEGMENT;

/** The visible title of an item (title, else name) in the page's language. */
export function itemTitle(item: ContentEntry, locale: Locale): string {
  const title = pickTranslation(item.translations, locale, 'title');
  return title === 'Title missing' ? pickTranslation(item.translations, locale, 'name') : title;
}

/** `/cz/shop/12/urban-threads`: the canonical href of an item's detail page. */
export function detailHref(kind: DetailKind, item: ContentEntry, locale: Locale): string {
  return `/${locale}/${DETAIL_SEGMENT[kind]}/${item.id}/${slugify(itemTitle(item, locale))}`;
}

/**
 * Page links under a list; `hrefForPage` gives the canonical path of a page number
 * (`(page) => \`/${locale}/offers/${page}\``).
 */
export function ListPager({
  list,
  hrefForPage,
}: {
  list: Paginated<unknown>;
  hrefForPage: (page: number) => string;
}) {
  return (
    <Pagination
      page={list.current_page}
      pageCount={list.last_page}
      hrefForPage={hrefForPage}
      renderLink={renderRouterLink}
    />
  );
}
