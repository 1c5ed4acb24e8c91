/** Set on `<html>` once React has taken over the page (bootstrap's `MarkInteractive`). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Whether the app already runs the page: a loader then serves a navigation in the browser, not the
 * first page's hydration. False on the server.
 */
export function isPageInteractive(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)
  );
}
