import type { Locale } from '@atrium/domain/locales';

/** Each content language by its own name (the language tabs of the editors). */
export const LANGUAGE_LABELS: Record<Locale, string> = {
  en: 'English',
  cz: 'Čeština',
  sk: 'Slovenčina',
  de: 'Deutsch',
};

/** The `lang` attribute of text in a content language (`cz` is the site's code for Czech). */
export const langOf = (locale: Locale) => (locale === 'cz' ? 'cs' : locale);

/** An API field path (`items.1.url`) as TanStack Form names the field (`items[1].url`). */
export const formFieldName = (path: string) => path.replace(/\.(\d+)/g, '[$1]');
