// Server rendering for the site server (issue 12): public pages come from the tenant's server
// build (`dist-server/render.js`), member pages stay the SPA shell.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

import { encodedBody, preferredEncoding } from './page-encoding';
import { isQueueFull, renderPool } from './render-pool';
import type { RuntimeConfig } from './runtime';
import type { Analytics } from './security-headers';
import type { RenderedTask } from './render-worker';
import { importServerBuild } from './server-build';
import { siteMetrics } from './site-metrics';
import { createSwrCache } from './swr-cache';

/** Shared caches keep a public page a minute and may serve it stale for ten while refreshing. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Member pages (and failures): nothing is stored anywhere. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
/** The SPA shell for pages the browser decides (a path without its language, redirects). */
export const SHELL_CACHE = 'no-cache';
/**
 * The bare `/`: the home page in the visitor's language (their cookie, else `Accept-Language`), so
 * no shared cache may keep it for others; the site server keeps one copy per language.
 */
export const VISITOR_PAGE_CACHE = 'private, no-cache';

/**
 * The page cache's budgets: a page's own HTML at its path (`pages`), anything whose key
 * has search parameters (`queries`: searches, a list's filters, a refused value's shared 404), and
 * every other answer (`others`: 404s and other 4xx pages, redirects). Each pushes out only its own
 * least recently used entries, so a flood of never-seen paths or searches churns its small budget
 * and the site's pages stay cached. Measured in docs/benchmarks.md, "Site server under a flood of
 * never-seen addresses"; the numbers and why in docs/ssr.md, "Page cache budgets".
 */
export type PageBudget = 'pages' | 'queries' | 'others';

/**
 * Bytes each budget keeps per tenant. A page is 20–120 KB (a 404 about 37 KB); its brotli and gzip
 * copies, made when first asked for, add about a fifth. `pages` holds every page of a large mall
 * (the demo's 564 pages in four languages are about 22 MB); `PAGE_CACHE_MB` sets it. `queries`
 * holds about a hundred searches or filtered lists, `others` about fifty 404 pages: enough for the
 * addresses asked again and again (a popular search, a broken link a crawler follows) without
 * letting never-seen ones take the process's memory.
 */
export const PAGE_CACHE_BUDGETS: Readonly<Record<PageBudget, number>> = {
  pages: 48 * 1024 * 1024,
  queries: 4 * 1024 * 1024,
  others: 2 * 1024 * 1024,
};

/** What one kept answer costs beyond its HTML: its key, the entry and the cache's own slots. */
export const PAGE_ENTRY_OVERHEAD_BYTES = 1024;

/**
 * `PAGE_CACHE_MB` as bytes of the `pages` budget: unset is the default; anything but a positive
 * number is refused at start (a cache of 0 would render every page each time, a typo would go
 * unnoticed).
 */
export function pageCacheBytesOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return PAGE_CACHE_BUDGETS.pages;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) {
    throw new Error(`PAGE_CACHE_MB: "${value}" is not a positive number of megabytes`);
  }
  return Math.round(megabytes * 1024 * 1024);
}

/** The budget that keeps the answer of `key` (the `#<locale>` suffix of `/` is not a query). */
export function pageBudgetOf(key: string, result: PageResult): PageBudget {
  if (key.includes('?')) return 'queries';
  return result.kind === 'html' && result.status < 300 ? 'pages' : 'others';
}

/** Renders waiting for a worker beyond those running; more are answered 503 (Retry-After). */
export const RENDER_QUEUE_LIMIT = 64;
/**
 * Seconds a client is asked to wait when every render worker is busy and the queue is full, or a
 * render failed on the server's side (a 5xx answered as 503).
 */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export { preferredEncoding };

/** `/` or `/?…`: the one page whose language is the visitor's rather than its path's. */
const isBareRoot = (url: string) => url === '/' || url.startsWith('/?');

