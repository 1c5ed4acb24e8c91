import { slugRewrite } from '@atrium/i18n/slug-rewrite';
import { createRouter } from '@tanstack/react-router';
import { PageErrorState, PageSkeleton } from '../common/page';
import { RedirectOrNotFound } from '../frame/errors/not-found';
import type { routeTree as wholeRouteTree } from './route-tree';
import type { RouterContext } from './router-context';

export type AppRouterOptions = {
  /**
   * `intent`: an internal link preloads its route (code and data) when pointed at, touched or
   * focused; `false` on a data-saving or 2g connection (the client entry decides, see
   * behaviour/connection.ts). Visible links are prefetched by behaviour/visible-prefetch.ts once
   * the page is interactive and idle; the router's own `viewport` would start at the first
   * render, competing with the page's own requests (docs/benchmarks.md, "Findings: page weight").
   */
  preload?: 'intent' | false;
  /**
   * The server's is `route-tree.tsx`; the browser starts with the first page's routes and adds
   * the rest later (`first-page-routes.ts`).
   */
  routeTree: typeof wholeRouteTree;
};

export function createAppRouter(context: RouterContext, options: AppRouterOptions) {
  return createRouter({
    routeTree: options.routeTree,
    context,
    rewrite: slugRewrite,
    defaultPreload: options.preload ?? 'intent',
    // Preloaded data counts as fresh for as long as the query client says (staleTime).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 300,
    defaultErrorComponent: PageErrorState,
    defaultNotFoundComponent: RedirectOrNotFound,
    // Scroll: a new page starts at the top, back/forward restores; `#hash` scrolls to its element.
    scrollRestoration: true,
    scrollRestorationBehavior: 'instant',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
