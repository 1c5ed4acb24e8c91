/** The site's languages as they appear in URLs and on the wire (spec section 1). */
export const LOCALES = ['en', 'cz', 'sk', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** Content missing in the visitor's language falls back to Czech. */
export const FALLBACK_LOCALE: Locale = 'cz';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * `cz` is a country code; Intl and Lingui need the language code `cs`.
 * Only browser formatting code should need this mapping.
 */
export function toLanguageTag(locale: Locale): 'en' | 'cs' | 'sk' | 'de' {
  return locale === 'cz' ? 'cs' : locale;
}

/** og:locale values (spec section 9: gb maps to en_GB). */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_GB',
  cz: 'cs_CZ',
  sk: 'sk_SK',
  de: 'de_DE',
};
