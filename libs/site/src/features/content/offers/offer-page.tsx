import { getRouteApi } from '@tanstack/react-router';
import { itemDates, itemPrice } from '../../../common/item-cards';
import { ItemShop } from '../../../common/item-shop';
import { ContentItemPage } from '../content-item-page';
import { OFFERS } from '../content-types';

const routeApi = getRouteApi('/$locale/_default/offer/$id/$title');

export function OfferPage() {
  const { id } = routeApi.useParams();
  return (
    <ContentItemPage type={OFFERS} id={id}>
      {(offer) => (
        <div className="offer-facts">
          <p className="offer-facts__price">{itemPrice(offer, 'offer')}</p>
          <p>{itemDates(offer, 'offer')}</p>
          <ItemShop companyId={offer.company_id} />
        </div>
      )}
    </ContentItemPage>
  );
}
