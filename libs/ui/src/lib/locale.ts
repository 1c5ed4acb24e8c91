import { isLocale, type Locale } from '@atrium/domain/locales';

/** The URL locale (`cz`) for a Lingui/Intl language tag (`cs`); English when unknown. */
export function localeFromTag(tag: string | undefined): Locale {
  if (tag === 'cs') return 'cz';
  return isLocale(tag) ? tag : 'en';
}

/** Intl locale for numbers and weekday names. */
export function intlLocale(tag: string | undefined): string {
  return tag === 'en' || !tag ? 'en-GB' : tag;
}
