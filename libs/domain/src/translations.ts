import { FALLBACK_LOCALE, type Locale } from './locales';

/**
 * Picking the visible text of a translatable item (spec sections 3 and 8): content carries
 * `translations: [{locale, title, …}]`; the client shows the visitor's language, else Czech,
 * else any language that has the field, else the specification's fallback text.
 */

/** One entry of a `translations` list. */
export interface TranslationEntry {
  readonly locale: string;
  readonly [field: string]: unknown;
}

/** The translatable fields the specification names. */
export type TranslatableField =
  | 'title'
  | 'article'
  | 'description'
  | 'company_category'
  | 'name'
  | 'privacy_policy'
  | 'terms_and_conditions'
  | 'cookies'
  | 'operating_rules'
  | 'opening_hours_description'
  | 'parking_description';

export const TRANSLATION_MISSING = 'Translation is missing';
export const TITLE_MISSING = 'Title missing';
export const ARTICLE_MISSING = 'Article missing';
export const DESCRIPTION_MISSING = 'Description missing';
export const CATEGORY_NAME_MISSING = 'Category name missing';
export const OFFER_NAME_MISSING = 'Offer name missing';

export const PRIVACY_POLICY_MISSING_HTML = '<p>Privacy policy is missing.</p>';
export const TERMS_MISSING_HTML = '<p>Terms and conditions are missing.</p>';
export const COOKIES_MISSING_HTML = '<p>Cookie policy is missing.</p>';
export const OPERATING_RULES_MISSING_HTML = '<p>Operating rules are missing.</p>';
export const OPENING_HOURS_MISSING_HTML = '<p>Opening hours description is missing.</p>';
export const PARKING_MISSING_HTML = '<p>Parking information is missing.</p>';

/** What a helper returns when the translations have not been loaded at all (spec section 8). */
export const TRANSLATIONS_NOT_LOADED = 'ssrt_error';

/** The fallback text of each field; any other field falls back to `TRANSLATION_MISSING`. */
export const TRANSLATION_FALLBACKS: Readonly<Record<TranslatableField, string>> = {
  title: TITLE_MISSING,
  article: ARTICLE_MISSING,
  description: DESCRIPTION_MISSING,
  company_category: CATEGORY_NAME_MISSING,
  name: OFFER_NAME_MISSING,
  privacy_policy: PRIVACY_POLICY_MISSING_HTML,
  terms_and_conditions: TERMS_MISSING_HTML,
  cookies: COOKIES_MISSING_HTML,
  operating_rules: OPERATING_RULES_MISSING_HTML,
  opening_hours_description: OPENING_HOURS_MISSING_HTML,
  parking_description: PARKING_MISSING_HTML,
};

/** Fields whose value (and fallback) is HTML, to be sanitised before rendering. */
export const HTML_FIELDS: ReadonlySet<string> = new Set<TranslatableField>([
  'article',
  'privacy_policy',
  'terms_and_conditions',
  'cookies',
  'operating_rules',
  'opening_hours_description',
  'parking_description',
]);

export function translationFallback(field: string): string {
  return (TRANSLATION_FALLBACKS as Readonly<Record<string, string>>)[field] ?? TRANSLATION_MISSING;
}

export interface PickOptions {
  /**
   * Fall back to Czech, then any language (settings `use_fallback_locale`, default true).
   * When false only the requested language counts before the fallback text.
   */
  readonly useFallbackLocale?: boolean;
}

function textOf(entry: TranslationEntry | undefined, field: string): string | undefined {
  const value = entry?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The entry whose `field` `findTranslation` reads: the language's, Czech's, else the first. */
function entryWithField(
  translations: readonly TranslationEntry[],
  locale: Locale,
  field: string,
  options: PickOptions,
): TranslationEntry | undefined {
  const hasField = (entry: TranslationEntry) => textOf(entry, field) !== undefined;
  const exact = translations.find((entry) => entry.locale === locale && hasField(entry));
  if (exact !== undefined || options.useFallbackLocale === false) return exact;
  return (
    translations.find((entry) => entry.locale === FALLBACK_LOCALE && hasField(entry)) ??
    translations.find(hasField)
  );
}

/**
 * The field's text in `locale`, else in Czech, else in any language that has it (in list order);
 * `undefined` when no entry has the field.
 */
export function findTranslation(
  translations: readonly TranslationEntry[],
  locale: Locale,
  field: string,
  options: PickOptions = {},
): string | undefined {
  return textOf(entryWithField(translations, locale, field, options), field);
}

/**
 * The visible text of `field`: the visitor's language, Czech, any language, then the field's
 * fallback text ('Title missing', …). Translations that are not loaded (`null`/`undefined`)
 * give `TRANSLATIONS_NOT_LOADED`.
 */
export function pickTranslation(
  translations: readonly TranslationEntry[] | null | undefined,
  locale: Locale,
  field: string,
  options: PickOptions = {},
): string {
  if (translations === null || translations === undefined) return TRANSLATIONS_NOT_LOADED;
  return findTranslation(translations, locale, field, options) ?? translationFallback(field);
}

/**
 * The whole entry to show for `locale` (visitor's language, Czech, first entry), for items whose
 * fields should come from one language together.
 */
export function pickTranslationEntry<T extends TranslationEntry>(
  translations: readonly T[],
  locale: Locale,
  options: PickOptions = {},
): T | undefined {
  const exact = translations.find((entry) => entry.locale === locale);
  if (exact || options.useFallbackLocale === false) return exact;
  return translations.find((entry) => entry.locale === FALLBACK_LOCALE) ?? translations[0];
}

/**
 * The entries of `translations` that a page in `locale` can show: the ones `findTranslation`,
 * `pickTranslation` and `pickTranslationEntry` return for it (with the fallback on or off), in
 * list order. Each of those answers the same from this shorter list, so a server-rendered page
 * carries only these (docs/ssr.md, "The query cache in the page").
 */
export function translationsShownIn<T extends TranslationEntry>(
  translations: readonly T[],
  locale: Locale,
): T[] {
  const shown = new Set<TranslationEntry | undefined>([pickTranslationEntry(translations, locale)]);
  const fields = new Set(translations.flatMap((entry) => Object.keys(entry)));
  fields.delete('locale');
  for (const field of fields) shown.add(entryWithField(translations, locale, field, {}));
  return translations.filter((entry) => shown.has(entry));
}
