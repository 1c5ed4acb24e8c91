import { eventQueryOptions, eventsQueryOptions } from '@atrium/api-client/events';
import { newsItemQueryOptions, newsQueryOptions } from '@atrium/api-client/news';
import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { ensureItemAndShop, ensureListPage } from '../../routing/loaders';
import { itemHead, pageHead } from '../page-head';
import { idTitleParams, pageParams, parseParams } from '../route-params';
import { defaultLayoutRoute } from './base';

const pages = () => import('../../features/content/posts/posts-pages');

/** Which posts a list shows: all, the mall's own or the shops' (`type=mall|stores`). */
export const POST_LIST_TYPES = { all: undefined, mall: 'mall', stores: 'stores' } as const;

/** `/events/:page`, `/events-mall/:page`, `/events-stores/:page`. */
export const eventsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'events/$page',
  params: parseParams(pageParams),
  loader: ({ context, params }) =>
    ensureListPage(context.queryClient, eventsQueryOptions({ page: params.page }), params.page),
  head: pageHead(msg`Events`, 'events'),
  component: lazyPage(pages, 'EventsPage'),
});

export const eventsMallRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'events-mall/$page',
  params: parseParams(pageParams),
  loader: ({ context, params }) =>
    ensureListPage(
      context.queryClient,
      eventsQueryOptions({ type: 'mall', page: params.page }),
      params.page,
    ),
  head: pageHead(msg`Mall events`, 'events-mall'),
  component: lazyPage(pages, 'EventsMallPage'),
});

export const eventsStoresRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'events-stores/$page',
  params: parseParams(pageParams),
  loader: ({ context, params }) =>
    ensureListPage(
      context.queryClient,
      eventsQueryOptions({ type: 'stores', page: params.page }),
      params.page,
    ),
  head: pageHead(msg`Shop events`, 'events-stores'),
  component: lazyPage(pages, 'EventsStoresPage'),
});

/** `/event/:id/:title`. */
export const eventRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'event/$id/$title',
  params: parseParams(idTitleParams),
  loader: ({ context, params }) =>
    ensureItemAndShop(context.queryClient, eventQueryOptions(params.id)),
  head: itemHead(msg`Event`),
  component: lazyPage(pages, 'EventPage'),
});

/** `/news/:page`, `/news-mall/:page`, `/news-stores/:page`. */
export const newsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'news/$page',
  params: parseParams(pageParams),
  loader: ({ context, params }) =>
    ensureListPage(context.queryClient, newsQueryOptions({ page: params.page }), params.page),
  head: pageHead(msg`News`, 'news'),
  component: lazyPage(pages, 'NewsPage'),
});

export const newsMallRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'news-mall/$page',
  params: parseParams(pageParams),
  loader: ({ context, params }) =>
    ensureListPage(
      context.queryClient,
      newsQueryOptions({ type: 'mall', page: params.page }),
      params.page,
    ),
  head: pageHead(msg`Mall news`, 'news-mall'),
  component: lazyPage(pages, 'NewsMallPage'),
});

export const newsStoresRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'news-stores/$page',
  params: parseParams(pageParams),
  loader: ({ context, params }) =>
    ensureListPage(
      context.queryClient,
      newsQueryOptions({ type: 'stores', page: params.page }),
      params.page,
    ),
  head: pageHead(msg`Shop news`, 'news-stores'),
  component: lazyPage(pages, 'NewsStoresPage'),
});

/** `/news-detail/:id/:title`. */
export const newsDetailRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'news-detail/$id/$title',
  params: parseParams(idTitleParams),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(newsItemQueryOptions(params.id)),
  head: itemHead(msg`News`),
  component: lazyPage(pages, 'NewsDetailPage'),
});

/** `/news-events`: the overview of both. */
export const newsEventsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'news-events',
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(newsQueryOptions({ page: 1, per_page: 8 })),
      context.queryClient.ensureQueryData(eventsQueryOptions({ page: 1, per_page: 8 })),
    ]),
  head: pageHead(msg`News and events`, 'news-events'),
  component: lazyPage(pages, 'NewsEventsPage'),
});

export const postsRoutes = [
  eventsRoute,
  eventsMallRoute,
  eventsStoresRoute,
  eventRoute,
  newsRoute,
  newsMallRoute,
  newsStoresRoute,
  newsDetailRoute,
  newsEventsRoute,
];
