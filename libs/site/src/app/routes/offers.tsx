import { productsQueryOptions, productQueryOptions } from '@atrium/api-client/products';
import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { requireMemberWhen } from '../guards';
import { categoryFilter, ensureItemAndShop, ensureListPage } from '../../routing/loaders';
import { itemHead, pageHead } from '../page-head';
import { categoryPageParams, idTitleParams, pageParams, parseParams } from '../route-params';
import { defaultLayoutRoute } from './base';

const pages = () => import('../../features/content/offers/offers-pages');

/** `/offers/:page`. */
export const offersListRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'offers/$page',
  params: parseParams(pageParams),
  beforeLoad: requireMemberWhen('is_offers_visible_only_when_logged_in'),
  loader: ({ context, params }) =>
    ensureListPage(context.queryClient, productsQueryOptions({ page: params.page }), params.page),
  head: pageHead(msg`Offers`, 'offers'),
  component: lazyPage(pages, 'OffersPage'),
});

/** `/offers/:category/:page`. */
export const offersCategoryRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'offers/$category/$page',
  params: parseParams(categoryPageParams),
  beforeLoad: requireMemberWhen('is_offers_visible_only_when_logged_in'),
  loader: ({ context, params }) =>
    ensureListPage(
      context.queryClient,
      productsQueryOptions({ category: categoryFilter(params.category), page: params.page }),
      params.page,
    ),
  head: pageHead(msg`Offers`, 'offers'),
  component: lazyPage(pages, 'OffersCategoryPage'),
});

/** `/offer/:id/:title`. */
export const offerRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'offer/$id/$title',
  params: parseParams(idTitleParams),
  beforeLoad: requireMemberWhen('is_offers_visible_only_when_logged_in'),
  loader: ({ context, params }) =>
    ensureItemAndShop(context.queryClient, productQueryOptions(params.id)),
  head: itemHead(msg`Offer`),
  component: lazyPage(pages, 'OfferPage'),
});

export const offersRoutes = [offersListRoute, offersCategoryRoute, offerRoute];
