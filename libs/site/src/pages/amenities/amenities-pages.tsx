import { amenitiesQueryOptions, amenityQueryOptions } from '@atrium/api-client/amenities';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { categoryFilter } from '../../app/loaders';
import { ContentDetail } from '../common/content-detail';
import { PaginatedContent } from '../common/content-list';
import { Page } from '../common/page';

const listApi = getRouteApi('/$locale/_default/amenities/$page');
const categoryApi = getRouteApi('/$locale/_default/amenities/$category/$page');
const detailApi = getRouteApi('/$locale/_default/amenity/$id/$title');

export function AmenitiesPage() {
  const { t } = useLingui();
  const { locale, page } = listApi.useParams();
  const { data } = useSuspenseQuery(amenitiesQueryOptions({ page }));
  return (
    <Page heading={t`Amenities`}>
      <PaginatedContent
        list={data}
        kind="amenity"
        empty={<Trans>No amenities yet</Trans>}
        hrefForPage={(next) => `/${locale}/amenities/${next}`}
      />
    </Page>
  );
}

export function AmenitiesCategoryPage() {
  const { t } = useLingui();
  const { locale, category, page } = categoryApi.useParams();
  const { data } = useSuspenseQuery(
    amenitiesQueryOptions({ category: categoryFilter(category), page }),
  );
  return (
    <Page heading={t`Amenities`}>
      <PaginatedContent
        list={data}
        kind="amenity"
        empty={<Trans>No amenities in this category</Trans>}
        hrefForPage={(next) => `/${locale}/amenities/${category}/${next}`}
      />
    </Page>
  );
}

export function AmenityPage() {
  const { id } = detailApi.useParams();
  const { data } = useSuspenseQuery(amenityQueryOptions(id));
  return <ContentDetail item={data} />;
}
