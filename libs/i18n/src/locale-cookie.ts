import Cookies from 'js-cookie';

import { COOKIE_PATH, LOCALE_COOKIE as LOCALE_COOKIE_SPEC } from '@atrium/domain/constants';
import type { Locale } from '@atrium/domain/locales';

import { localeFromLanguageTag } from './locale-tag';

/** Name of the cookie that remembers the visitor's language (`locale`, spec section 4). */
export const LOCALE_COOKIE = LOCALE_COOKIE_SPEC.name;

/** 365 days, path /, SameSite=Lax (spec sections 4 and 9; values from @atrium/domain/constants). */
export const LOCALE_COOKIE_ATTRIBUTES = {
  expires: LOCALE_COOKIE_SPEC.days,
  path: COOKIE_PATH,
  sameSite: 'Lax',
} as const;

/** Browser only: remembers the chosen locale (call it when the visitor switches language). */
export function writeLocaleCookie(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_ATTRIBUTES);
}

/** Browser only: the remembered locale, or null when absent or not a locale. */
export function readLocaleCookie(): Locale | null {
  return localeFromLanguageTag(Cookies.get(LOCALE_COOKIE));
}

/** Browser only: forgets the remembered locale. */
export function removeLocaleCookie(): void {
  Cookies.remove(LOCALE_COOKIE, { path: COOKIE_PATH });
}

/** A `Set-Cookie` header value with the same attributes, for a server that answers `/`. */
export function serializeLocaleCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_SPEC.maxAgeSeconds}; Path=${COOKIE_PATH}; SameSite=Lax`;
}
