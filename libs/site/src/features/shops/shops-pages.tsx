import { companiesQueryOptions } from '@atrium/api-client/companies';
import { categoriesQueryOptions } from '@atrium/api-client/categories';
import { pickTranslation } from '@atrium/domain/translations';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { categoryFilter } from '../../routing/loaders';
import { Page } from '../../common/page';
import { listParams } from '../../common/shops/list-search';
import { ShopsList } from '../../common/shops/shops-list';
import '../../common/shops/shops.css';

export { ShopPage } from './shop-page';

const servicesApi = getRouteApi('/$locale/_default/shops-services');
const categoryApi = getRouteApi('/$locale/_default/shops/$category/$page');
const eShopsApi = getRouteApi('/$locale/_default/e-shops/$page');

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

/** `/shops/:category/:page` (`all` = every category). */
export function ShopsCategoryPage() {
  const { t } = useLingui();
  const { locale, category, page } = categoryApi.useParams();
  const search = categoryApi.useSearch();
  const { data } = useSuspenseQuery(
    companiesQueryOptions({ category: categoryFilter(category), page, ...listParams(search) }),
  );
  const categories = useQuery(categoriesQueryOptions('company'));
  const current = categories.data?.find((item) => item.slug === category);
  const name = current ? pickTranslation(current.translations, locale, 'name') : null;
  return (
    <Page heading={name ?? t`Shops and services`}>
      <ShopsList
        list={data}
        filter={{ kind: 'category', category }}
        search={search}
        hrefForPage={(next) => `/${locale}/shops/${category}/${next}`}
      />
    </Page>
  );
}

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
