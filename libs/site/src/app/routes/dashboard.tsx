import { rewardsQueryOptions } from '@atrium/api-client/rewards';
import { badgesQueryOptions, tiersQueryOptions } from '@atrium/api-client/tiers';
import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { pageHead } from '../page-head';
import { idParams, parseParams } from '../route-params';
import { localeRoute } from './base';
import { requireMember } from '../guards';

const pages = () => import('../../features/loyalty/dashboard-pages');

/** The dashboard layout: member navigation; anonymous visitors go to login (spec section 6). */
export const dashboardLayoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: '_dashboard',
  beforeLoad: requireMember,
  // Lazy like the member pages: no dashboard code in the entry of a visitor's page.
  component: lazyPage(() => import('../../frame/layout/dashboard-layout'), 'DashboardLayoutRoute'),
});

/**
 * The member area: every route here sits under the `_dashboard` layout, whose `beforeLoad`
 * sends anonymous visitors to login with `?redirect=` back. Each section has its own first path
 * segment (spec section 2: `/en/profile`, not `/en/dashboard/profile`).
 *
 * Data: the `/v1/me/*` endpoints come with the member-area issue; add their query modules in
 * libs/api-client and call `ensureQueryData` in these loaders.
 */
export const dashboardRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'dashboard',
  loader: ({ context }) => context.queryClient.ensureQueryData(tiersQueryOptions()),
  head: pageHead(msg`My account`, 'dashboard'),
  component: lazyPage(pages, 'DashboardPage'),
});

export const profileRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'profile',
  head: pageHead(msg`Profile`, 'profile'),
  component: lazyPage(pages, 'ProfilePage'),
});

export const myPointsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'my-points',
  loader: ({ context }) => context.queryClient.ensureQueryData(tiersQueryOptions()),
  head: pageHead(msg`My points`, 'my-points'),
  component: lazyPage(pages, 'MyPointsPage'),
});

export const getPointsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'get-points',
  head: pageHead(msg`Get points`, 'get-points'),
  component: lazyPage(pages, 'GetPointsPage'),
});

export const receiptsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'receipts',
  head: pageHead(msg`Receipts`, 'receipts'),
  component: lazyPage(pages, 'ReceiptsPage'),
});

/** `/rewards` (no page number): the member's rewards; `/rewards/:page` is the public list. */
export const memberRewardsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'rewards',
  loader: ({ context }) => context.queryClient.ensureQueryData(rewardsQueryOptions({ page: 1 })),
  head: pageHead(msg`My rewards`, 'my-rewards'),
  component: lazyPage(pages, 'MemberRewardsPage'),
});

/** `/my-reward/:id`: one activated reward with its code (QR). */
export const myRewardRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'my-reward/$id',
  params: parseParams(idParams),
  head: pageHead(msg`My reward`, 'my-reward'),
  component: lazyPage(pages, 'MyRewardPage'),
});

export const awardsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'awards',
  loader: ({ context }) => context.queryClient.ensureQueryData(badgesQueryOptions()),
  head: pageHead(msg`Awards`, 'awards'),
  component: lazyPage(pages, 'AwardsPage'),
});

export const favouritesRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'favourites',
  head: pageHead(msg`Favourites`, 'favourites'),
  component: lazyPage(pages, 'FavouritesPage'),
});

export const purchasesRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'purchases',
  head: pageHead(msg`Purchases`, 'purchases'),
  component: lazyPage(pages, 'PurchasesPage'),
});

export const paymentMethodsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'payment-methods',
  head: pageHead(msg`Payment methods`, 'payment-methods'),
  component: lazyPage(pages, 'PaymentMethodsPage'),
});

export const supportRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: 'support',
  head: pageHead(msg`Support`, 'support'),
  component: lazyPage(pages, 'SupportPage'),
});

export const dashboardRoutes = [
  dashboardRoute,
  profileRoute,
  myPointsRoute,
  getPointsRoute,
  receiptsRoute,
  memberRewardsRoute,
  myRewardRoute,
  awardsRoute,
  favouritesRoute,
  purchasesRoute,
  paymentMethodsRoute,
  supportRoute,
];