/** A render's bytes as a Buffer, without copying them (a worker's answer arrives as Uint8Array). */
const htmlBytes = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** What a page request gets: a render's result, or the shell for a reason of the server's own. */
export type PageResult =
  RenderedTask | { kind: 'client'; reason: 'error' | 'requested' } | { kind: 'busy' };

export type SsrPages = {
  /** Answers a page request (GET, no file extension) with server HTML or the SPA shell. */
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  tenantId: string;
  /** The tenant's analytics ids and the pages' inline scripts, for the Content-Security-Policy. */
  analytics: Analytics;
  inlineScripts: readonly string[];
  clear(): void;
  close(): Promise<void>;
};

/**
 * Loads the renderer and the page template of one built tenant. `runtime` is the runtime
 * configuration the pages use (the built one merged with overrides); `origin` the site's public
 * origin (canonical URLs, the tenant for the API). Pages are rendered by a pool of worker threads
 * (render-pool.ts), so the thread that answers cached pages is never busy rendering; each thread
 * runs up to `rendersPerThread` renders at once, at most `renderQueueLimit` more wait, beyond that
 * the answer is 503. Rendered public pages are kept in a cache bounded in bytes (fresh a minute,
 * stale ten more while re-rendering) under the key the build computes (path plus the search
 * parameters its route reads): unknown parameters are the same page and never cause a render.
 * `clear()` drops them when content changes.
 */
