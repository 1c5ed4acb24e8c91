import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';
import { loadHome } from '../../features/home/home-queries';
import { pageHead } from '../page-head';
import { defaultLayoutRoute } from './base';

/** `/{locale}`: home. Not lazy: it is the first page most visitors see. */
export const homeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: '/',
  loader: ({ context }) => loadHome(context.queryClient),
  head: pageHead(msg`Home`, 'index'),
  component: HomePage,
});
