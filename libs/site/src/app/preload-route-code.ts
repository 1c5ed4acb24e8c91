import { canonicalizePath } from '@atrium/i18n/slugs';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * Loads the code of the routes an in-app address shows (their lazy components) without running
 * their loaders: what a visible link prefetches. Its data waits for the visitor's intent (pointing
 * at, touching or focusing the link: the router's `defaultPreload: 'intent'`). Prefetching every
 * visible link's data made an API request per link and page view, and long tasks after load on a
 * phone's CPU (home's six lists for its logo link; issue 22, docs/benchmarks.md).
 */
export function preloadRouteCode(router: AnyRouter, href: string): Promise<unknown> {
  // The route tree matches canonical paths (the router's slug rewrite); `href` is the address.
  const [routes] = router.getMatchedRoutes(
    canonicalizePath(new URL(href, window.location.origin).pathname),
  );
  return Promise.all(routes.map((route) => router.loadRouteChunk(route)));
}
