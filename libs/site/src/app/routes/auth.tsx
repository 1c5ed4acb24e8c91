import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { guestOnly, safeReturnPath } from '../guards';
import { oneOf, searchParser, text } from '../../routing/search-fields';
import { pageHead } from '../page-head';
import { defaultLayoutRoute } from './base';

const pages = () => import('../../features/auth/auth-pages');

/** `?redirect=/cz/muj-ucet` (where to go after login, a site path only), `?method=sso`, `?verify=`. */
export const loginSearch = searchParser({
  redirect: safeReturnPath,
  method: oneOf(['sso']),
  /** The e-mail verification token from the registration mail (members work, issue 8). */
  verify: text({ max: 500 }),
});

/** `/login`: home when logged in or when authentication is off (spec section 6). */
export const loginRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'login',
  validateSearch: loginSearch,
  beforeLoad: guestOnly,
  head: pageHead(msg`Sign in`, 'login'),
  component: lazyPage(pages, 'LoginPage'),
});

export const registerRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'register',
  beforeLoad: guestOnly,
  head: pageHead(msg`Register`, 'register'),
  component: lazyPage(pages, 'RegisterPage'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'forgot-password',
  beforeLoad: guestOnly,
  head: pageHead(msg`Forgotten password`, 'forgot-password'),
  component: lazyPage(pages, 'ForgotPasswordPage'),
});

/** `/set-new-password?token=…&email=…`: the link from the reset e-mail. */
export const setNewPasswordRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'set-new-password',
  validateSearch: searchParser({
    token: text({ max: 500 }),
    email: text({ min: 0, max: 320 }),
  }),
  head: pageHead(msg`Set a new password`, 'set-new-password'),
  component: lazyPage(pages, 'SetNewPasswordPage'),
});

export const authRoutes = [loginRoute, registerRoute, forgotPasswordRoute, setNewPasswordRoute];
