// Server rendering for the site server (issue 12, `serve-stack.mjs --ssr`): public pages come
// from the tenant's server build (`dist-server/render.js`), member pages stay the SPA shell.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { siteMetrics } from './site-metrics.mjs';
import { createSwrCache } from './swr-cache.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Shared caches keep a public page a minute and may serve it stale for ten while refreshing. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Member pages (and failures): nothing is stored anywhere. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
/** The SPA shell for pages the browser decides (`/` by the visitor's language, redirects). */
export const SHELL_CACHE = 'no-cache';

/**
 * Rendered pages kept, by bytes of HTML (a page is 20–120 KB; its brotli and gzip copies, made
 * when first asked for, add about a fifth).
 */
export const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** Renders waiting for a worker beyond those running; more are answered 503 (Retry-After). */
export const RENDER_QUEUE_LIMIT = 64;
/** Seconds a client is asked to wait when every render worker is busy and the queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Brotli or gzip by Accept-Encoding (HTML only; hashed assets are served as they are). */
export function preferredEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function encode(encoding, html) {
  if (encoding === 'br') {
    return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') return gzip(html);
  return Buffer.from(html);
}

/** Each page's compressed bodies, made once per encoding (a cached page is sent many times). */
const encodedBodies = new WeakMap();
async function encodedBody(page, html, encoding) {
  // Uncompressed is the HTML itself: nothing to keep beside it.
  if (!encoding) return html;
  let variants = encodedBodies.get(page);
  if (!variants) encodedBodies.set(page, (variants = new Map()));
  let body = variants.get(encoding);
  if (!body) variants.set(encoding, (body = await encode(encoding, html)));
  return body;
}

/**
 * Loads the renderer and the page template of one built tenant. `runtime` is the runtime
 * configuration the pages use (the built one merged with overrides); `origin` the site's public
 * origin (canonical URLs, the tenant for the API). Pages are rendered by a pool of worker threads
 * (render-worker.mjs), so the thread that answers cached pages is never busy rendering; at most
 * RENDER_QUEUE_LIMIT renders wait, beyond that the answer is 503. Rendered public pages are kept
 * in a cache bounded in bytes (fresh a minute, stale ten more while re-rendering) under the key
 * the build computes (path plus the search parameters its route reads): unknown parameters are
 * the same page and never cause a render. `clear()` drops them when content changes.
 */
export async function createSsrPages({
  root,
  serverDir,
  runtime,
  origin,
  renderThreads,
  renderQueueLimit = RENDER_QUEUE_LIMIT,
}) {
  const { pageCacheKey, INVALID_SEARCH, tenant, inlineScripts } = await import(
    path.join(serverDir, 'render.js')
  );
  const template = await readFile(path.join(root, 'index.html'), 'utf8');
  const metrics = siteMetrics();
  const pages = createSwrCache({
    freshMs: 60_000,
    staleMs: 600_000,
    maxSize: PAGE_CACHE_BYTES,
    sizeOf: (result) => (result.kind === 'html' ? Buffer.byteLength(result.html) : 100),
    onRefreshError: (key, error) => console.error(`re-rendering ${key} failed`, error),
  });
  // Keys of URLs seen: working one out matches the routes (under a millisecond), not for every hit.
  const keys = new LRUCache({ max: 10_000 });
  const workers = renderPool({ threads: renderThreads, queueLimit: renderQueueLimit });

  function keyOf(url) {
    let key = keys.get(url);
    if (key === undefined) {
      key = pageCacheKey(url, { runtime, origin });
      keys.set(url, key);
    }
    return key;
  }

  /** Counts `clear()`: render workers drop their API caches of an older generation. */
  let generation = 0;

  async function render(url) {
    try {
      const result = await workers.run({ serverDir, url, template, runtime, origin, generation });
      metrics.renderSeconds.observe(result.renderMs / 1000);
      return result;
    } catch (error) {
      if (isQueueFull(error)) return { kind: 'busy' };
      console.error(`rendering ${url} failed`, error);
      return { kind: 'client', reason: 'error' };
    }
  }

  /** Answers a page request (GET, no file extension) with server HTML or the SPA shell. */
  async function sendPage(request, reply) {
    // `X-Atrium-Render: client` asks for the browser-rendered shell (debugging, tests that
    // change what the browser receives from the API).
    const key = keyOf(request.url);
    // A valid key is the page's own URL without what it does not read; an invalid one is shared.
    const renderUrl = key.endsWith(INVALID_SEARCH) ? request.url : key;
    const { value: result, cache: cacheState } =
      request.headers['x-atrium-render'] === 'client'
        ? { value: { kind: 'client', reason: 'requested' }, cache: null }
        : await pages.get(
            key,
            () => render(renderUrl),
            (rendered) => rendered.kind === 'html' && rendered.status < 500,
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
        .send(template);
    }
    const html = result.kind === 'html' ? result.html : template;
    const status = result.kind === 'html' ? result.status : 200;
    const cache =
      result.kind === 'html'
        ? status < 500
          ? PUBLIC_PAGE_CACHE
          : PRIVATE_PAGE_CACHE
        : result.reason === 'member' || result.reason === 'error' || result.reason === 'requested'
          ? PRIVATE_PAGE_CACHE
          : SHELL_CACHE;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = await encodedBody(result, html, encoding);
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cache)
      .header('vary', 'Accept-Encoding')
      .header('x-atrium-render', result.kind === 'html' ? 'server' : `client; ${result.reason}`);
    if (result.kind === 'html') reply.header('x-atrium-cache', cacheState);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  return {
    sendPage,
    tenantId: tenant.tenantId,
    /** The tenant's analytics ids and the pages' inline scripts, for the Content-Security-Policy. */
    analytics: { gtmId: tenant.gtmId ?? null, metaId: tenant.metaId ?? null },
    inlineScripts,
    clear: () => {
      generation += 1;
      pages.clear();
    },
    close: () => workers.release(),
  };
}

/** @type {Map<string, { pool: Piscina, users: number, untrack: () => void }>} */
const pools = new Map();

/**
 * The render workers, shared by every tenant build this process serves (a worker renders any
 * build): threads and queue limit name a pool; the last tenant to close it ends its threads.
 */
function renderPool({ threads = Math.max(1, availableParallelism()), queueLimit }) {
  const name = `${threads}/${queueLimit}`;
  let shared = pools.get(name);
  if (!shared) {
    const pool = new Piscina({
      filename: new URL('./render-worker.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: threads,
      maxQueue: queueLimit,
      idleTimeout: 60_000,
      // A worker waiting for its next page keeps its event loop running ('sync' would pause it),
      // so it notices a proxy closing its idle kept-alive API connections; otherwise the first
      // render after the keep-alive timeout failed on the dead socket.
      atomics: 'async',
      // A render's garbage is short-lived; a small young generation keeps each worker's heap
      // (and the process) small under a flood without slowing renders measurably.
      resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 },
    });
    const untrack = siteMetrics().trackQueue(() => pool.queueSize);
    shared = { pool, users: 0, untrack };
    pools.set(name, shared);
  }
  shared.users += 1;
  const { pool } = shared;
  let released = false;
  return {
    run: (task) => pool.run(task),
    async release() {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      pools.delete(name);
      shared.untrack();
      await pool.destroy();
    },
  };
}

/** Piscina refuses a task with this message when its queue is at `maxQueue`. */
function isQueueFull(error) {
  return error instanceof Error && /queue is at limit/i.test(error.message);
}
