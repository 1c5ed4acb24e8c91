import type { DehydratedState } from '@tanstack/react-query';

/**
 * The element holding the server's dehydrated query cache (read by the client entry). A JSON data
 * block, not a script that assigns a global: the browser never executes it, so the site's
 * Content-Security-Policy needs no hash or nonce for it (docs/ssr.md, "Security headers").
 */
export const QUERY_STATE_ID = 'atrium-query-state';

/** `<script type="application/json" id="atrium-query-state">…</script>` for a rendered page. */
export function queryStateScript(state: unknown): string {
  return queryStateScriptOf(JSON.stringify(state));
}

/** The same from the state's JSON (`JSON.stringify` of it), which the renderer also keeps. */
export function queryStateScriptOf(json: string): string {
  return `<script type="application/json" id="${QUERY_STATE_ID}">${escapeJsonForScript(json)}</script>`;
}

/** The server's query cache from a server-rendered document; undefined when there is none. */
export function readQueryState(document: Document): DehydratedState | undefined {
  const text = document.getElementById(QUERY_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

/** JSON safe inside an inline <script>: no `</script>`, no `<!--`, no line separators. */
export function serializeForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text made safe inside an inline <script>, in one pass (the characters above only). */
export function escapeJsonForScript(json: string): string {
  return json.replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character]!);
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
