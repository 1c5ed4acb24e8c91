import type { SuccessEnvelope } from '@atrium/domain/contract/envelope';
import type { ApiDelete, ApiGet, ApiPatch, ApiPost, ApiPut } from '@atrium/domain/contract/paths';

import { ApiError } from './api-error';

/** Query values; `undefined` and `null` are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export type ApiClientOptions = {
  /** Base URL of the API, e.g. `http://localhost:3333` (paths start with `/v1/…`). */
  baseUrl: string;
  /** The current session token, or null when anonymous. Read on every request. */
  getToken: () => string | null | undefined;
  /**
   * Called (and awaited) before the error is thrown when a GET, POST, PATCH or PUT answers
   * `httpStatus: 'Unauthorized'`: the app clears the token and goes to login. Never for DELETE.
   */
  onUnauthorized?: () => void | Promise<void>;
  /**
   * Set when this client runs outside the browser on behalf of a web-app origin (server rendering,
   * a proxy): every request then carries `Origin: <webAppOrigin>` and the session as the `token`
   * cookie (spec section 7). Leave unset in the browser, which sends Origin itself.
   */
  webAppOrigin?: string;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
};

export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/**
 * Each method has two forms. A path of the contract (`ApiGet`, `ApiPost`, … of
 * `@atrium/domain/contract/paths`, inferred from the zod schemas the API answers through) is
 * typed by it: `get('/v1/me/points')` is a `Promise<PointsSummary>`, no type argument. Any other
 * path answers `unknown` unless the caller names a type, which nothing checks: the second form is
 * for paths not in the maps yet (docs/api-client.md "Typed from the contract").
 */
export type ApiClient = {
  /** GET; resolves with the envelope's `data`. */
  get<P extends keyof ApiGet>(path: P, query?: Query, options?: RequestOptions): Promise<ApiGet[P]>;
  get<T = unknown>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  /** POST; JSON body (FormData sent as is); resolves with the whole `{ status, data }`. */
  post<P extends keyof ApiPost>(
    path: P,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<ApiPost[P]>>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<T>>;
  /** PATCH; like POST. */
  patch<P extends keyof ApiPatch>(
    path: P,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<ApiPatch[P]>>;
  patch<T = unknown>(
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<T>>;
  /** PUT (a whole resource replaced); like POST. */
  put<P extends keyof ApiPut>(
    path: P,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<ApiPut[P]>>;
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<T>>;
  /** DELETE; resolves with the whole response. Unauthorized never calls `onUnauthorized`. */
  delete<P extends keyof ApiDelete>(
    path: P,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<ApiDelete[P]>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<SuccessEnvelope<T>>;
  /** The absolute URL a path resolves to (absolute URLs are kept). */
  url(path: string, query?: Query): string;
};

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const absolute = /^[a-z][a-z\d+\-.]*:\/\//i.test(path);
  const url = new URL(
    absolute ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`,
  );
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
    }
  }
  return url.toString();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFormBody(body: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns a failed response into an ApiError, or returns the success envelope. */
function toEnvelope(response: Response, body: unknown): SuccessEnvelope<unknown> | ApiError {
  if (isRecord(body) && body.status === 'error') {
    return new ApiError({
      status: response.status,
      httpStatus: typeof body.httpStatus === 'string' ? body.httpStatus : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
      errors: isRecord(body.errors) ? (body.errors as Record<string, string[]>) : undefined,
      body,
    });
  }
  if (!response.ok) {
    // Not our envelope (a proxy's error page, a gateway timeout): still an ApiError.
    return new ApiError({ status: response.status, body });
  }
  if (isRecord(body) && body.status === 'success') return body as SuccessEnvelope<unknown>;
  // A 2xx without the envelope (e.g. a settings caching proxy serving the bare map).
  return { status: 'success', data: body };
}

/**
 * The /v1 client (spec sections 7 and 8). UI-agnostic: what Unauthorized means for the visitor is
 * the `onUnauthorized` callback the app passes in.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request(
    method: Method,
    path: string,
    body: unknown,
    query: Query | undefined,
    requestOptions: RequestOptions | undefined,
  ): Promise<SuccessEnvelope<unknown>> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = options.getToken() || null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (options.webAppOrigin) {
      headers.set('Origin', options.webAppOrigin);
      if (token) headers.set('Cookie', `token=${encodeURIComponent(token)}`);
    }
    let payload: BodyInit | undefined;
    if (body !== undefined && method !== 'GET') {
      if (isFormBody(body)) {
        payload = body as BodyInit; // fetch sets the multipart boundary itself
      } else {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
    }
    for (const [name, value] of Object.entries(requestOptions?.headers ?? {})) {
      headers.set(name, value);
    }

    const response = await doFetch(buildUrl(options.baseUrl, path, query), {
      method,
      headers,
      body: payload,
      signal: requestOptions?.signal,
    });
    const result = toEnvelope(response, await readBody(response));
    if (result instanceof ApiError) {
      if (result.isUnauthorized && method !== 'DELETE') await options.onUnauthorized?.();
      throw result;
    }
    return result;
  }

  /*
   * The one place answers meet their types: the API encodes every answer through the route's
   * response schema (apps/api/src/http/contract.ts), and the browser does not parse them again
   * (docs/api-client.md "Typed from the contract"), so the methods' types are asserted here.
   */
  return {
    get: (async (path: string, query?: Query, requestOptions?: RequestOptions) =>
      (await request('GET', path, undefined, query, requestOptions)).data) as ApiClient['get'],
    post: ((path: string, body?: unknown, requestOptions?: RequestOptions) =>
      request('POST', path, body, undefined, requestOptions)) as ApiClient['post'],
    patch: ((path: string, body?: unknown, requestOptions?: RequestOptions) =>
      request('PATCH', path, body, undefined, requestOptions)) as ApiClient['patch'],
    put: ((path: string, body?: unknown, requestOptions?: RequestOptions) =>
      request('PUT', path, body, undefined, requestOptions)) as ApiClient['put'],
    delete: ((path: string, requestOptions?: RequestOptions) =>
      request('DELETE', path, undefined, undefined, requestOptions)) as ApiClient['delete'],
    url: (path, query) => buildUrl(options.baseUrl, path, query),
  };
}
