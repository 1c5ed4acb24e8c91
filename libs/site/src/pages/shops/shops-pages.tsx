import { companiesQueryOptions, companyQueryOptions } from '@atrium/api-client/companies';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { categoryFilter } from '../../app/loaders';
import { ContentDetail } from '../common/content-detail';
import { PaginatedContent } from '../common/content-list';
import { Page } from '../common/page';

const servicesApi = getRouteApi('/$locale/_default/shops-services');
const categoryApi = getRouteApi('/$locale/_default/shops/$category/$page');
const shopApi = getRouteApi('/$locale/_default/shop/$id/$title');
const eShopsApi = getRouteApi('/$locale/_default/e-shops/$page');

export function ShopsServicesPage() {
  const { t } = useLingui();
  const { locale } = servicesApi.useParams();
  const { f } = servicesApi.useSearch();
  const { data } = useSuspenseQuery(companiesQueryOptions({ f, page: 1 }));
  return (
    <Page heading={f === 'dine' ? t`Dining` : t`Shops and services`}>
      <PaginatedContent
        list={data}
        kind="shop"
        empty={<Trans>No shops yet</Trans>}
        hrefForPage={(page) => `/${locale}/shops/all/${page}`}
      />
    </Page>
  );
}

export function ShopsCategoryPage() {
  const { t } = useLingui();
  const { locale, category, page } = categoryApi.useParams();
  const { data } = useSuspenseQuery(
    companiesQueryOptions({ category: categoryFilter(category), page }),
  );
  return (
    <Page heading={t`Shops and services`}>
      <PaginatedContent
        list={data}
        kind="shop"
        empty={<Trans>No shops in this category</Trans>}
        hrefForPage={(next) => `/${locale}/shops/${category}/${next}`}
      />
    </Page>
  );
}

export function ShopPage() {
  const { id } = shopApi.useParams();
  const { data } = useSuspenseQuery(companyQueryOptions(id));
  return <ContentDetail item={data} />;
}

export function EShopsPage() {
  const { t } = useLingui();
  const { locale, page } = eShopsApi.useParams();
  const { data } = useSuspenseQuery(companiesQueryOptions({ f: 'eshops', page }));
  return (
    <Page heading={t`E-shops`}>
      <PaginatedContent
        list={data}
        kind="shop"
        empty={<Trans>No e-shops yet</Trans>}
        hrefForPage={(next) => `/${locale}/e-shops/${next}`}
      />
    </Page>
  );
}
