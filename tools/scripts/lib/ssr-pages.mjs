// Server rendering for the site server (issue 12, `serve-stack.mjs --ssr`): public pages come
// from the tenant's server build (`dist-server/render.js`), member pages stay the SPA shell.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createSwrCache } from './swr-cache.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Shared caches keep a public page a minute and may serve it stale for ten while refreshing. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Member pages (and failures): nothing is stored anywhere. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
/** The SPA shell for pages the browser decides (`/` by the visitor's language, redirects). */
export const SHELL_CACHE = 'no-cache';

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
  let variants = encodedBodies.get(page);
  if (!variants) encodedBodies.set(page, (variants = new Map()));
  let body = variants.get(encoding);
  if (!body) variants.set(encoding, (body = await encode(encoding, html)));
  return body;
}

/**
 * Loads the renderer and the page template of one built tenant. `runtime` is the runtime
 * configuration the pages use (the built one merged with overrides); `origin` the site's public
 * origin (canonical URLs, the tenant for the API); `fetch` how the renderer reads the API.
 * Rendered public pages are kept in an in-process cache (fresh a minute, stale ten more while
 * re-rendering); `clear()` drops them when content changes.
 */
export async function createSsrPages({ root, serverDir, runtime, origin, fetch }) {
  const { renderPage, tenant, inlineScripts } = await import(path.join(serverDir, 'render.js'));
  const template = await readFile(path.join(root, 'index.html'), 'utf8');
  const pages = createSwrCache({
    freshMs: 60_000,
    staleMs: 600_000,
    onRefreshError: (key, error) => console.error(`re-rendering ${key} failed`, error),
  });

  async function render(url) {
    try {
      return await renderPage({ url, template, runtime, origin, fetch });
    } catch (error) {
      console.error(`rendering ${url} failed`, error);
      return { kind: 'client', reason: 'error' };
    }
  }

  /** Answers a page request (GET, no file extension) with server HTML or the SPA shell. */
  async function sendPage(request, reply) {
    // `X-Atrium-Render: client` asks for the browser-rendered shell (debugging, tests that
    // change what the browser receives from the API).
    const { value: result, cache: cacheState } =
      request.headers['x-atrium-render'] === 'client'
        ? { value: { kind: 'client', reason: 'requested' }, cache: null }
        : await pages.get(
            request.url,
            () => render(request.url),
            (rendered) => rendered.kind === 'html' && rendered.status < 500,
          );
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
    clear: () => pages.clear(),
  };
}
