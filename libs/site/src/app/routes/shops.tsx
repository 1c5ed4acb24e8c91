import { companiesQueryOptions, companyQueryOptions } from '@atrium/api-client/companies';
import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { categoryFilter, ensureShopListPage } from '../../routing/loaders';
import { itemHead, pageHead } from '../page-head';
import { categoryPageParams, idTitleParams, pageParams, parseParams } from '../route-params';
import { listParams, shopListSearch, shopsServicesSearch } from '../../common/shops/list-search';
import { defaultLayoutRoute } from './base';

const pages = () => import('../../features/shops/shops-pages');

/** `/shops-services` (`?f=dine` for dining): the shops and services overview. */
export const shopsServicesRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'shops-services',
  validateSearch: shopsServicesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    ensureShopListPage(
      context.queryClient,
      companiesQueryOptions({ f: deps.f, page: deps.page ?? 1, ...listParams(deps) }),
      deps.page ?? 1,
    ),
  head: pageHead(msg`Shops and services`, 'shops-services'),
  component: lazyPage(pages, 'ShopsServicesPage'),
});

/** `/shops/:category/:page`: shops of one category. */
export const shopsCategoryRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'shops/$category/$page',
  params: parseParams(categoryPageParams),
  validateSearch: shopListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    ensureShopListPage(
      context.queryClient,
      companiesQueryOptions({
        category: categoryFilter(params.category),
        page: params.page,
        ...listParams(deps),
      }),
      params.page,
    ),
  head: pageHead(msg`Shops and services`, 'shops'),
  component: lazyPage(pages, 'ShopsCategoryPage'),
});

/** `/shop/:id/:title`: one shop. */
export const shopRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'shop/$id/$title',
  params: parseParams(idTitleParams),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(companyQueryOptions(params.id)),
  head: itemHead(msg`Shop`),
  component: lazyPage(pages, 'ShopPage'),
});

/** `/e-shops/:page`: the shops that sell online. */
export const eShopsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'e-shops/$page',
  params: parseParams(pageParams),
  validateSearch: shopListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    ensureShopListPage(
      context.queryClient,
      companiesQueryOptions({ f: 'eshops', page: params.page, ...listParams(deps) }),
      params.page,
    ),
  head: pageHead(msg`E-shops`, 'e-shops'),
  component: lazyPage(pages, 'EShopsPage'),
});

export const shopsRoutes = [shopsServicesRoute, shopsCategoryRoute, shopRoute, eShopsRoute];
