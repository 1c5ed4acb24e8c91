import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';
import { loadHomePage } from '../../features/home/home-parts';
import { pageHead } from '../page-head';
import { defaultLayoutRoute } from './base';

/** `/{locale}`: home. Not lazy: it is the first page most visitors see. */
export const homeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: '/',
  loader: ({ context }) => loadHomePage(context.queryClient),
  head: pageHead(msg`Home`, 'index'),
  component: HomePage,
});
