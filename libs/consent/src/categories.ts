import type { CookieConsentCategory } from '@atrium/domain/settings';

/** The category that is always on (spec section 5: checked and disabled in the modal). */
export const NECESSARY = 'necessary';
/** The category that gates the tag manager and the social pixel (spec section 4). */
export const STATISTICS = 'statistics';

export type { CookieConsentCategory };

/** Used when a tenant's settings configure no necessary category; texts come from Lingui. */
const BUILT_IN_NECESSARY: CookieConsentCategory = {
  id: NECESSARY,
  name: '',
  description: '',
  links: [],
  targetCookieIds: [],
  isPreselected: true,
};

/**
 * The categories the banner shows: the tenant's, with `necessary` first (added when missing) and
 * duplicate ids dropped (the first wins).
 */
export function normaliseCategories(
  categories: readonly CookieConsentCategory[],
): CookieConsentCategory[] {
  const seen = new Set<string>();
  const unique = categories.filter((category) => {
    if (seen.has(category.id)) return false;
    seen.add(category.id);
    return true;
  });
  const necessary = unique.find((category) => category.id === NECESSARY) ?? BUILT_IN_NECESSARY;
  return [necessary, ...unique.filter((category) => category.id !== NECESSARY)];
}

/** Category ids the modal starts with before any answer: necessary plus the preselected ones. */
export function preselectedIds(categories: readonly CookieConsentCategory[]): string[] {
  return categories
    .filter((category) => category.id === NECESSARY || category.isPreselected)
    .map((category) => category.id);
}

/** Every cookie id of the enabled categories (the value kept in the enabled-ids cookie). */
export function enabledCookieIds(
  categories: readonly CookieConsentCategory[],
  enabled: readonly string[],
): string[] {
  const ids = categories
    .filter((category) => enabled.includes(category.id))
    .flatMap((category) => category.targetCookieIds);
  return [...new Set(ids)];
}

/**
 * The language key the banner reads its tenant texts with (spec section 9): `cz` → `cs`, `gb` and
 * `us` → `en`; anything else is kept (lowercase).
 */
export function consentLanguage(locale: string): string {
  const code = locale.toLowerCase();
  if (code === 'cz') return 'cs';
  if (code === 'gb' || code === 'us') return 'en';
  return code;
}

/**
 * A tenant text (plain, or keyed by language) in the visitor's language. Keys may be the site's
 * (`cz`) or the banner's (`cs`); then Czech (the fallback language), English, any. Empty → ''.
 */
export function localisedText(text: string | Record<string, string>, locale: string): string {
  if (typeof text === 'string') return text;
  const language = consentLanguage(locale);
  const keys = [locale, language, 'cz', 'cs', 'en'];
  for (const key of keys) {
    const value = text[key];
    if (value) return value;
  }
  return Object.values(text).find(Boolean) ?? '';
}
