import type { ContentEntry } from '@atrium/api-client/content-list';
import { getRouteApi } from '@tanstack/react-router';
import { itemDates, itemPrice } from '../../../common/item-cards';
import { ItemShop } from '../../../common/item-shop';
import { useMall } from '../../../mall/use-mall';
import { ContentItemPage } from '../content-item-page';
import { OFFERS } from '../content-types';

const routeApi = getRouteApi('/$locale/_default/offer/$id/$title');

export function OfferPage() {
  const { id } = routeApi.useParams();
  return (
    <ContentItemPage type={OFFERS} id={id}>
      {(offer) => <OfferFacts offer={offer} />}
    </ContentItemPage>
  );
}

/** The offer's price and validity in the mall's currency and time zone, and its shop. */
function OfferFacts({ offer }: { offer: ContentEntry }) {
  const { timezone, currency } = useMall();
  return (
    <div className="offer-facts">
      <p className="offer-facts__price">{itemPrice(offer, 'offer', currency)}</p>
      <p>{itemDates(offer, 'offer', timezone)}</p>
      <ItemShop companyId={offer.company_id} />
    </div>
  );
}
