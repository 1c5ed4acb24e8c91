// `/api/proxy/v1/*` (spec section 7, DESIGN section 8): the site server's cached copies of the
// API's public lists and details. The API is asked with the site's own origin (which picks the
// tenant; the language is a query parameter) and never with the visitor's credentials, so every
// answer is public by construction and can be shared: kept a minute, served stale for ten while
// refreshing, forgotten on the realtime `content.updated` event. The server renderer reads the
// API through the same cache.
import { createSwrCache } from './swr-cache.mjs';

export const PROXY_PREFIX = '/api/proxy';
/** What a shared cache may do with a proxy answer; the same rule as public pages. */
export const PROXY_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** First path segments after `/v1/` of the public content and site calls (spec section 7). */
const PUBLIC_RESOURCES = new Set([
  'amenities',
  'badges',
  'categories',
  'companies',
  'companies-with-entities',
  'events',
  'faq',
  'floorplans',
  'malls',
  'news',
  'options',
  'post-categories',
  'privacy-policy',
  'products',
  'redirects',
  'rewards',
  'settings-web-app',
  'sitemap',
  'terms-conditions',
  'tiers',
  'translations',
  'website-pages',
]);

/** `/v1/events?page=2` → true; member paths (`/v1/me/…`), accounts and messages → false. */
export function isProxiedApiPath(pathname) {
  const match = /^\/v1\/([a-z-]+)(?:\/|$)/.exec(pathname);
  return match !== null && PUBLIC_RESOURCES.has(match[1]);
}

/**
 * A fetch for the server renderer that asks the API for `/v1` paths only. The renderer builds API
 * paths from the visitor's URL; a `..` segment in them (a permalink like
 * `a/../../../dev/outbox`) is resolved by the URL parser, so without this the server's loopback
 * address would reach the API's development paths for a visitor.
 * @param {{ apiBaseUrl: string, fetch?: typeof fetch }} options
 * @returns {typeof fetch}
 */
export function apiOnlyFetch({ apiBaseUrl, fetch = globalThis.fetch }) {
  const apiUrl = new URL(apiBaseUrl.replace(/\/+$/, ''));
  const v1 = `${apiUrl.pathname.replace(/\/$/, '')}/v1/`;
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin === apiUrl.origin && !url.pathname.startsWith(v1)) {
      return Promise.resolve(
        Response.json(
          { status: 'error', httpStatus: 'NotFound', message: 'Not an API path' },
          { status: 404 },
        ),
      );
    }
    return fetch(input, init);
  };
}

/**
 * @param {{ apiBaseUrl: string, origin: string, fetch?: typeof fetch }} options
 */
export function createApiProxy({ apiBaseUrl, origin, fetch = globalThis.fetch }) {
  const cache = createSwrCache({
    freshMs: 60_000,
    staleMs: 600_000,
    maxSize: 32 * 1024 * 1024,
    sizeOf: (answer) => answer.body.byteLength + 200,
  });
  const base = apiBaseUrl.replace(/\/+$/, '');
  const apiUrl = new URL(base);
  const guarded = apiOnlyFetch({ apiBaseUrl, fetch });

  /** The API's answer to a public GET, from the cache when there is one. */
  async function read(pathAndQuery) {
    return cache.get(
      pathAndQuery,
      async () => {
        const response = await fetch(`${base}${pathAndQuery}`, {
          headers: { accept: 'application/json', origin },
        });
        return {
          status: response.status,
          contentType: response.headers.get('content-type') ?? 'application/json',
          body: Buffer.from(await response.arrayBuffer()),
        };
      },
      (answer) => answer.status === 200,
    );
  }

  /** A fetch for the server renderer: public GETs of the API through the cache, the rest as is. */
  async function cachedFetch(input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const toApi = url.origin === apiUrl.origin;
    const viaCache = method === 'GET' && toApi && isProxiedApiPath(url.pathname);
    if (!viaCache) return guarded(input, init);
    const { value } = await read(url.pathname + url.search);
    return new Response(value.body, {
      status: value.status,
      headers: { 'content-type': value.contentType },
    });
  }

  /** Registers `GET /api/proxy/v1/*` on the site server. */
  function register(app) {
    app.get(`${PROXY_PREFIX}/*`, async (request, reply) => {
      // Judged on the path the API will be asked for: the URL parser resolves `..` segments (also
      // `%2e%2e`), which would otherwise walk from a public path to /dev/outbox or /v1/admin.
      const target = new URL(request.url.slice(PROXY_PREFIX.length), 'http://api.invalid');
      const pathAndQuery = target.pathname + target.search;
      if (!isProxiedApiPath(target.pathname)) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ status: 'error', httpStatus: 'Not Found', message: 'Not a public API path' });
      }
      const { value, cache: state } = await read(pathAndQuery);
      return reply
        .code(value.status)
        .type(value.contentType)
        .header('cache-control', value.status === 200 ? PROXY_CACHE_CONTROL : 'no-store')
        .header('x-atrium-cache', state)
        .send(value.body);
    });
  }

  return { register, fetch: cachedFetch, clear: () => cache.clear() };
}
