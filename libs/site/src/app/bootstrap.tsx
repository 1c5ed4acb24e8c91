import { toLanguageTag, type Locale } from '@atrium/domain/locales';
import { parseRuntimeConfig } from '@atrium/domain/runtime-config';
import type { LanguageMetaTags, SiteTenant } from '@atrium/domain/tenant-config';
import { createApiClient } from '@atrium/api-client/client';
import { configureApiClient } from '@atrium/api-client/configure';
import { activateLocale } from '@atrium/i18n/i18n';
import { localeFromLanguageTag, localeFromPathname } from '@atrium/i18n/locale-tag';
import { LocaleProvider } from '@atrium/i18n/provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installChunkReloadGuard } from '../behaviour/chunk-reload';
import { isSlowOrSavingConnection } from '../behaviour/connection';
import { INTERACTIVE_ATTRIBUTE } from '../behaviour/interactive';
import { warmIntlOffMainThread } from '../behaviour/intl-warmup';
import { detectedPagePayloads } from '../behaviour/detected-page-payloads';
import { limitPreloads } from '../behaviour/preload-limit';
import { renderedAtOf, RenderTimeProvider } from '../frame/clock/use-now';
import { preloadHeaderParts } from '../frame/layout/site-header';
import { visitorLocale } from '../frame/locale/visitor-locale';
import { LiveContent } from '../realtime/live-content';
import { MemberRealtime } from '../realtime/member-realtime';
import { keepRealtimeRuntime } from '../realtime/realtime-runtime';
import { clearSession, hydrateSession, sessionToken } from '../session/session-store';
import { dropStructuredDataOnLeave } from '../seo/structured-data';
import { hydrateServerState } from '../server/locale-state';
import { readQueryState } from '../server/query-state';
import { loadHtmlTheme } from '../theme/tenant-theme';
import { retryTransientFailure } from '../routing/not-found';
import { yieldToMain } from '../behaviour/yield-to-main';
import { firstPageRouteTree, lazyRouteTree, loadRestOfRouteTree } from './first-page-routes';
import { pageMetaTags } from './page-meta-tags';
import { createAppRouter } from './router';

/**
 * Marks the document once React has taken over (`<html data-interactive>`): server-rendered
 * content is visible before its event handlers exist; tests wait for this before clicking.
 * Then runs `then`, once: work that must not compete with the first render or hydration.
 */
function MarkInteractive({ then }: { then: () => void }) {
  useEffect(() => {
    const html = document.documentElement;
    if (html.hasAttribute(INTERACTIVE_ATTRIBUTE)) return;
    html.setAttribute(INTERACTIVE_ATTRIBUTE, '');
    // A user timing mark (devtools, Lighthouse, tools/bench/web measure what loaded before it).
    performance.mark('atrium:interactive');
    then();
  }, [then]);
  return null;
}

