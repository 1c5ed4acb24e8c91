import { isLocale, type Locale } from '@atrium/domain/locales';

/** The locale named by a path's first segment (`/cz/obchody` → `cz`), or null. */
export function localeFromPathname(pathname: string): Locale | null {
  const first = pathname.split(/[/?#]/, 2)[1] ?? '';
  return isLocale(first) ? first : null;
}

/**
 * Maps a language tag or a stored value to a site locale: `cs`, `cs-CZ` and `cz` → `cz`,
 * `de-AT` → `de`, `en-US` → `en`. Anything else → null.
 */
export function localeFromLanguageTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  if (primary === 'cs') return 'cz';
  return isLocale(primary) ? primary : null;
}
