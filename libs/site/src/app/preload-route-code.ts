import { toLanguageTag } from '@atrium/domain/locales';
import { ROUTE_CODE_FILE, type RouteCode } from '@atrium/domain/route-code';
import { localeFromPathname } from '@atrium/i18n/locale-tag';
import { canonicalizePath } from '@atrium/i18n/slugs';
import type { AnyRouter } from '@tanstack/react-router';
import { yieldToMain } from '../behaviour/yield-to-main';
import { pageExportOf } from './lazy-page';

let routeCode: Promise<RouteCode | null> | undefined;

/** The build's map of page components to files; null without one (a development server). */
function loadRouteCode(): Promise<RouteCode | null> {
  routeCode ??= fetch(`/${ROUTE_CODE_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<RouteCode>) : null))
    .catch(() => null);
  return routeCode;
}

/** Fetches started per task: each costs the main thread a few milliseconds on a slow phone. */
const PREFETCHES_PER_TASK = 4;
const prefetched = new Set<string>();

/**
 * Into the HTTP cache at the browser's lowest priority, not parsed or run; files this page has
 * loaded already (its resource timing names them) are skipped.
 */
async function prefetchFiles(files: string[]): Promise<void> {
  let started = 0;
  for (const file of files) {
    const href = new URL(`/${file}`, window.location.origin).href;
    if (prefetched.has(href) || performance.getEntriesByName(href).length > 0) continue;
    prefetched.add(href);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
    if (++started % PREFETCHES_PER_TASK === 0) await yieldToMain();
  }
}

/**
 * What a visible link prefetches: the code of the routes an in-app address shows, without running
 * their loaders. A lazily loaded page's files (its chunk, the chunks it imports, its messages in
 * the address's language) are fetched and not run: running each page's code on arrival was about
 * a third of home's blocking time on a slow phone (issue 22, docs/benchmarks.md); the tap runs it
 * from the cache. Routes without such a page (the frame's, loaded already) load their code as
 * before. Data waits for the visitor's intent (pointing at, touching or focusing the link: the
 * router's `defaultPreload: 'intent'`): prefetching every visible link's data made an API request
 * per link and page view.
 */
export async function preloadRouteCode(router: AnyRouter, href: string): Promise<unknown> {
  // The route tree matches canonical paths (the router's slug rewrite); `href` is the address.
  const { pathname } = new URL(href, window.location.origin);
  const [routes] = router.getMatchedRoutes(canonicalizePath(pathname));
  const locale = localeFromPathname(pathname);
  const code = await loadRouteCode();
  const files: string[] = [];
  const loading: (Promise<unknown> | undefined)[] = [];
  for (const route of routes) {
    const page = code?.[pageExportOf(route.options.component) ?? ''];
    if (!page) {
      loading.push(router.loadRouteChunk(route));
      continue;
    }
    files.push(...page.files, ...(locale ? (page.messages[toLanguageTag(locale)] ?? []) : []));
  }
  return Promise.all([...loading, prefetchFiles(files)]);
}
