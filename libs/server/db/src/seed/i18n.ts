import type { Locale } from '@atrium/domain/locales';

export const SEED_LOCALES: Locale[] = ['en', 'cz', 'sk', 'de'];

/** A text in the four languages: L(en, cz, sk, de). */
export type L4 = Record<Locale, string>;
export const L = (en: string, cz: string, sk: string, de: string): L4 => ({ en, cz, sk, de });

/** Builds `translations` rows from per-field texts: tr({ title: L(...), description: L(...) }). */
export function tr(
  fields: Record<string, L4 | string>,
): ({ locale: string } & Record<string, string>)[] {
  return SEED_LOCALES.map((locale) => {
    const row: { locale: string } & Record<string, string> = { locale };
    for (const [k, v] of Object.entries(fields)) row[k] = typeof v === 'string' ? v : v[locale];
    return row;
  });
}
