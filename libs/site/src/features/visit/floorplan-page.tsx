import { useFloorName } from '@atrium/ui/floor-name';
import { allCompaniesQueryOptions } from '@atrium/api-client/companies';
import { floorplanQueryOptions, floorplansQueryOptions } from '@atrium/api-client/floorplans';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { findTranslation } from '@atrium/domain/translations';
import { Skeleton } from '@atrium/ui/skeleton';
import type { FloorPlanArea, FloorPlanFloor } from '@atrium/ui/floor-plan-viewer';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { detailHref, itemTitle } from '../../common/content-list';
import { Page } from '../../common/page';
import '../../common/shops/shops.css';
import './visit.css';
import { renderLinkWithSearch } from '../../common/shops/shops-list';

// The viewer (zoom, pan, SVG) is its own chunk: the page heading and tabs of text come first.
const FloorPlanViewer = lazy(() => import('@atrium/ui/floor-plan-viewer'));

const floorplanApi = getRouteApi('/$locale/_default/floorplan/$id');

/**
 * `/floorplan/:id?shop=<company id>`: every floor as tabs (the one in the address first), the
 * shop from `?shop` highlighted (its floor opens), picking a shop shows it with a link to its
 * page. Floor titles show beside the numbers on desktop when `show_floor_titles_on_desktop`.
 */
export function FloorplanPage() {
  const { t } = useLingui();
  const floorName = useFloorName();
  const locale = useLocale();
  const navigate = useNavigate();
  const { id } = floorplanApi.useParams();
  const { shop: shopParam } = floorplanApi.useSearch();
  const { data: current } = useSuspenseQuery(floorplanQueryOptions(id));
  const { data: rawFloors } = useSuspenseQuery(floorplansQueryOptions());
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  // Names for the areas; until they arrive the areas are named by their unit number.
  const companies = useQuery(allCompaniesQueryOptions());
  const [picked, setPicked] = useState<number | null>(null);

  const byId = useMemo(
    () => new Map((companies.data ?? []).map((company) => [company.id, company])),
    [companies.data],
  );
  const floors: FloorPlanFloor[] = useMemo(
    () =>
      [...rawFloors]
        // A floor without its picture cannot be drawn.
        .filter((floor): floor is typeof floor & { image: string } => floor.image !== null)
        .sort((a, b) => a.level - b.level)
        .map((floor) => ({
          id: floor.id,
          level: floor.level,
          title: findTranslation(floor.translations, locale, 'title') ?? floorName(floor.level),
          image: floor.image,
          width: floor.width,
          height: floor.height,
          areas: floor.areas.map((area) => {
            const company = byId.get(area.company_id);
            return {
              id: area.company_id,
              name: company ? itemTitle(company, locale) : t`Shop ${area.company_id}`,
              x: area.x,
              y: area.y,
              width: area.width,
              height: area.height,
            } satisfies FloorPlanArea;
          }),
        })),
    [rawFloors, byId, locale, t, floorName],
  );

  const highlighted = picked ?? shopParam;
  const highlightedFloor = floors.find((floor) =>
    floor.areas.some((area) => area.id === highlighted),
  );
  const floorId = shopParam && !picked && highlightedFloor ? highlightedFloor.id : current.id;
  // `?shop=` on another floor's address: the address follows the floor that shows the shop.
  useEffect(() => {
    if (floorId === current.id) return;
    void navigate({
      to: '/$locale/floorplan/$id',
      params: { locale, id: String(floorId) } as never,
      search: { shop: shopParam } as never,
      replace: true,
      resetScroll: false,
    });
  }, [floorId, current.id, shopParam, locale, navigate]);
  const shop = highlighted !== undefined && highlighted !== null ? byId.get(highlighted) : null;

  return (
    <Page heading={t`Floor plan`} className="floorplan-page">
      <Suspense fallback={<Skeleton className="floorplan-page__skeleton" />}>
        <FloorPlanViewer
          floors={floors}
          floorId={floorId}
          highlightedId={highlighted ?? undefined}
          showFloorTitles={settings.show_floor_titles_on_desktop}
          label={t`Floors`}
          onFloorChange={(next) => {
            setPicked(null);
            void navigate({
              to: '/$locale/floorplan/$id',
              params: { locale, id: String(next) } as never,
              search: {} as never,
              replace: true,
              resetScroll: false,
            });
          }}
          onSelect={(area) => setPicked(Number(area.id))}
        />
      </Suspense>
      <div className="floorplan-page__selection" aria-live="polite">
        {shop ? (
          <p data-testid="floorplan-selected">
            <strong>{itemTitle(shop, locale)}</strong>{' '}
            {renderLinkWithSearch({
              href: detailHref('shop', shop, locale),
              className: 'floorplan-page__shop-link',
              children: <Trans>Open the shop's page</Trans>,
            })}
          </p>
        ) : (
          <p className="floorplan-page__hint">
            <Trans>Pick a shop on the plan or in the list to see where it is.</Trans>
          </p>
        )}
        <Link to={`/${locale}/shops/all/1` as never} className="floorplan-page__all">
          <Trans>All shops and services</Trans>
        </Link>
      </div>
    </Page>
  );
}
