import { amenitiesQueryOptions } from '@atrium/api-client/amenities';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Page } from '../../../common/page';
import { AmenitiesList } from './amenities-list';
import '../../../common/shops/shops.css';

const listApi = getRouteApi('/$locale/_default/amenities/$page');

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
