import { productQueryOptions, productsQueryOptions } from '@atrium/api-client/products';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { categoryFilter } from '../../../routing/loaders';
import { useLocale } from '../../../frame/locale/use-locale';
import { renderRouterLink } from '../../../frame/navigation/router-link';
import { CategoryChips } from '../../../common/category-chips';
import { ContentDetail } from '../../../common/content-detail';
import { itemDates, itemPrice, PaginatedItems, type ItemsLayout } from '../../../common/item-cards';
import { ItemShop } from '../../../common/item-shop';
import { Page } from '../../../common/page';

const listApi = getRouteApi('/$locale/_default/offers/$page');
const categoryApi = getRouteApi('/$locale/_default/offers/$category/$page');
const detailApi = getRouteApi('/$locale/_default/offer/$id/$title');

/** `offers_layout`: `list` gives wide horizontal cards; anything else (`grid`) the card grid. */
export function offersLayout(value: string | null): ItemsLayout {
  return value === 'list' ? 'list' : 'grid';
}

function OffersList({ category, page }: { category: string; page: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const { data } = useSuspenseQuery(
    productsQueryOptions({ category: categoryFilter(category), page }),
  );
  return (
    <Page heading={t`Offers`}>
      <CategoryChips type="product" segment="offers" current={category} />
      <PaginatedItems
        list={data}
        kind="offer"
        layout={offersLayout(settings.offers_layout)}
        empty={
          category === 'all' ? (
            <Trans>No offers right now</Trans>
          ) : (
            <Trans>No offers in this category</Trans>
          )
        }
        emptyAction={renderRouterLink({
          href: category === 'all' ? `/${locale}/shops/all/1` : `/${locale}/offers/all/1`,
          className: 'button button--secondary',
          children:
            category === 'all' ? <Trans>Browse the shops</Trans> : <Trans>All offers</Trans>,
        })}
        hrefForPage={(next) =>
          category === 'all' ? `/${locale}/offers/${next}` : `/${locale}/offers/${category}/${next}`
        }
      />
    </Page>
  );
}

export function OffersPage() {
  const { page } = listApi.useParams();
  return <OffersList category="all" page={page} />;
}

export function OffersCategoryPage() {
  const { category, page } = categoryApi.useParams();
  return <OffersList category={category} page={page} />;
}

export function OfferPage() {
  const { id } = detailApi.useParams();
  const { data } = useSuspenseQuery(productQueryOptions(id));
  return (
    <ContentDetail item={data}>
      <div className="offer-facts">
        <p className="offer-facts__price">{itemPrice(data, 'offer')}</p>
        <p>{itemDates(data, 'offer')}</p>
        <ItemShop companyId={data.company_id} />
      </div>
    </ContentDetail>
  );
}
