import { faqQueryOptions } from '@atrium/api-client/faq';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { categoriesQueryOptions } from '@atrium/api-client/categories';
import { floorplanQueryOptions, floorplansQueryOptions } from '@atrium/api-client/floorplans';
import { mallQueryOptions } from '@atrium/api-client/mall';
import { parkingQueryOptions } from '@atrium/api-client/parking';
import { cinemaShowtimesQueryOptions } from '@atrium/api-client/cinema';
import { searchQueryOptions } from '@atrium/api-client/search';
import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { requireMobileApp } from '../guards';
import { CINEMA_COMPANIES } from '../../routing/loaders';
import { pageHead } from '../page-head';
import { idParams, parseParams } from '../route-params';
import { calendarDate, positiveInt, searchParser } from '../../routing/search-fields';
import { searchText } from '../../common/shops/list-search';
import { defaultLayoutRoute } from './base';

const infoPages = () => import('../../features/content/info/info-pages');
const formPages = () => import('../../features/content/forms/form-pages');
const placePages = () => import('../../features/visit/place-pages');
const floorplanPage = () => import('../../features/visit/floorplan-page');
const searchPage = () => import('../../features/visit/search-page');

/** `/opening-hours`: the mall's hours by zone, with exceptions. */
export const openingHoursRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'opening-hours',
  loader: ({ context }) => context.queryClient.ensureQueryData(mallQueryOptions()),
  head: pageHead(msg`Opening hours`, 'opening-hours'),
  component: lazyPage(placePages, 'OpeningHoursPage'),
});

/** `/parking`: tariffs, free spaces (realtime), entrances. */
export const parkingRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'parking',
  loader: ({ context }) => context.queryClient.ensureQueryData(parkingQueryOptions()),
  head: pageHead(msg`Parking`, 'parking'),
  component: lazyPage(placePages, 'ParkingPage'),
});

/** `/how-to-get-here`: directions (map way). */
export const howToGetHereRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'how-to-get-here',
  loader: ({ context }) => context.queryClient.ensureQueryData(mallQueryOptions()),
  head: pageHead(msg`How to get here`, 'how-to-get-here'),
  component: lazyPage(placePages, 'HowToGetHerePage'),
});

/** `/floorplan/:id`: one floor of the floor plan. */
export const floorplanRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'floorplan/$id',
  params: parseParams(idParams),
  validateSearch: searchParser({ shop: positiveInt }),
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(floorplanQueryOptions(params.id)),
      context.queryClient.ensureQueryData(floorplansQueryOptions()),
    ]),
  head: pageHead(msg`Floor plan`, 'floorplan'),
  component: lazyPage(floorplanPage, 'FloorplanPage'),
});

/** A programme day; the page keeps it when it is one of the week it offers. */
const cinemaSearch = searchParser({ date: calendarDate });

/** `/cinema?date=…`: a day's programme and the entertainment venues. */
export const cinemaRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cinema',
  validateSearch: cinemaSearch,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(cinemaShowtimesQueryOptions(deps.date)),
      context.queryClient.ensureQueryData(CINEMA_COMPANIES),
    ]),
  head: pageHead(msg`Cinema`, 'cinema'),
  component: lazyPage(placePages, 'CinemaPage'),
});

/** `/faq`: questions by category. */
export const faqRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'faq',
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(faqQueryOptions()),
      context.queryClient.ensureQueryData(categoriesQueryOptions('faq')),
    ]),
  head: pageHead(msg`Frequently asked questions`, 'faq'),
  component: lazyPage(infoPages, 'FaqPage'),
});

/** The search text: 2–100 characters; anything else means "no search yet". */
export const searchSearch = searchParser({ q: searchText });

/** `/search?q=…`. */
export const searchRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'search',
  validateSearch: searchSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) =>
    deps.q ? context.queryClient.ensureQueryData(searchQueryOptions(deps.q)) : null,
  head: pageHead(msg`Search`, 'search'),
  component: lazyPage(searchPage, 'SearchPage'),
});

/** `/mobile-app`: home when `is_mobile_app_active` is off (spec section 6). */
export const mobileAppRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'mobile-app',
  beforeLoad: requireMobileApp,
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQueryOptions()),
  head: pageHead(msg`Mobile app`, 'mobile-app'),
  component: lazyPage(infoPages, 'MobileAppPage'),
});

/** `/newsletter`: the sign-up form. */
export const newsletterRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'newsletter',
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQueryOptions()),
  head: pageHead(msg`Newsletter`, 'newsletter'),
  component: lazyPage(formPages, 'NewsletterPage'),
});

export const visitRoutes = [
  openingHoursRoute,
  parkingRoute,
  howToGetHereRoute,
  floorplanRoute,
  cinemaRoute,
  faqRoute,
  searchRoute,
  mobileAppRoute,
  newsletterRoute,
];
