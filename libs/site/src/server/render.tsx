import { createApiClient } from '@atrium/api-client/client';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { consentPrepaintScript } from '@atrium/consent/prepaint';
import type { Locale } from '@atrium/domain/locales';
import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import { offeredLocale } from '@atrium/domain/settings';
import { detectLocaleWithSource } from '@atrium/i18n/detect-locale';
import { localeFromPathname } from '@atrium/i18n/locale-tag';
import { createRequestI18n } from '@atrium/i18n/request-i18n';
import { correctedLocalizedPath, unprefixedPathIn } from '@atrium/i18n/slugs';
import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRoute, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { getSsrStatus } from '@tanstack/react-router/ssr/server';
import tenant, { metaTagsByLocale } from 'virtual:atrium-tenant';
import { createAppRouter } from '../app/router';
import { pageMetaTags } from '../app/page-meta-tags';
import { routeTree } from '../app/route-tree';
import { serverRedirectOf } from '../frame/errors/not-found-screen';
import { RenderTimeProvider } from '../frame/clock/use-now';
import { htmlThemeAttributes } from '../theme/html-theme';
import { stateForLocale } from './locale-state';
import { queryStateScriptOf } from './query-state';
import { renderHtml } from './render-html';
import { inApiScope } from './render-scope';
import { structuredDataCollector } from './structured-data-html';

/**
 * The server entry (issue 12): renders one public page of the route tree to complete HTML —
 * content, head tags (title, description, canonical, hreflang, og:*, JSON-LD) and the dehydrated
 * query cache the browser hydrates from. Built by the tenant Vite factory in SSR mode
 * (`dist-server/render.js`), loaded by the site server (apps/site-server, its render workers)
 * and the prerender command. Renders are independent (issue 19): each has its own router, query
 * client, API client (render-scope.ts) and Lingui instance (`createRequestI18n`, in React and
 * router context), so any number run at once in one thread, for different sites and languages.
 */

export type RenderRequest = {
  /** Path with search, e.g. `/cz/obchody/1?q=x`. */
  url: string;
  /** The built `index.html` (client scripts and styles); the page is rendered into `#root`. */
  template: string;
  runtime: RuntimeConfig;
  /** The site's own origin (`http://localhost:4200`): sent to the API as `Origin` (tenant). */
  origin: string;
  /** How the API is read (the site server passes its `/api/proxy` cache); default: global fetch. */
  fetch?: typeof globalThis.fetch;
  /**
   * The bare `/` only: the language its home page is rendered in, chosen by `visitorLocaleOf` from
   * the visitor's headers (the page is then cached per language). Without it `/` is left to the
   * browser.
   */
  visitorLocale?: Locale;
};

/**
 * The language of the bare `/` for a visitor (spec section 2: the home page is also served at `/`):
 * the locale cookie, then `Accept-Language`, then the tenant's default. The same rules as the
 * browser's (`visitorLocale`), which keeps this choice when it hydrates the page.
 */
export function visitorLocaleOf(headers: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  const detected = detectLocaleWithSource({
    cookieHeader: headers.cookie,
    acceptLanguage: headers.acceptLanguage,
  });
  return detected.source === 'fallback' ? tenant.defaultLocale : detected.locale;
}

/** The tenant this server build renders (the site server subscribes to its mall channel). */
export { tenant };

/** The tenant's page meta tags, each language loaded by its first render and kept. */
const metaTags = pageMetaTags(metaTagsByLocale);

/**
 * Every script the renderer writes inline that the browser executes, exactly as written: the site
 * server allows each by its hash in the Content-Security-Policy. (The query cache is a JSON data
 * block, which is never executed.)
 */
export const inlineScripts: readonly string[] = [consentPrepaintScript];

export type RenderResult =
  /**
   * Complete HTML of a public page (status 200 or 404), and its dehydrated query cache as JSON
   * (the prerender command's `_payload.json`).
   */
  | { kind: 'html'; status: number; html: string; payload: string }
  /**
   * The page is elsewhere (the mall's redirect table, or a slug typed in another language): an
   * HTTP redirect with `status` (301 unless the table says otherwise) to `to`.
   */
  | { kind: 'moved'; status: number; to: string }
  /** A guard redirected, or `/` without a language: let the browser decide (it knows the session). */
  | { kind: 'client'; reason: 'member' | 'redirect' | 'visitor-locale' };


