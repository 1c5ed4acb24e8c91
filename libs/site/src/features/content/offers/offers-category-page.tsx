import { getRouteApi } from '@tanstack/react-router';
import { OffersList } from './offers-list';

const routeApi = getRouteApi('/$locale/_default/offers/$category/$page');

export function OffersCategoryPage() {
  const { category, page } = routeApi.useParams();
  return <OffersList category={category} page={page} />;
}