export async function createSsrPages({
  root,
  serverDir,
  runtime,
  origin,
  apiUpstreamUrl,
  renderThreads,
  rendersPerThread,
  renderQueueLimit = RENDER_QUEUE_LIMIT,
  pageCacheBudgets = {},
}: {
  root: string;
  serverDir: string;
  runtime: RuntimeConfig;
  origin: string;
  /** Where renders reach the API, if not at `runtime.apiBaseUrl` (serve-site.ts `apiInternalUrl`). */
  apiUpstreamUrl?: string;
  renderThreads?: number;
  rendersPerThread?: number;
  renderQueueLimit?: number;
  /** Bytes of each page cache budget; those not given are PAGE_CACHE_BUDGETS'. */
  pageCacheBudgets?: Partial<Record<PageBudget, number>>;
}): Promise<SsrPages> {
  const { pageCacheKey, visitorLocaleOf, INVALID_SEARCH, tenant, inlineScripts } =
    await importServerBuild(serverDir);
  const template = await readFile(path.join(root, 'index.html'), 'utf8');
  const shell = Buffer.from(template);
  const metrics = siteMetrics();
  const pages = createSwrCache<PageResult, PageBudget>({
    freshMs: 60_000,
    staleMs: 600_000,
    budgets: { ...PAGE_CACHE_BUDGETS, ...pageCacheBudgets },
    budgetOf: pageBudgetOf,
    sizeOf: (result) =>
      PAGE_ENTRY_OVERHEAD_BYTES +
      (result.kind === 'html'
        ? result.html.byteLength
        : result.kind === 'moved'
          ? result.to.length
          : 0),
    onRefreshError: (key, error) => console.error(`re-rendering ${key} failed`, error),
  });
  const untrackPageCache = metrics.trackPageCache(() => pages.budgetUse());
  // Keys of URLs seen: working one out matches the routes (under a millisecond), not for every hit.
  const keys = new LRUCache<string, string>({ max: 10_000 });
  const workers = renderPool({
    threads: renderThreads,
    rendersPerThread,
    queueLimit: renderQueueLimit,
  });

  function keyOf(url: string): string {
    let key = keys.get(url);
    if (key === undefined) {
      key = pageCacheKey(url, { runtime, origin });
      keys.set(url, key);
    }
    return key;
  }

  /** Counts `clear()`: render workers drop their API caches of an older generation. */
  let generation = 0;

  async function render(url: string, visitorLocale: string | undefined): Promise<PageResult> {
    try {
      const result = await workers.run({
        serverDir,
        url,
        template,
        runtime,
        origin,
        ...(apiUpstreamUrl ? { apiUpstreamUrl } : {}),
        generation,
        ...(visitorLocale ? { visitorLocale } : {}),
      });
      metrics.renderSeconds.observe(result.renderMs / 1000);
      return result;
    } catch (error) {
      if (isQueueFull(error)) return { kind: 'busy' };
      console.error(`rendering ${url} failed`, error);
      return { kind: 'client', reason: 'error' };
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // `X-Atrium-Render: client` asks for the browser-rendered shell (debugging, tests that
    // change what the browser receives from the API).
    // The bare `/` is the home page in the visitor's language: one page per language.
    const visitorLocale = isBareRoot(request.url)
      ? visitorLocaleOf({
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        })
      : undefined;
    const pageKey = keyOf(request.url);
    const key = visitorLocale ? `${pageKey}#${visitorLocale}` : pageKey;
    // A valid key is the page's own URL without what it does not read; an invalid one is shared.
    const renderUrl = pageKey.endsWith(INVALID_SEARCH) ? request.url : pageKey;
    const { value: result, cache: cacheState } =
      request.headers['x-atrium-render'] === 'client'
        ? { value: { kind: 'client', reason: 'requested' } as PageResult, cache: null }
        : await pages.get(
            key,
            () => render(renderUrl, visitorLocale),
            (rendered) =>
              (rendered.kind === 'html' && rendered.status < 500) || rendered.kind === 'moved',
          );
    if (cacheState) metrics.pageCache.inc({ result: cacheState });
    if (result.kind === 'busy') {
      metrics.busy.inc();
      // The browser shell as the body: a visitor's browser still shows the page; a crawler or a
      // CDN reads the 503 and comes back later.
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .header('cache-control', PRIVATE_PAGE_CACHE)
        .header('x-atrium-render', 'client; busy')
        .send(shell);
    }
    if (result.kind === 'moved') {
      // A page that moved (the redirect table, a slug of another language): the same answer for
      // everyone, kept like a page (a content change empties the cache, the table's included).
      return reply
        .code(result.status)
        .header('location', result.to)
        .header('cache-control', PUBLIC_PAGE_CACHE)
        .header('x-atrium-render', 'server; moved')
        .header('x-atrium-cache', cacheState)
        .send();
    }
    const html = result.kind === 'html' ? htmlBytes(result.html) : shell;
    // A render that failed on the server's side (the API unreachable or failing under load) is the
    // site's own error page answered 503 with Retry-After, as a full queue is: the page may work
    // in a moment, and a crawler or CDN keeps what it has instead of recording an error.
    const failed = result.kind === 'html' && result.status >= 500;
    const status = result.kind === 'html' ? (failed ? 503 : result.status) : 200;
    const cache =
      result.kind === 'html'
        ? failed
          ? PRIVATE_PAGE_CACHE
          : visitorLocale
            ? VISITOR_PAGE_CACHE
            : PUBLIC_PAGE_CACHE
        : result.reason === 'member' || result.reason === 'error' || result.reason === 'requested'
          ? PRIVATE_PAGE_CACHE
          : SHELL_CACHE;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = await encodedBody(result, html, encoding);
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cache)
      .header(
        'vary',
        visitorLocale ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
      )
      .header('x-atrium-render', result.kind === 'html' ? 'server' : `client; ${result.reason}`);
    if (result.kind === 'html') reply.header('x-atrium-cache', cacheState);
    if (failed) reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  return {
    sendPage,
    tenantId: tenant.tenantId,
    analytics: { gtmId: tenant.gtmId ?? null, metaId: tenant.metaId ?? null },
    inlineScripts,
    clear: () => {
      generation += 1;
      pages.clear();
    },
    close: () => {
      untrackPageCache();
      return workers.release();
    },
  };
}
