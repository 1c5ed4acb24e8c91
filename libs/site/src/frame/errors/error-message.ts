import { isApiError } from '@atrium/api-client/api-error';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const SERVICE_UNAVAILABLE = msg`The service is not available right now. Try again in a moment.`;
export const CONNECTION_FAILED = msg`The connection failed. Check your internet connection and try again.`;
const NOT_LOADED = msg`This could not be loaded`;

/**
 * What an error screen says under its status (spec section 2: the server's message): the API's
 * own message when it sent one, else what happened in the page's language (a proxy's bare 502, a
 * lost connection), never the API client's English fallback. Small, and without the form
 * messages' table: the page error is in the site's entry.
 */
export function screenMessage(i18n: I18n, error: unknown): string {
  if (!isApiError(error)) {
    return i18n._(isNetworkFailure(error) ? CONNECTION_FAILED : SERVICE_UNAVAILABLE);
  }
  if (error.serverMessage) return error.serverMessage;
  return i18n._(error.status >= 500 || error.status === 0 ? SERVICE_UNAVAILABLE : NOT_LOADED);
}

/**
 * `fetch` failing to reach the server: a `TypeError` whose words differ by browser ("Failed to
 * fetch", "NetworkError when attempting to fetch resource.", "Load failed"). Any other error is
 * not the visitor's connection, and a page's own bug should not send them to check it.
 */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}
