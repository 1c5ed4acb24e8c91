import { amenitiesQueryOptions } from '@atrium/api-client/amenities';
import { categoriesQueryOptions } from '@atrium/api-client/categories';
import { pickTranslation } from '@atrium/domain/translations';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { categoryFilter } from '../../../routing/loaders';
import { Page } from '../../../common/page';
import { AmenitiesList } from './amenities-list';
import '../../../common/shops/shops.css';

const categoryApi = getRouteApi('/$locale/_default/amenities/$category/$page');

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
