/**
 * Spec section 2: internal links preload when visible, except on a slow or data-saving connection
 * (data-saver or 2g). Browser only: call from the client entry.
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
