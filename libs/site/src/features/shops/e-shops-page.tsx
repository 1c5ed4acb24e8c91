import { companiesQueryOptions } from '@atrium/api-client/companies';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Page } from '../../common/page';
import { listParams } from '../../common/shops/list-search';
import { ShopsList } from '../../common/shops/shops-list';
import '../../common/shops/shops.css';

const eShopsApi = getRouteApi('/$locale/_default/e-shops/$page');

/** `/e-shops/:page`: shops that sell online. */
export function EShopsPage() {
  const { t } = useLingui();
  const { locale, page } = eShopsApi.useParams();
  const search = eShopsApi.useSearch();
  const { data } = useSuspenseQuery(
    companiesQueryOptions({ f: 'eshops', page, ...listParams(search) }),
  );
  return (
    <Page heading={t`E-shops`}>
      <ShopsList
        list={data}
        filter={{ kind: 'eshops' }}
        search={search}
        hrefForPage={(next) => `/${locale}/e-shops/${next}`}
      />
    </Page>
  );
}
