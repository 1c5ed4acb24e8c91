import { rewardsQueryOptions, rewardQueryOptions } from '@atrium/api-client/rewards';
import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { requireMemberWhen } from '../guards';
import { categoryFilter, ensureItemAndShop, ensureListPage } from '../../routing/loaders';
import { itemHead, pageHead } from '../page-head';
import { categoryPageParams, idTitleParams, pageParams, parseParams } from '../route-params';
import { defaultLayoutRoute } from './base';

const pages = () => import('../../features/loyalty/rewards/rewards-pages');

/** `/rewards/:page`. */
export const rewardsListRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'rewards/$page',
  params: parseParams(pageParams),
  beforeLoad: requireMemberWhen('is_rewards_visible_only_when_logged_in'),
  loader: ({ context, params }) =>
    ensureListPage(context.queryClient, rewardsQueryOptions({ page: params.page }), params.page),
  head: pageHead(msg`Rewards`, 'rewards'),
  component: lazyPage(pages, 'RewardsPage'),
});

/** `/rewards/:category/:page`. */
export const rewardsCategoryRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'rewards/$category/$page',
  params: parseParams(categoryPageParams),
  beforeLoad: requireMemberWhen('is_rewards_visible_only_when_logged_in'),
  loader: ({ context, params }) =>
    ensureListPage(
      context.queryClient,
      rewardsQueryOptions({ category: categoryFilter(params.category), page: params.page }),
      params.page,
    ),
  head: pageHead(msg`Rewards`, 'rewards'),
  component: lazyPage(pages, 'RewardsCategoryPage'),
});

/** `/reward/:id/:title`. */
export const rewardRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'reward/$id/$title',
  params: parseParams(idTitleParams),
  beforeLoad: requireMemberWhen('is_rewards_visible_only_when_logged_in'),
  loader: ({ context, params }) =>
    ensureItemAndShop(context.queryClient, rewardQueryOptions(params.id)),
  head: itemHead(msg`Reward`),
  component: lazyPage(pages, 'RewardPage'),
});

export const rewardsRoutes = [rewardsListRoute, rewardsCategoryRoute, rewardRoute];
