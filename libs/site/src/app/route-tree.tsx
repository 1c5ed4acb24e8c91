import { isLocale } from '@atrium/domain/locales';
import { activateLocale } from '@atrium/i18n/i18n';
import { localeFromPathname } from '@atrium/i18n/locale-tag';
import { createRootRouteWithContext, createRoute, notFound } from '@tanstack/react-router';
import { mallQueryOptions } from '@atrium/api-client/mall';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { HomePage } from '../pages/home/home-page';
import { ErrorScreen } from '../pages/errors/error-screen';
import { NotFoundScreen } from '../pages/errors/not-found-screen';
import { RootLayout } from '../layout/root-layout';
import type { RouterContext } from './router-context';
import { visitorLocale } from '../locale/visitor-locale';

/** The shell: the mall and its settings load once, before any page, for theme and menus. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const pageLocale = localeFromPathname(location.pathname) ?? visitorLocale(context.tenant);
    await activateLocale(pageLocale);
    return { pageLocale };
  },
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(mallQueryOptions()),
      queryClient.ensureQueryData(settingsQueryOptions()),
    ]);
  },
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
});

/** `/`: home in the visitor's language, not localised (spec section 2). */
const rootIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomePage,
});

/** Every localised page lives under its language prefix; an unknown prefix is a 404. */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  beforeLoad: ({ params }) => {
    if (!isLocale(params.locale)) throw notFound();
  },
});

const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/',
  component: HomePage,
});

export const routeTree = rootRoute.addChildren([
  rootIndexRoute,
  localeRoute.addChildren([homeRoute]),
]);
