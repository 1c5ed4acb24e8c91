import type { Locale } from '@atrium/domain/locales';

import { detectLocale } from './detect-locale';
import { readLocaleCookie } from './locale-cookie';

/**
 * Browser only, for the bare `/`: the language to redirect to, from the locale cookie, then
 * `navigator.languages`, then `cz`. Every other page takes its language from the URL.
 */
export function detectBrowserLocale(): Locale {
  return detectLocale({
    pathname: '/',
    cookieValue: readLocaleCookie(),
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}
