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
