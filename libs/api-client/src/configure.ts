import type { ApiClient } from './client';

/** Where the settings come from unless runtime configuration names a caching proxy. */
export const DEFAULT_SETTINGS_PATH = '/v1/settings-web-app/web';

type ApiConfiguration = { client: ApiClient; settingsUrl: string | null };

let configuration: ApiConfiguration | null = null;

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

/** The configured client; throws when `configureApiClient` has not run yet. */
export function getApiClient(): ApiClient {
  if (!configuration) {
    throw new Error('@atrium/api-client: call configureApiClient() before running a query');
  }
  return configuration.client;
}

/** The settings URL: the configured `settingsUrl` (a caching proxy) or `/v1/settings-web-app/web`. */
export function getSettingsUrl(): string {
  return configuration?.settingsUrl ?? DEFAULT_SETTINGS_PATH;
}
