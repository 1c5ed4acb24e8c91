import { getRouteApi } from '@tanstack/react-router';
import { OffersList } from './offers-list';

const routeApi = getRouteApi('/$locale/_default/offers/$page');

export function OffersPage() {
  const { page } = routeApi.useParams();
  return <OffersList category="all" page={page} />;
}