/** Pages that depend on who is looking: never rendered on the server (spec section 6). */
const MEMBER_ROUTE_IDS = [
  '/$locale/_dashboard',
  '/$locale/_wifi',
  '/$locale/_default/login',
  '/$locale/_default/register',
  '/$locale/_default/forgot-password',
  '/$locale/_default/set-new-password',
];

export function isMemberRouteId(routeId: string): boolean {
  return MEMBER_ROUTE_IDS.some((id) => routeId === id || routeId.startsWith(`${id}/`));
}

const HOISTED_TAG =
  /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<style data-precedence[^>]*>[^<]*<\/style>)/;

/**
 * React 19 emits the hoistable `<title>`, `<meta>`, `<link>` and `<style precedence>` (the
 * carousels' media queries) first; they belong in <head>.
 */
export function splitHead(body: string): { head: string; body: string } {
  let rest = body;
  let head = '';
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * The build's `index.html` cut once where every page's own parts go: before and after the value
 * of `<html lang>`, the end of `<head>`, and the empty `#root`. A page is then one concatenation
 * instead of a regular-expression pass over the template per render (issue 19).
 */
type TemplateParts = {
  /** Up to `<html … lang="` (the attributes before `lang` kept). */
  beforeLang: string;
  /** After the closing quote of the language to `</head>` (the rest of `<html>`, the head). */
  beforeHeadEnd: string;
  /** From `</head>` to `<div id="root">`. */
  beforeRoot: string;
  /** After `<div id="root"></div>`. */
  afterRoot: string;
};

const templateParts = new Map<string, TemplateParts | null>();

function cutTemplate(template: string): TemplateParts | null {
  const lang = /<html([^>]*)\slang="[^"]*"/i.exec(template);
  const headEnd = template.indexOf('</head>');
  const root = /<div id="root"><\/div>/.exec(template);
  if (!lang || headEnd === -1 || !root) return null;
  const langEnd = lang.index + lang[0].length - 1;
  if (!(langEnd < headEnd && headEnd < root.index)) return null;
  return {
    beforeLang: `${template.slice(0, lang.index)}<html${lang[1]} lang="`,
    beforeHeadEnd: template.slice(langEnd + 1, headEnd),
    beforeRoot: template.slice(headEnd, root.index),
    afterRoot: template.slice(root.index + root[0].length),
  };
}

/**
 * The page's HTML: `template` with the page's language and theme on `<html>`, head tags, body and
 * query state written in. A template without the usual shape (no `lang`, its parts in another
 * order) takes the replacement passes, with the same result.
 */
function assemble(
  template: string,
  page: {
    lang: string;
    /** More attributes of `<html>`, escaped, each after a space (the tenant's theme). */
    htmlAttributes: string;
    head: string;
    body: string;
    queryState: string;
    renderedAt: number;
  },
): string {
  let parts = templateParts.get(template);
  if (parts === undefined) {
    parts = cutTemplate(template);
    // One template per build; a bound keeps a long-running process with many builds small.
    if (templateParts.size >= 32) templateParts.clear();
    templateParts.set(template, parts);
  }
  const headEnd = `${page.head}<script>${consentPrepaintScript}</script>`;
  const root = `<div id="root" data-ssr="" data-rendered-at="${page.renderedAt}">${page.body}</div>${page.queryState}`;
  if (parts) {
    return `${parts.beforeLang}${page.lang}"${page.htmlAttributes}${parts.beforeHeadEnd}${headEnd}${parts.beforeRoot}${root}${parts.afterRoot}`;
  }
  // Function replacements: page text may contain `$&` or `$1`, which string replacements expand.
  return template
    .replace(
      /<html([^>]*)\slang="[^"]*"/i,
      (_tag, attributes) => `<html${attributes} lang="${page.lang}"${page.htmlAttributes}`,
    )
    .replace('</head>', () => `${headEnd}</head>`)
    .replace(/<div id="root"><\/div>/, () => root);
}

