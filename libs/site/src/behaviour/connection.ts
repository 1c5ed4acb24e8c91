/**
 * Internal links preload (when visible: visible-prefetch.ts; on intent: app/router.tsx), except
 * on a slow or data-saving connection (data-saver or 2g, spec section 2). Browser only: call from
 * the client entry.
 */
type NetworkInformation = { saveData?: boolean; effectiveType?: string };

export function isSlowOrSavingConnection(
  nav: Navigator | undefined = globalThis.navigator,
): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)
    ?.connection;
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}
