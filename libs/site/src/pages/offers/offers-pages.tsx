import { productsQueryOptions, productQueryOptions } from '@atrium/api-client/products';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { categoryFilter } from '../../app/loaders';
import { ContentDetail } from '../common/content-detail';
import { PaginatedContent } from '../common/content-list';
import { Page } from '../common/page';

const listApi = getRouteApi('/$locale/_default/offers/$page');
const categoryApi = getRouteApi('/$locale/_default/offers/$category/$page');
const detailApi = getRouteApi('/$locale/_default/offer/$id/$title');

export function OffersPage() {
  const { t } = useLingui();
  const { locale, page } = listApi.useParams();
  const { data } = useSuspenseQuery(productsQueryOptions({ page }));
  return (
    <Page heading={t`Offers`}>
      <PaginatedContent
        list={data}
        kind="offer"
        empty={<Trans>No offers right now</Trans>}
        hrefForPage={(next) => `/${locale}/offers/${next}`}
      />
    </Page>
  );
}

export function OffersCategoryPage() {
  const { t } = useLingui();
  const { locale, category, page } = categoryApi.useParams();
  const { data } = useSuspenseQuery(
    productsQueryOptions({ category: categoryFilter(category), page }),
  );
  return (
    <Page heading={t`Offers`}>
      <PaginatedContent
        list={data}
        kind="offer"
        empty={<Trans>No offers in this category</Trans>}
        hrefForPage={(next) => `/${locale}/offers/${category}/${next}`}
      />
    </Page>
  );
}

export function OfferPage() {
  const { id } = detailApi.useParams();
  const { data } = useSuspenseQuery(productQueryOptions(id));
  return <ContentDetail item={data} />;
}