/** The client entry's work: runtime configuration, session, API client, router, render. */
export async function bootstrap(
  container: HTMLElement,
  tenant: SiteTenant,
  metaTagsByLocale: Record<Locale, () => Promise<LanguageMetaTags>>,
) {
  // What the first render needs besides the entry loads beside the runtime configuration (a
  // failure here is tried again by the first render): a path of more than one segment is not
  // home, so its route is in the rest of the route tree (first-page-routes.ts); the page's
  // language's meta tags (page-meta-tags.ts).
  if (/^\/[^/]+\/[^/]/.test(window.location.pathname)) {
    loadRestOfRouteTree().catch(() => undefined);
  }
  const metaTags = pageMetaTags(metaTagsByLocale);
  const pathLocale = localeFromPathname(window.location.pathname);
  if (pathLocale) metaTags.load(pathLocale).catch(() => undefined);
  const intl = warmIntlOffMainThread(
    document.documentElement.lang || toLanguageTag(tenant.defaultLocale),
  );
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  const runtime = parseRuntimeConfig(await response.json());
  hydrateSession();
  installChunkReloadGuard();

  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: retryTransientFailure } },
  });
  // Server-rendered page (issue 12): start from the server's query cache, fetch nothing again.
  const serverState = container.hasAttribute('data-ssr') ? readQueryState(document) : undefined;
  const serverRendered = serverState !== undefined;
  if (serverRendered) {
    hydrateServerState(queryClient, serverState);
  } else {
    // A page the browser renders itself needs the theme's code before its first paint, and the
    // header's parts with its own.
    void loadHtmlTheme();
    preloadHeaderParts();
  }
  // Building the router (its route tree) is the start's longest piece of work: a task of its own.
  await yieldToMain();
  // Hydration shows the moment the server rendered (the page may come from a cache).
  const renderedAt = serverRendered ? renderedAtOf(container) : undefined;
  // A server-rendered bare `/` is in the language the server chose from the visitor's headers
  // (`<html lang>`); the browser keeps it rather than deciding again from its own.
  const visitorLocaleOfPage =
    serverRendered && !pathLocale
      ? (localeFromLanguageTag(document.documentElement.lang) ?? undefined)
      : undefined;
  const pagePayloads = detectedPagePayloads({
    buildId: runtime.buildId,
    queryClient,
    detect: !isSlowOrSavingConnection(),
  });
  const routeTree = lazyRouteTree(() => router);
  const router = limitPreloads(
    createAppRouter(
      {
        queryClient,
        tenant,
        metaTags,
        runtime,
        pagePayloads,
        renderedAt,
        visitorLocale: visitorLocaleOfPage,
        lazyRouteTree: routeTree,
      },
      { preload: isSlowOrSavingConnection() ? false : 'intent', routeTree: firstPageRouteTree },
    ),
  );
  // Any page but home needs the rest of the routes before its first render.
  if (routeTree.lacks(router.latestLocation.pathname)) await routeTree.complete();
  configureApiClient(
    createApiClient({
      baseUrl: runtime.apiBaseUrl,
      getToken: sessionToken,
      // Spec section 8: Unauthorized clears the session and sends the visitor to login.
      onUnauthorized: async () => {
        clearSession();
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'me' });
        const location = router.state.location;
        const locale = localeFromPathname(location.pathname) ?? visitorLocale(tenant);
        await router.navigate({
          to: '/$locale/login',
          params: { locale },
          search: { redirect: location.publicHref },
        });
      },
    }),
    { settingsUrl: runtime.settingsUrl },
  );
  keepRealtimeRuntime(runtime);
  await yieldToMain();
  // What waits for the page to be interactive (issue 22): none of it is needed to hydrate it.
  // Each start is a task of its own, after hydration's: starting a chunk's download appends a
  // preload link per file it imports, a few milliseconds each on a phone.
  const afterInteractive = async () => {
    await yieldToMain();
    // Every other page's route, before the visitor's first tap (if this fails, the tap's
    // navigation loads them: the root route's `beforeLoad`).
    const complete = routeTree.complete().catch(() => undefined);
    await yieldToMain();
    // Spec section 4: the hourly look for a newer build (its first look is an hour away; offline
    // now, the next page load starts it).
    import('../behaviour/build-check')
      .then(({ startBuildCheck }) => startBuildCheck(router, runtime.buildId))
      .catch(() => undefined);
    // Spec section 2: visible internal links are prefetched (their routes' code; data on
    // intent) once the browser is idle: before, their route chunks competed with hydration's
    // own (issue 11).
    if (isSlowOrSavingConnection()) return;
    await yieldToMain();
    void Promise.all([
      import('../behaviour/visible-prefetch'),
      import('./preload-route-code'),
      complete,
    ]).then(([{ prefetchVisibleLinks }, { preloadRouteCode }]) =>
      prefetchVisibleLinks((href) => preloadRouteCode(router, href)),
    );
  };
  // Lingui's provider renders nothing until a locale is active, so activate the first page's
  // language before rendering; the root route activates it again on every navigation.
  await activateLocale(pathLocale ?? visitorLocaleOfPage ?? visitorLocale(tenant));
  // Loading the first page's routes makes the page's first date formatters.
  await intl.ready();

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider>
          <RenderTimeProvider renderedAt={renderedAt}>
            <RouterProvider router={router} />
          </RenderTimeProvider>
          <MemberRealtime />
          <LiveContent tenantId={tenant.tenantId} enabled={!isSlowOrSavingConnection()} />
          <MarkInteractive then={afterInteractive} />
        </LocaleProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  if (serverRendered) {
    // Match the server's tree on the first render: loaders resolve from the hydrated cache, the
    // page's lazy chunks load before React hydrates, and the router renders its server-rendered
    // shape (no Suspense around the root match, as TanStack's own SSR hydration sets it).
    await router.load();
    (router as { ssr?: { manifest: undefined } }).ssr = { manifest: undefined };
    dropStructuredDataOnLeave(router);
    // As a transition, hydration yields to the browser every few milliseconds instead of taking
    // the main thread for the whole page at once (a long task a phone's tap waits behind).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
