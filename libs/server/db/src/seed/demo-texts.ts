import type { Locale } from '@atrium/domain/locales';
import { czechTypography } from '@atrium/domain/typography';

import { SEED_LOCALES } from './i18n';
import { withPrices } from './money';
import type { TenantSeed } from './tenants';

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (SEED_LOCALES as string[]).includes(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** An object keyed by exactly the four languages (`L(en, cz, sk, de)`). */
export function isLocalizedText(value: unknown): value is Record<Locale, string> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === SEED_LOCALES.length &&
    keys.every((key) => isLocale(key) && typeof value[key] === 'string')
  );
}

function finish(t: Pick<TenantSeed, 'currency'>, locale: Locale, text: string): string {
  const priced = withPrices(t, { en: text, cz: text, sk: text, de: text })[locale];
  return locale === 'cz' || locale === 'sk' ? czechTypography(priced) : priced;
}

/**
 * The last step of every demo text, wherever it sits in the seed's data: `{price:N}` becomes an
 * amount in the tenant's currency and Czech and Slovak texts get their no-break spaces. A text's
 * language is known from a `translations` row (`{locale, …}`) or an `L(en, cz, sk, de)` object;
 * other strings (slugs, URLs, dates) are left alone.
 */
export function finishDemoTexts<T>(t: Pick<TenantSeed, 'currency'>, value: T): T {
  if (Array.isArray(value)) return value.map((item) => finishDemoTexts(t, item)) as T;
  if (!isPlainObject(value)) return value;
  if (isLocalizedText(value)) {
    return Object.fromEntries(
      SEED_LOCALES.map((locale) => [locale, finish(t, locale, value[locale])]),
    ) as T;
  }
  const locale = value.locale;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isLocale(locale) && key !== 'locale' && typeof item === 'string'
        ? finish(t, locale, item)
        : finishDemoTexts(t, item),
    ]),
  ) as T;
}
