import { buttonClassName } from '@atrium/ui/button';
import { categoriesQueryOptions } from '@atrium/api-client/categories';
import type { ContentEntry, Paginated } from '@atrium/api-client/content-list';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { findTranslation, pickTranslation } from '@atrium/domain/translations';
import { ContentCard } from '@atrium/ui/card';
import { FilterChips, type FilterChip } from '@atrium/ui/filter-chips';
import { Pagination } from '@atrium/ui/pagination';
import type { RenderLink } from '@atrium/ui/render-link';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../frame/locale/use-locale';
import { renderRouterLink } from '../../../frame/navigation/router-link';
import { itemTitle } from '../../../common/content-list';
import { amenityHref } from './amenity-href';
import '../../../common/shops/shops.css';

const renderExternal: RenderLink = ({ href, children, ...props }) => (
  <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
    {children}
  </a>
);

export function AmenitiesList({
  list,
  category,
  hrefForPage,
}: {
  list: Paginated<ContentEntry>;
  category: string;
  hrefForPage: (page: number) => string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const categories = useQuery(categoriesQueryOptions('amenity'));
  const chips: FilterChip[] = [
    { value: 'all', label: t`All`, href: `/${locale}/amenities/1` },
    ...(categories.data ?? []).map((item) => ({
      value: item.slug,
      label: pickTranslation(item.translations, locale, 'name'),
      href: `/${locale}/amenities/${item.slug}/1`,
    })),
  ];
  return (
    <>
      <FilterChips
        chips={chips}
        value={category}
        renderLink={renderRouterLink}
        label={t`Amenity categories`}
      />
      {list.data.length === 0 ? (
        <EmptyState
          title={t`No amenities in this category`}
          description={t`Pick another category or ask at the information desk.`}
          action={
            <Link
              to={`/${locale}/amenities/1` as never}
              className={buttonClassName({ variant: 'primary' })}
            >
              <Trans>All amenities</Trans>
            </Link>
          }
        />
      ) : (
        <ul className="content-grid amenities-list" role="list">
          {list.data.map((amenity) => {
            const { href, external } = amenityHref(
              amenity,
              settings.amenity_redirect_links,
              locale,
            );
            const image = typeof amenity.image === 'string' ? amenity.image : null;
            return (
              <li key={amenity.id} data-redirect={external ? 'external' : undefined}>
                <ContentCard
                  kind="shop"
                  title={itemTitle(amenity, locale)}
                  href={href}
                  renderLink={external ? renderExternal : renderRouterLink}
                  image={image ? { src: image, alt: '' } : undefined}
                  eyebrow={findTranslation(amenity.translations, locale, 'description')}
                  floor={typeof amenity.floor === 'number' ? amenity.floor : undefined}
                  titleAs="h2"
                />
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={list.current_page}
        pageCount={list.last_page}
        hrefForPage={hrefForPage}
        renderLink={renderRouterLink}
      />
    </>
  );
}
