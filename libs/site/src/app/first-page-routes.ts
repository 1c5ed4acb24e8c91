import type { AnyRouter } from '@tanstack/react-router';
import { yieldToMain } from '../behaviour/yield-to-main';
import type { routeTree } from './route-tree';
import {
  appLinkRoute,
  defaultLayoutRoute,
  localeRoute,
  rootIndexRoute,
  rootRoute,
  willOpenInAppRoute,
} from './routes/base';
import { homeRoute } from './routes/home';

/**
 * The routes the browser starts with (issue 22): the frame's and home's. Every other page's route,
 * with its loaders, search fields and query options, is the chunk of `route-tree.tsx` (4.3 KB
 * less JavaScript before home is interactive; docs/benchmarks.md).
 *
 * Both trees are made of the same route objects (`addChildren` sets a route's children), so what
 * home matched stays valid when the rest arrives. The router is typed with the whole tree: a link
 * to any page type-checks, and `LazyRouteTree` makes sure the route is there before it is matched.
 */
export const firstPageRouteTree =
  // Where `route-tree.tsx` was imported first (a test, never the browser's entry), its whole
  // tree stands: narrowing the shared routes again would take pages from it.
  (rootRoute.children
    ? rootRoute
    : rootRoute.addChildren([
        rootIndexRoute,
        appLinkRoute,
        willOpenInAppRoute,
        localeRoute.addChildren([defaultLayoutRoute.addChildren([homeRoute])]),
      ])) as unknown as typeof routeTree;

let rest: Promise<unknown> | undefined;

/** Starts loading the rest of the route tree (its chunk and the chunks it imports); once. */
export function loadRestOfRouteTree(): Promise<unknown> {
  rest ??= import('./route-tree').catch((error: unknown) => {
    rest = undefined; // offline for a moment: the next navigation tries again
    throw error;
  });
  return rest;
}

/** The browser's route tree, which starts with `firstPageRouteTree` (router context). */
export type LazyRouteTree = {
  /**
   * Whether the router cannot match `pathname` (an internal path) for want of routes: true for a
   * path outside the first page's routes until the rest of the tree is in the router.
   */
  lacks(pathname: string): boolean;
  /** Puts every route into the router, loading the rest of the tree first. */
  complete(): Promise<void>;
};

export function lazyRouteTree(router: () => AnyRouter): LazyRouteTree {
  let completed = false;
  return {
    lacks(pathname) {
      if (completed) return false;
      // The router's own test of a match (`matchRoutesInternal`): its match is fuzzy, the
      // deepest route that matched a part, with the rest of the path in `**`.
      const [, params, route] = router().getMatchedRoutes(pathname);
      return route === undefined || (route.path !== '/' && Boolean(params['**']));
    },
    async complete() {
      if (completed) return;
      await loadRestOfRouteTree();
      // The chunk's evaluation and the tree's processing: two tasks, not one long one.
      await yieldToMain();
      if (completed) return;
      // `route-tree.tsx` gave the same root route its every child: process the tree again.
      const current = router();
      current.setRoutes(current.buildRouteTree());
      completed = true;
    },
  };
}