export { IncompleteRenderError } from './render-html';

/** The key of a page whose search parameters do not validate: one cached 404 for them all. */
export const INVALID_SEARCH = '?invalid';

/**
 * Routers that only match URLs for `pageCacheKey`, one per site (its runtime and origin): making a
 * router builds the route tree's indexes, which cost more than the match itself, and the site
 * server asks for the key of every new URL on the thread that answers cached pages. Such a router
 * never loads, so it keeps no state between calls (no matches are cached or committed).
 */
const keyRouters = new WeakMap<RuntimeConfig, Map<string, ReturnType<typeof createAppRouter>>>();

function keyRouter(runtime: RuntimeConfig, origin: string): ReturnType<typeof createAppRouter> {
  let byOrigin = keyRouters.get(runtime);
  if (!byOrigin) keyRouters.set(runtime, (byOrigin = new Map()));
  let router = byOrigin.get(origin);
  if (!router) {
    router = createAppRouter(
      { queryClient: new QueryClient(), tenant, metaTags, runtime, origin },
      { preload: false, routeTree },
    );
    byOrigin.set(origin, router);
  }
  return router;
}

/**
 * The page cache's key of a URL (issue 19): the path plus only the search parameters its route
 * reads, as its `validateSearch` accepted them, in a fixed order. `?page=2&utm_source=x&zz=1`
 * and `?zz=2&page=2` are one page, so parameters a page does not read never cause a render.
 * A value a route refuses (the router's 404) shares one key per path. No data is loaded.
 */
