// `/api/proxy/v1/*` (spec section 7, DESIGN section 8): the site server's cached copies of the
// API's public lists and details. The API is asked with the site's own origin (which picks the
// tenant; the language is a query parameter) and never with the visitor's credentials, so every
// answer is public by construction and can be shared: kept a minute, served stale for ten while
// refreshing, forgotten on the realtime `content.updated` event. The server renderer reads the
// API through the same cache.
import type { FastifyInstance } from 'fastify';

import { isProxiedApiPath } from './public-api-paths';
import { createSwrCache } from './swr-cache';

export { isProxiedApiPath };

export const PROXY_PREFIX = '/api/proxy';
/** What a shared cache may do with a proxy answer; the same rule as public pages. */
export const PROXY_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

type Fetch = typeof globalThis.fetch;
type FetchInput = Parameters<Fetch>[0];

/** An answer of the API as the proxy keeps it. */
type ApiAnswer = { status: number; contentType: string; body: Buffer };

const urlOf = (input: FetchInput): URL =>
  new URL(input instanceof Request ? input.url : String(input));

/**
 * A fetch for the server renderer that asks the API for `/v1` paths only. The renderer builds API
 * paths from the visitor's URL; a `..` segment in them (a permalink like
 * `a/../../../dev/outbox`) is resolved by the URL parser, so without this the server's loopback
 * address would reach the API's development paths for a visitor.
 */
export function apiOnlyFetch({
  apiBaseUrl,
  fetch = globalThis.fetch,
}: {
  apiBaseUrl: string;
  fetch?: Fetch;
}): Fetch {
  const apiUrl = new URL(apiBaseUrl.replace(/\/+$/, ''));
  const v1 = `${apiUrl.pathname.replace(/\/$/, '')}/v1/`;
  return (input, init) => {
    const url = urlOf(input);
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

export type ApiProxy = {
  /** Registers `GET /api/proxy/v1/*` on the site server. */
  register(app: FastifyInstance): void;
  /** A fetch for the server renderer: public GETs of the API through the cache, the rest as is. */
  fetch: Fetch;
  clear(): void;
};

/**
 * `apiBaseUrl` is the API's public address, which the renderer's URLs start with; `upstreamUrl`,
 * where this server sends them instead (an internal address, so server renders do not go out
 * through the public load balancer and back; docs/deploy.md). Without it, the public address.
 */
export function createApiProxy({
  apiBaseUrl,
  upstreamUrl = apiBaseUrl,
  origin,
  fetch = globalThis.fetch,
}: {
  apiBaseUrl: string;
  upstreamUrl?: string;
  origin: string;
  fetch?: Fetch;
}): ApiProxy {
  const cache = createSwrCache<ApiAnswer>({
    freshMs: 60_000,
    staleMs: 600_000,
    maxSize: 32 * 1024 * 1024,
    sizeOf: (answer) => answer.body.byteLength + 200,
  });
  const base = apiBaseUrl.replace(/\/+$/, '');
  const upstream = upstreamUrl.replace(/\/+$/, '');
  const apiUrl = new URL(base);
  /** The API's public URL of a request as the upstream one (unchanged without an upstream). */
  const toUpstream: Fetch = (input, init) => {
    const url = urlOf(input);
    if (upstream === base || url.origin !== apiUrl.origin) return fetch(input, init);
    const target = `${upstream}${url.href.slice(base.length)}`;
    return input instanceof Request ? fetch(new Request(target, input), init) : fetch(target, init);
  };
  const guarded = apiOnlyFetch({ apiBaseUrl, fetch: toUpstream });

  /** The API's answer to a public GET, from the cache when there is one. */
  function read(pathAndQuery: string) {
    return cache.get(
      pathAndQuery,
      async () => {
        const response = await fetch(`${upstream}${pathAndQuery}`, {
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

  const cachedFetch: Fetch = async (input, init) => {
    const url = urlOf(input);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const toApi = url.origin === apiUrl.origin;
    const viaCache = method === 'GET' && toApi && isProxiedApiPath(url.pathname);
    if (!viaCache) return guarded(input, init);
    const { value } = await read(url.pathname + url.search);
    // The kept bytes themselves (a Buffer is a Uint8Array over an ArrayBuffer).
    return new Response(value.body as Uint8Array<ArrayBuffer>, {
      status: value.status,
      headers: { 'content-type': value.contentType },
    });
  };

  function register(app: FastifyInstance): void {
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
