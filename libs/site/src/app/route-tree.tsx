import { amenitiesRoutes } from './routes/amenities';
import { authRoutes } from './routes/auth';
import {
  appLinkRoute,
  defaultLayoutRoute,
  localeRoute,
  rootIndexRoute,
  rootRoute,
  willOpenInAppRoute,
} from './routes/base';
import { contentRoutes } from './routes/content';
import { dashboardLayoutRoute, dashboardRoutes } from './routes/dashboard';
import { homeRoute } from './routes/home';
import { offersRoutes } from './routes/offers';
import { postsRoutes } from './routes/posts';
import { rewardsRoutes } from './routes/rewards';
import { shopsRoutes } from './routes/shops';
import { visitRoutes } from './routes/visit';
import { wifiLayoutRoute, wifiLoginRoute } from './routes/wifi';

/** The one canonical route tree (spec section 2); each area's routes live in routes/<area>.tsx. */
export const routeTree = rootRoute.addChildren([
  rootIndexRoute,
  appLinkRoute,
  willOpenInAppRoute,
  localeRoute.addChildren([
    defaultLayoutRoute.addChildren([
      homeRoute,
      ...shopsRoutes,
      ...offersRoutes,
      ...rewardsRoutes,
      ...postsRoutes,
      ...amenitiesRoutes,
      ...visitRoutes,
      ...contentRoutes,
      ...authRoutes,
    ]),
    dashboardLayoutRoute.addChildren(dashboardRoutes),
    wifiLayoutRoute.addChildren([wifiLoginRoute]),
  ]),
]);
