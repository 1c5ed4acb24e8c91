import { buttonClassName } from '@atrium/ui/button';
import { categoriesQueryOptions } from '@atrium/api-client/categories';
import type { ContentEntry, Paginated } from '@atrium/api-client/content-list';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { DEFAULT_PAGE_SIZE } from '@atrium/domain/constants';
import { findTranslation, pickTranslation } from '@atrium/domain/translations';
import { ContentCard } from '@atrium/ui/card';
import { FilterChips, type FilterChip } from '@atrium/ui/filter-chips';
import { PageSizeSelect } from '@atrium/ui/page-size-select';
import { Pagination } from '@atrium/ui/pagination';
import type { RenderLink } from '@atrium/ui/render-link';
import { ResultsSummary } from '@atrium/ui/results-summary';
import { SearchBox } from '@atrium/ui/search-box';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLocale } from '../../frame/locale/use-locale';
import { detailHref, itemTitle } from '../content-list';
import { withSearch, type ShopListSearch } from './list-search';

/**
 * Internal links whose href may carry a query (`/en/shops/all/2?per_page=24`): the router's
 * `Link` gets the path and the search object apart, so the rewrite still localises the path.
 */
export const renderLinkWithSearch: RenderLink = ({ href, children, ...props }) => {
  const [path = href, query = ''] = href.split('?');
  const search = Object.fromEntries(new URLSearchParams(query));
  return (
    <Link to={path as never} search={search as never} {...props}>
      {children}
    </Link>
  );
};

/** Which list is showing: a category (slug or `all`), dining or e-shops. */
/** The category slug of restaurants and cafés, when a mall has one (the demo data does). */
const DINING_CATEGORY = 'dining';

export type ShopListFilter = { kind: 'category'; category: string } | { kind: 'dine' | 'eshops' };

/**
 * A shop list page's body: category chips (with dining and e-shops; one scrolling row on
 * phones), the search within shops, the result count, the cards (floor badge when
 * `show_floor_number_on_shop_card`), an empty state that says what to do next, and under the
 * list the pager and the page size (spec section 9).
 */
export function ShopsList({
  list,
  filter,
  search,
  hrefForPage,
}: {
  list: Paginated<ContentEntry>;
  filter: ShopListFilter;
  search: ShopListSearch;
  /** The canonical path of page n of this list, without the query. */
  hrefForPage: (page: number) => string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  // Chips are a convenience: while they load (or if they fail) the list still shows.
  const categories = useQuery(categoriesQueryOptions('company'));

  // A mall whose categories include dining gets no second "Dining" chip: on the dining list
  // (`?f=dine`) its category chip is the active one.
  const diningCategory = categories.data?.find((category) => category.slug === DINING_CATEGORY);
  const chips: FilterChip[] = [
    { value: 'all', label: t`All`, href: `/${locale}/shops/all/1` },
    ...(categories.data ?? []).map((category) => ({
      value: category.slug,
      label: pickTranslation(category.translations, locale, 'name'),
      href: `/${locale}/shops/${category.slug}/1`,
    })),
    ...(diningCategory
      ? []
      : [{ value: '~dine', label: t`Dining`, href: `/${locale}/shops-services?f=dine` }]),
  ];
  const active =
    filter.kind === 'category'
      ? filter.category
      : filter.kind === 'dine' && diningCategory
        ? diningCategory.slug
        : `~${filter.kind}`;

  const query = { per_page: search.per_page, q: search.q };
  const go = (next: Partial<ShopListSearch>) =>
    void navigate({ to: withSearch(hrefForPage(1), { ...query, ...next }) as never });

  return (
    <div className="shops-list">
      <FilterChips
        chips={chips}
        value={active}
        renderLink={renderLinkWithSearch}
        label={t`Shop categories`}
      />
      <div className="shops-list__tools">
        <SearchBox
          key={search.q ?? ''}
          defaultValue={search.q ?? ''}
          label={t`Search shops`}
          placeholder={t`Shop name or product`}
          onSearch={(text) => go({ q: text })}
        />
      </div>
      <div className="shops-list__summary">
        <ResultsSummary
          total={list.total}
          page={list.current_page}
          perPage={list.per_page}
          query={search.q}
        />
        {search.q && (
          <Link
            to={withSearch(hrefForPage(1), { per_page: search.per_page }) as never}
            className="shops-list__clear"
          >
            <Trans>Clear search</Trans>
          </Link>
        )}
      </div>
      {list.data.length === 0 ? (
        <EmptyState
          title={search.q ? t`No shop matches "${search.q}"` : t`No shops here yet`}
          description={t`Try another category or search for a different name.`}
          action={
            <Link
              to={`/${locale}/shops/all/1` as never}
              className={buttonClassName({ variant: 'primary' })}
            >
              <Trans>Show all shops</Trans>
            </Link>
          }
        />
      ) : (
        <ul className="content-grid" role="list">
          {list.data.map((shop) => (
            <li key={shop.id}>
              {/* The list sits right under the page's h1: its card titles are h2 (heading order). */}
              <ShopCardItem
                shop={shop}
                showFloor={settings.show_floor_number_on_shop_card}
                titleAs="h2"
              />
            </li>
          ))}
        </ul>
      )}
      {/* Below the list: choosing the page size comes after seeing the first page. */}
      <div className="shops-list__footer">
        <Pagination
          page={list.current_page}
          pageCount={list.last_page}
          hrefForPage={(page) => withSearch(hrefForPage(page), query)}
          renderLink={renderLinkWithSearch}
        />
        <PageSizeSelect
          value={search.per_page ?? DEFAULT_PAGE_SIZE}
          onChange={(size) => go({ per_page: size === DEFAULT_PAGE_SIZE ? undefined : size })}
          label={t`Shops per page`}
        />
      </div>
    </div>
  );
}

/** One shop's card: logo, category as eyebrow, floor when the tenant shows it. */
export function ShopCardItem({
  shop,
  showFloor,
  titleAs,
}: {
  shop: ContentEntry;
  showFloor: boolean;
  titleAs?: 'h2' | 'h3' | 'h4';
}) {
  const locale = useLocale();
  const image =
    (typeof shop.logo === 'string' && shop.logo) ||
    (typeof shop.image === 'string' && shop.image) ||
    null;
  const category = findTranslation(shop.translations, locale, 'company_category');
  const floor = typeof shop.floor === 'number' ? shop.floor : undefined;
  return (
    <ContentCard
      kind="shop"
      title={itemTitle(shop, locale)}
      href={detailHref('shop', shop, locale)}
      renderLink={renderLinkWithSearch}
      image={image ? { src: image, alt: '' } : undefined}
      eyebrow={category ?? undefined}
      floor={showFloor ? floor : undefined}
      titleAs={titleAs}
    />
  );
}
