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
