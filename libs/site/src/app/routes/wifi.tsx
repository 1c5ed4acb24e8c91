import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../page-head';
import { wifiLayoutRoute } from './base';

/** `/wl`: wifi login (layout wifi; `POST /v1/oauth/token` comes with the member-area work). */
export const wifiLoginRoute = createRoute({
  getParentRoute: () => wifiLayoutRoute,
  path: 'wl',
  head: pageHead(msg`Wi-Fi login`, 'wl'),
  component: lazyRouteComponent(
    () => import('../../features/auth/wifi-login-page'),
    'WifiLoginPage',
  ),
});
