import type { ContentEntry, Paginated } from '@atrium/api-client/content-list';
import type { Locale } from '@atrium/domain/locales';
import { slugify } from '@atrium/domain/slug';
import { pickTranslation } from '@atrium/domain/translations';
import { ContentCard, type CardKind } from '@atrium/ui/card';
import { Pagination } from '@atrium/ui/pagination';
import { EmptyState } from '@atrium/ui/state';
import type { ReactNode } from 'react';
import { useLocale } from '../frame/locale/use-locale';
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

const CARD_KIND: Record<DetailKind, CardKind> = {
  shop: 'shop',
  offer: 'offer',
  event: 'event',
  news: 'news',
  reward: 'reward',
  amenity: 'shop',
};

/**
 * A grid of content cards linking to their detail pages, or the empty state. The visitor-pages
 * engineers replace the card body (dates, prices, floors); the routing stays.
 */
export function ContentGrid({
  items,
  kind,
  empty,
}: {
  items: ContentEntry[];
  kind: DetailKind;
  empty: ReactNode;
}) {
  const locale = useLocale();
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="content-grid" role="list">
      {items.map((item) => {
        const image =
          (typeof item.image === 'string' && item.image) ||
          (typeof item.logo === 'string' && item.logo) ||
          null;
        return (
          <li key={item.id}>
            <ContentCard
              kind={CARD_KIND[kind]}
              title={itemTitle(item, locale)}
              href={detailHref(kind, item, locale)}
              renderLink={renderRouterLink}
              image={image ? { src: image, alt: '' } : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
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

/** A paginated list page's body: grid, pager. */
export function PaginatedContent({
  list,
  kind,
  empty,
  hrefForPage,
}: {
  list: Paginated<ContentEntry>;
  kind: DetailKind;
  empty: ReactNode;
  hrefForPage: (page: number) => string;
}) {
  return (
    <>
      <ContentGrid items={list.data} kind={kind} empty={empty} />
      <ListPager list={list} hrefForPage={hrefForPage} />
    </>
  );
}
