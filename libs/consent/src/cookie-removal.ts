import Cookies from 'js-cookie';

// Removing the cookies of a category the visitor turned off: only applying an answer needs it,
// which loads it with apply-consent.ts (issue 22).

/**
 * Whether a browser cookie belongs to a target id: the same name, a name that continues with `_`
 * (`_ga` covers `_ga_ABC123`), or a prefix written with a trailing `*` (`_hj*`).
 */
export function cookieMatches(name: string, targetId: string): boolean {
  if (targetId.endsWith('*')) return name.startsWith(targetId.slice(0, -1));
  return name === targetId || name.startsWith(`${targetId}_`);
}

/**
 * The domains a cookie of `hostname` may have been set on: the host itself and every parent
 * domain above the top level (`www.shop.example.com` → www.shop.example.com, shop.example.com,
 * example.com). An IP address or a single-label host (localhost) only has itself.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) {
    return [hostname];
  }
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/**
 * Deletes every readable cookie that matches one of `targetIds`: host-only and on each parent
 * domain (`.example.com` for `www.example.com`), at path `/` and the current path. Returns the
 * names it found. HttpOnly cookies cannot be seen or deleted from the page.
 */
export function removeCookies(targetIds: readonly string[]): string[] {
  if (targetIds.length === 0 || typeof document === 'undefined') return [];
  const names = Object.keys(Cookies.get()).filter((name) =>
    targetIds.some((id) => cookieMatches(name, id)),
  );
  const paths = [...new Set(['/', location.pathname])];
  for (const name of names) {
    for (const path of paths) {
      Cookies.remove(name, { path });
      for (const domain of cookieDomains(location.hostname)) {
        Cookies.remove(name, { path, domain });
        Cookies.remove(name, { path, domain: `.${domain}` });
      }
    }
  }
  return names;
}