export function pageCacheKey(
  url: string,
  { runtime, origin }: Pick<RenderRequest, 'runtime' | 'origin'>,
): string {
  const router = keyRouter(runtime, origin);
  const location = router.parseLocation(createMemoryHistory({ initialEntries: [url] }).location);
  // The path as asked (its localised slugs), not the router's canonical one.
  const pathname = url.split(/[?#]/, 1)[0]!;
  const matches = router.matchRoutes(location);
  if (!matches.length || matches.some((match) => match.searchError)) {
    return `${pathname}${INVALID_SEARCH}`;
  }
  // Each route's own validated parameters (`search` would also carry the ones nobody reads):
  // every route of the site validates with a function (routing/search-fields.ts).
  const search: Record<string, unknown> = Object.assign(
    {},
    ...matches.map((match) => {
      const route: AnyRoute | undefined = (router.routesById as Record<string, AnyRoute>)[
        match.routeId
      ];
      const validate = route?.options.validateSearch;
      return typeof validate === 'function' ? validate(location.search) : {};
    }),
  );
  const sorted = Object.fromEntries(
    Object.keys(search)
      .filter((key) => search[key] !== undefined)
      .sort()
      .map((key) => [key, search[key]]),
  );
  return `${pathname}${router.options.stringifySearch(sorted)}`;
}

/** Renders one page; any number of renders may run at once. */
export function renderPage(request: RenderRequest): Promise<RenderResult> {
  const client = createApiClient({
    baseUrl: request.runtime.apiBaseUrl,
    getToken: () => null,
    webAppOrigin: request.origin,
    ...(request.fetch ? { fetch: request.fetch } : {}),
  });
  return inApiScope({ client, settingsUrl: request.runtime.settingsUrl }, () => renderNow(request));
}

async function renderNow({
  url,
  template,
  runtime,
  origin,
  visitorLocale,
}: RenderRequest): Promise<RenderResult> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  });
  // The moment the page shows (open now, today's hours), written into it for hydration.
  const renderedAt = Date.now();
  const structuredData = structuredDataCollector();
  const router = createAppRouter(
    {
      queryClient,
      tenant,
      metaTags,
      runtime,
      origin,
      renderedAt,
      visitorLocale,
      structuredData: structuredData.sink,
    },
    { preload: false, routeTree },
  );
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
    // The browser restores scroll itself; the server's inline restoration script would be a
    // node the client tree does not render (hydration mismatch).
    scrollRestoration: false,
  });

  // The bare `/` is the home page in the visitor's language, rendered when the site server chose
  // it from the visitor's headers. A path without a language is first looked up in the mall's
  // redirect table (old addresses are what it is for); a page's path without its language
  // (`/events/1`) is otherwise left to the browser, which knows the visitor's language.
  const { pathname } = router.latestLocation;
  const root = pathname === '/';
  if (root && !visitorLocale) return { kind: 'client', reason: 'visitor-locale' };
  if (unprefixedPathIn(pathname, tenant.defaultLocale) !== null) {
    const moved = await serverRedirectOf(router.latestLocation.publicHref, queryClient);
    return moved ? { kind: 'moved', ...moved } : { kind: 'client', reason: 'visitor-locale' };
  }
  // A slug of another language (`/cz/offers`): the page the visitor meant, for good. Before, the
  // router's own correction (a 307 only a browser running the app followed) came as the shell.
  const corrected = correctedLocalizedPath(router.latestLocation.publicHref);
  if (corrected !== null && !/[\r\n]/.test(corrected)) {
    return { kind: 'moved', status: 301, to: corrected };
  }
  const planned = router.matchRoutes(router.latestLocation);
  if (planned.some((match) => isMemberRouteId(match.routeId))) {
    return { kind: 'client', reason: 'member' };
  }

  // The render's own Lingui instance in its page's language: route heads read it from router
  // context during the load, components from React context. The shared `i18n` is not touched.
  // The bare `/`: the visitor's language if the mall offers it (the root route decides the same).
  const pageLocale =
    localeFromPathname(pathname) ??
    (root && visitorLocale
      ? offeredLocale(
          await queryClient.ensureQueryData(settingsQueryOptions()),
          visitorLocale,
          tenant.defaultLocale,
        )
      : undefined);
  const locale = pageLocale ?? tenant.defaultLocale;
  const i18n = await createRequestI18n(locale);
  router.update({ ...router.options, context: { ...router.options.context, i18n } });

  await router.load();
  // A redirect commits no matches, so the load resolves no location; a render's HTTP status is
  // the router's own (getSsrStatus, its public SSR API).
  if (!router.state.resolvedLocation) return { kind: 'client', reason: 'redirect' };
  const matches = router.state.matches;
  const notFound = matches.some((match) => match.status === 'notFound');
  const failed = matches.find((match) => match.status === 'error');
  // An API error shown by the error component keeps its status (a missing shop is a 404).
  const apiStatus = (failed?.error as { status?: unknown } | undefined)?.status;
  const status = failed
    ? typeof apiStatus === 'number' && apiStatus >= 400
      ? apiStatus
      : 500
    : notFound
      ? 404
      : getSsrStatus(router);

  // A not-found page asks the redirect table first (RedirectOrNotFound): a moved page answers
  // with a redirect; otherwise the lookup's answer is in the 404's render and query cache.
  if (status === 404) {
    const moved = await serverRedirectOf(router.state.location.publicHref, queryClient);
    if (moved) {
      queryClient.clear();
      return { kind: 'moved', ...moved };
    }
  }

  const lang = i18n.locale;
  // Every query a component suspends on is fetched by the full render (render-html.ts) and ends
  // up in the dehydrated cache, so the HTML is complete without JavaScript.
  const rendered = await renderHtml(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RenderTimeProvider renderedAt={renderedAt}>
          <RouterProvider router={router} />
        </RenderTimeProvider>
      </I18nProvider>
    </QueryClientProvider>,
    url,
  ).catch((error: unknown) => {
    queryClient.clear();
    throw error;
  });
  const { head, body } = splitHead(rendered);
  const settings = queryClient.getQueryData(settingsQueryOptions().queryKey);
  // Serialised once: the payload (prerender's `_payload.json`) and, escaped, the page's data block;
  // in the page's language only (locale-state.ts).
  const payload = JSON.stringify(stateForLocale(dehydrate(queryClient), locale));
  queryClient.clear();

  const html = assemble(template, {
    lang,
    htmlAttributes: settings ? htmlThemeAttributes(settings) : '',
    head: `${head}${structuredData.html()}`,
    body,
    queryState: queryStateScriptOf(payload),
    renderedAt,
  });
  return { kind: 'html', status, html, payload };
}
