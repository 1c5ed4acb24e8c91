import { amenitiesQueryOptions, amenityQueryOptions } from '@atrium/api-client/amenities';
import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { categoryFilter, ensureListPage } from '../../routing/loaders';
import { itemHead, pageHead } from '../page-head';
import { categoryPageParams, idTitleParams, pageParams, parseParams } from '../route-params';
import { defaultLayoutRoute } from './base';

const pages = () => import('../../features/visit/amenities/amenities-pages');

/** `/amenities/:page`. */
export const amenitiesListRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'amenities/$page',
  params: parseParams(pageParams),
  loader: ({ context, params }) =>
    ensureListPage(context.queryClient, amenitiesQueryOptions({ page: params.page }), params.page),
  head: pageHead(msg`Amenities`, 'amenities'),
  component: lazyPage(pages, 'AmenitiesPage'),
});

/** `/amenities/:category/:page`. */
export const amenitiesCategoryRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'amenities/$category/$page',
  params: parseParams(categoryPageParams),
  loader: ({ context, params }) =>
    ensureListPage(
      context.queryClient,
      amenitiesQueryOptions({ category: categoryFilter(params.category), page: params.page }),
      params.page,
    ),
  head: pageHead(msg`Amenities`, 'amenities'),
  component: lazyPage(pages, 'AmenitiesCategoryPage'),
});

/** `/amenity/:id/:title`. */
export const amenityRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'amenity/$id/$title',
  params: parseParams(idTitleParams),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(amenityQueryOptions(params.id)),
  head: itemHead(msg`Amenity`),
  component: lazyPage(pages, 'AmenityPage'),
});

export const amenitiesRoutes = [amenitiesListRoute, amenitiesCategoryRoute, amenityRoute];
