import { queryOptions } from '@tanstack/react-query';

import type { FlatSettings, Settings } from '@atrium/domain/settings';

import type { ApiClient, RequestOptions } from './client';
import { getApiClient, getSettingsUrl } from './configure';

/**
 * GET /v1/settings-web-app/web (or the configured caching-proxy URL): the flat key/value map,
 * parsed into typed settings (`@atrium/domain/settings-parse`). The parser is loaded with the
 * request, not before: a server-rendered page brings its settings parsed, so the browser's first
 * JavaScript need not carry it (issue 22).
 */
export async function fetchSettings(
  client: ApiClient,
  url: string = getSettingsUrl(),
  options?: RequestOptions,
): Promise<Settings> {
  const [flat, { parseSettings }] = await Promise.all([
    client.get(url, undefined, options),
    import('@atrium/domain/settings-parse'),
  ]);
  if (typeof flat !== 'object' || flat === null || Array.isArray(flat)) {
    throw new Error(`Settings from ${url} are not a key/value map`);
  }
  return parseSettings(flat as FlatSettings);
}

/** `useSuspenseQuery(settingsQueryOptions())`, `queryClient.ensureQueryData(settingsQueryOptions())`. */
export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await fetchSettings(getApiClient(), getSettingsUrl(), { signal });
      } catch (error) {
        // Spec section 8: a failed settings fetch is logged only, no message for the visitor.
        console.error('Failed to load settings', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
