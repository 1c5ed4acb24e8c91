import { amenitiesQueryOptions, amenityQueryOptions } from '@atrium/api-client/amenities';
import { categoriesQueryOptions } from '@atrium/api-client/categories';
import type { ContentEntry, Paginated } from '@atrium/api-client/content-list';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { Locale } from '@atrium/domain/locales';
import { findTranslation, pickTranslation } from '@atrium/domain/translations';
import { Badge } from '@atrium/ui/badge';
import { useFloorName } from '@atrium/ui/floor-name';
import { ContentCard } from '@atrium/ui/card';
import { FilterChips, type FilterChip } from '@atrium/ui/filter-chips';
import { Pagination } from '@atrium/ui/pagination';
import type { RenderLink } from '@atrium/ui/render-link';
import { EmptyState } from '@atrium/ui/state';
import { Picture } from '@atrium/ui/picture';
import { sizesFor } from '@atrium/ui/responsive-image';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { categoryFilter } from '../../../routing/loaders';
import { useLocale } from '../../../frame/locale/use-locale';
import { renderRouterLink } from '../../../frame/navigation/router-link';
import { settingsLink, type SettingsLink } from '../../../frame/navigation/settings-link';
import { detailHref, itemTitle } from '../../../common/content-list';
import { HtmlContent } from '../../../common/html-content';
import { Page } from '../../../common/page';
import '../../../common/shops/shops.css';

const listApi = getRouteApi('/$locale/_default/amenities/$page');
const categoryApi = getRouteApi('/$locale/_default/amenities/$category/$page');
const detailApi = getRouteApi('/$locale/_default/amenity/$id/$title');

/**
 * Where an amenity's card leads: `amenity_redirect_links` (keyed by the amenity's id or slug)
 * turns it into a link elsewhere (a settings link: a site path in the page's language, or an
 * absolute URL in a new tab), otherwise its detail page.
 */
export function amenityHref(
  amenity: ContentEntry,
  links: Record<string, string>,
  locale: Locale,
): SettingsLink {
  const target =
    links[String(amenity.id)] ??
    (typeof amenity.slug === 'string' ? links[amenity.slug] : undefined);
  if (!target) return { href: detailHref('amenity', amenity, locale), external: false };
  return settingsLink(target, locale);
}

const renderExternal: RenderLink = ({ href, children, ...props }) => (
  <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
    {children}
  </a>
);

function AmenitiesList({
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
            <Link to={`/${locale}/amenities/1` as never} className="button button--primary">
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

/** `/amenities/:page`. */
export function AmenitiesPage() {
  const { t } = useLingui();
  const { locale, page } = listApi.useParams();
  const { data } = useSuspenseQuery(amenitiesQueryOptions({ page }));
  return (
    <Page heading={t`Amenities`}>
      <AmenitiesList
        list={data}
        category="all"
        hrefForPage={(next) => `/${locale}/amenities/${next}`}
      />
    </Page>
  );
}

/** `/amenities/:category/:page`. */
export function AmenitiesCategoryPage() {
  const { t } = useLingui();
  const { locale, category, page } = categoryApi.useParams();
  const { data } = useSuspenseQuery(
    amenitiesQueryOptions({ category: categoryFilter(category), page }),
  );
  const categories = useQuery(categoriesQueryOptions('amenity'));
  const current = categories.data?.find((item) => item.slug === category);
  return (
    <Page heading={current ? pickTranslation(current.translations, locale, 'name') : t`Amenities`}>
      <AmenitiesList
        list={data}
        category={category}
        hrefForPage={(next) => `/${locale}/amenities/${category}/${next}`}
      />
    </Page>
  );
}

/** `/amenity/:id/:title`: picture, description, floor, and the redirect target when set. */
export function AmenityPage() {
  const floorName = useFloorName();
  const locale = useLocale();
  const { id } = detailApi.useParams();
  const { data: amenity } = useSuspenseQuery(amenityQueryOptions(id));
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const article = findTranslation(amenity.translations, locale, 'article');
  const description = findTranslation(amenity.translations, locale, 'description');
  const image = typeof amenity.image === 'string' ? amenity.image : null;
  const redirect = amenityHref(amenity, settings.amenity_redirect_links, locale);
  const hasRedirect = !redirect.href.startsWith(`/${locale}/amenity/`);
  return (
    <Page
      heading={itemTitle(amenity, locale)}
      intro={
        typeof amenity.floor === 'number' ? (
          <Badge variant="outline">{floorName(amenity.floor)}</Badge>
        ) : undefined
      }
      className="amenity-detail"
    >
      {image && (
        <Picture className="amenity-detail__image" src={image} sizes={sizesFor('880px')} alt="" />
      )}
      {article ? <HtmlContent html={article} /> : description && <p>{description}</p>}
      {hasRedirect &&
        (redirect.external ? (
          <a
            href={redirect.href}
            target="_blank"
            rel="noopener noreferrer"
            className="button button--primary"
          >
            <Trans>More information</Trans>
          </a>
        ) : (
          <Link to={redirect.href as never} className="button button--primary">
            <Trans>More information</Trans>
          </Link>
        ))}
      <p>
        <Link to={`/${locale}/amenities/1` as never}>
          <Trans>All amenities</Trans>
        </Link>
      </p>
    </Page>
  );
}
