import Cookies from 'js-cookie';

/** The visitor's answer (spec section 4). */
export type ConsentStatus = 'unanswered' | 'accepted_all' | 'accepted_selected' | 'declined';
export type AnsweredStatus = Exclude<ConsentStatus, 'unanswered'>;

/** The answer and the enabled category ids: `accepted_selected:necessary,functional`. */
export const CONSENT_COOKIE = 'cookie_consent';
/** The cookie ids of the enabled categories, comma separated (for scripts and the server). */
export const CONSENT_IDS_COOKIE = 'cookie_consent_ids';
/** How long an answer is kept before the banner asks again. */
export const CONSENT_MAX_AGE_DAYS = 180;

const ANSWERS: readonly AnsweredStatus[] = ['accepted_all', 'accepted_selected', 'declined'];

export type StoredConsent = { status: AnsweredStatus; categories: string[] };

/** Reads the stored answer; a missing or malformed cookie means not answered (null). */
export function readConsentCookie(): StoredConsent | null {
  const raw = Cookies.get(CONSENT_COOKIE);
  if (!raw) return null;
  const [status, list = ''] = raw.split(':', 2);
  if (!ANSWERS.includes(status as AnsweredStatus)) return null;
  const categories = list.split(',').filter((id) => /^[\w-]+$/.test(id));
  return { status: status as AnsweredStatus, categories };
}

/** Stores the answer and the enabled cookie ids for CONSENT_MAX_AGE_DAYS (path /, lax). */
export function writeConsentCookies(consent: StoredConsent, cookieIds: readonly string[]): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  const options = { expires: CONSENT_MAX_AGE_DAYS, path: '/', sameSite: 'lax', secure } as const;
  Cookies.set(CONSENT_COOKIE, `${consent.status}:${consent.categories.join(',')}`, options);
  Cookies.set(CONSENT_IDS_COOKIE, cookieIds.join(','), options);
}

/** Forgets the answer (tests, "reset" tools): the banner shows again. */
export function clearConsentCookies(): void {
  for (const name of [CONSENT_COOKIE, CONSENT_IDS_COOKIE]) Cookies.remove(name, { path: '/' });
}

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
