import { AsyncLocalStorage } from 'node:async_hooks';

import { type ApiConfiguration, configureScopedApiClient } from '@atrium/api-client/configure';

/**
 * The API client of each server render (issue 19). The query-option factories of
 * @atrium/api-client read the client when a query runs (`getApiClient()`), from loaders and from
 * components React renders; each render runs in its own async context, so those reads find the
 * render's own client (its site's origin, its API cache), and one thread renders several pages,
 * for different sites, at once.
 */
const scopes = new AsyncLocalStorage<ApiConfiguration>();
configureScopedApiClient(() => scopes.getStore());

/** Runs `work` (a whole render) with its own API client. */
export function inApiScope<T>(api: ApiConfiguration, work: () => Promise<T>): Promise<T> {
  return scopes.run(api, work);
}
