import type { ApiClient } from './client';

/** Where the settings come from unless runtime configuration names a caching proxy. */
export const DEFAULT_SETTINGS_PATH = '/v1/settings-web-app/web';

export type ApiConfiguration = { client: ApiClient; settingsUrl: string | null };

let configuration: ApiConfiguration | null = null;
/** Set by the server renderer only; the browser has one configuration for the page's life. */
let scopedConfiguration: (() => ApiConfiguration | undefined) | null = null;

/**
 * Sets the client the query-option factories use. Call once in the client entry, after reading
 * `runtime-config.json`: `configureApiClient(createApiClient({...}), { settingsUrl })`.
 * Tests call it again with a client of their own.
 */
export function configureApiClient(
  client: ApiClient,
  options: { settingsUrl?: string | null } = {},
): void {
  configuration = { client, settingsUrl: options.settingsUrl ?? null };
}

/**
 * Server rendering (issue 19): `current` returns the configuration of the render running in the
 * calling async context (the renderer keeps it in an AsyncLocalStorage), so renders for different
 * sites run at once in one thread, each with its own client. Outside a render it returns
 * undefined and the configuration of `configureApiClient` applies.
 */
export function configureScopedApiClient(
  current: (() => ApiConfiguration | undefined) | null,
): void {
  scopedConfiguration = current;
}

function activeConfiguration(): ApiConfiguration | null {
  return scopedConfiguration?.() ?? configuration;
}

/** The configured client; throws when `configureApiClient` has not run yet. */
export function getApiClient(): ApiClient {
  const active = activeConfiguration();
  if (!active) {
    throw new Error('@atrium/api-client: call configureApiClient() before running a query');
  }
  return active.client;
}

/** The settings URL: the configured `settingsUrl` (a caching proxy) or `/v1/settings-web-app/web`. */
export function getSettingsUrl(): string {
  return activeConfiguration()?.settingsUrl ?? DEFAULT_SETTINGS_PATH;
}
