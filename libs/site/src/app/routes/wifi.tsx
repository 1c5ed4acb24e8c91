import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { pageHead } from '../page-head';
import { WifiLayoutRoute } from '../../frame/layout/wifi-layout';
import { localeRoute } from './base';

/** The wifi layout: the captive-portal login without the site's navigation. */
export const wifiLayoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: '_wifi',
  component: WifiLayoutRoute,
});

/** `/wl`: wifi login (layout wifi; `POST /v1/oauth/token` comes with the member-area work). */
export const wifiLoginRoute = createRoute({
  getParentRoute: () => wifiLayoutRoute,
  path: 'wl',
  head: pageHead(msg`Wi-Fi login`, 'wl'),
  component: lazyPage(() => import('../../features/auth/wifi-login-page'), 'WifiLoginPage'),
});
