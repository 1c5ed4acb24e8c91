import { FALLBACK_LOCALE, type Locale } from '@atrium/domain/locales';

import { LOCALE_COOKIE } from './locale-cookie';
import { localeFromLanguageTag, localeFromPathname } from './locale-tag';

/** Languages of an `Accept-Language` header, best first (q=0 entries dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of one cookie in a `Cookie` request header. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export type DetectLocaleInput = {
  /** The requested path; its first segment wins when it is a locale. */
  pathname?: string;
  /** A whole `Cookie` header (server side) … */
  cookieHeader?: string | null;
  /** … or the locale cookie's value already read (browser: `readLocaleCookie()`). */
  cookieValue?: string | null;
  /** An `Accept-Language` header (server side) … */
  acceptLanguage?: string | null;
  /** … or `navigator.languages` (browser). */
  navigatorLanguages?: readonly string[] | null;
};

export type LocaleSource = 'url' | 'cookie' | 'browser' | 'fallback';

/** Like `detectLocale`, also saying which rule decided. */
export function detectLocaleWithSource(input: DetectLocaleInput): {
  locale: Locale;
  source: LocaleSource;
} {
  const fromUrl = input.pathname ? localeFromPathname(input.pathname) : null;
  if (fromUrl) return { locale: fromUrl, source: 'url' };

  const cookie = input.cookieValue ?? readCookie(input.cookieHeader, LOCALE_COOKIE);
  const fromCookie = localeFromLanguageTag(cookie);
  if (fromCookie) return { locale: fromCookie, source: 'cookie' };

  const languages = input.navigatorLanguages ?? parseAcceptLanguage(input.acceptLanguage);
  for (const language of languages) {
    const fromBrowser = localeFromLanguageTag(language);
    if (fromBrowser) return { locale: fromBrowser, source: 'browser' };
  }
  return { locale: FALLBACK_LOCALE, source: 'fallback' };
}

/**
 * The site's locale: the URL prefix first, then the locale cookie, then the browser's languages,
 * then the fallback `cz`. A URL with a locale prefix always decides (DESIGN section 7); the cookie
 * and the browser language only matter for the bare `/`, to choose where it redirects.
 */
export function detectLocale(input: DetectLocaleInput): Locale {
  return detectLocaleWithSource(input).locale;
}
