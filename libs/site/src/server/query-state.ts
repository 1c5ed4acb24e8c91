import type { DehydratedState } from '@tanstack/react-query';

/** The global the server's dehydrated query cache is written to (read by the client entry). */
export const QUERY_STATE_GLOBAL = '__ATRIUM_QUERY_STATE__';

/** JSON safe inside an inline <script>: no `</script>`, no `<!--`, no line separators. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The server's query cache as if fetched now. A page from the site server's cache may be minutes
 * old, yet its data is current: the cache is cleared when content changes (`content.updated`), and
 * a prerendered site is rebuilt when it does. Without this the browser would fetch every list of
 * an older cached page again right after showing it.
 */
export function asFetchedNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success'
        ? { ...query, state: { ...query.state, dataUpdatedAt: now } }
        : query,
    ),
  };
}
