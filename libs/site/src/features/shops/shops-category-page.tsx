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

const categoryApi = getRouteApi('/$locale/_default/shops/$category/$page');

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
