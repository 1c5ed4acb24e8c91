import { companiesQueryOptions } from '@atrium/api-client/companies';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Page } from '../../common/page';
import { listParams } from '../../common/shops/list-search';
import { ShopsList } from '../../common/shops/shops-list';
import '../../common/shops/shops.css';

const servicesApi = getRouteApi('/$locale/_default/shops-services');

/** `/shops-services` (all shops and services) and `/shops-services?f=dine` (dining). */
export function ShopsServicesPage() {
  const { t } = useLingui();
  const { locale } = servicesApi.useParams();
  const search = servicesApi.useSearch();
  const page = search.page ?? 1;
  const { data } = useSuspenseQuery(
    companiesQueryOptions({ f: search.f, page, ...listParams(search) }),
  );
  const dining = search.f === 'dine';
  return (
    <Page heading={dining ? t`Dining` : t`Shops and services`}>
      <ShopsList
        list={data}
        filter={dining ? { kind: 'dine' } : { kind: 'category', category: 'all' }}
        search={search}
        hrefForPage={(next) =>
          dining
            ? `/${locale}/shops-services?f=dine${next > 1 ? `&page=${next}` : ''}`
            : `/${locale}/shops/all/${next}`
        }
      />
    </Page>
  );
}
