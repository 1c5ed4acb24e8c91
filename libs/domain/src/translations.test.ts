import { describe, expect, it } from 'vitest';
import {
  ARTICLE_MISSING,
  CATEGORY_NAME_MISSING,
  DESCRIPTION_MISSING,
  HTML_FIELDS,
  OFFER_NAME_MISSING,
  PARKING_MISSING_HTML,
  PRIVACY_POLICY_MISSING_HTML,
  TITLE_MISSING,
  TRANSLATIONS_NOT_LOADED,
  TRANSLATION_MISSING,
  findTranslation,
  pickTranslation,
  pickTranslationEntry,
  translationFallback,
  translationsShownIn,
} from './translations';
import { LOCALES } from './locales';

const translations = [
  { locale: 'de', title: 'Herbstfest', description: '' },
  { locale: 'cz', title: 'Podzimní slavnost', description: 'Popis' },
  { locale: 'en', title: 'Autumn fair', description: '   ' },
  { locale: 'sk', title: null, article: '<p>Článok</p>' },
];

describe('pickTranslation', () => {
  it('picks the requested language', () => {
    expect(pickTranslation(translations, 'en', 'title')).toBe('Autumn fair');
    expect(pickTranslation(translations, 'de', 'title')).toBe('Herbstfest');
  });

  it('falls back to Czech when the language lacks the field (null, empty or blank)', () => {
    expect(pickTranslation(translations, 'sk', 'title')).toBe('Podzimní slavnost');
    expect(pickTranslation(translations, 'en', 'description')).toBe('Popis');
    expect(pickTranslation(translations, 'de', 'description')).toBe('Popis');
  });

  it('falls back to any language when Czech lacks it too', () => {
    expect(pickTranslation(translations, 'en', 'article')).toBe('<p>Článok</p>');
  });

  it('falls back to a language missing from the list entirely', () => {
    expect(pickTranslation([{ locale: 'de', title: 'Nur Deutsch' }], 'en', 'title')).toBe(
      'Nur Deutsch',
    );
  });

  it.each([
    ['title', TITLE_MISSING],
    ['article', ARTICLE_MISSING],
    ['description', DESCRIPTION_MISSING],
    ['company_category', CATEGORY_NAME_MISSING],
    ['name', OFFER_NAME_MISSING],
    ['privacy_policy', PRIVACY_POLICY_MISSING_HTML],
    ['parking_description', PARKING_MISSING_HTML],
    ['subtitle', TRANSLATION_MISSING],
  ])('gives the fallback text of %s when nobody has it', (field, text) => {
    expect(pickTranslation([{ locale: 'cz' }], 'en', field)).toBe(text);
    expect(pickTranslation([], 'cz', field)).toBe(text);
  });

  it('has the spec texts', () => {
    expect(TITLE_MISSING).toBe('Title missing');
    expect(OFFER_NAME_MISSING).toBe('Offer name missing');
    expect(TRANSLATION_MISSING).toBe('Translation is missing');
    expect(translationFallback('cookies')).toMatch(/^<p>.*<\/p>$/);
    expect(HTML_FIELDS.has('terms_and_conditions')).toBe(true);
    expect(HTML_FIELDS.has('title')).toBe(false);
  });

  it("returns 'ssrt_error' when translations are not loaded", () => {
    expect(pickTranslation(undefined, 'en', 'title')).toBe(TRANSLATIONS_NOT_LOADED);
    expect(pickTranslation(null, 'en', 'title')).toBe('ssrt_error');
  });

  it('skips the fallback languages when use_fallback_locale is off', () => {
    expect(pickTranslation(translations, 'sk', 'title', { useFallbackLocale: false })).toBe(
      TITLE_MISSING,
    );
    expect(findTranslation(translations, 'en', 'title', { useFallbackLocale: false })).toBe(
      'Autumn fair',
    );
  });

  it('ignores non-string values', () => {
    expect(pickTranslation([{ locale: 'en', title: 42 }], 'en', 'title')).toBe(TITLE_MISSING);
  });
});

describe('pickTranslationEntry', () => {
  it('picks the language, then Czech, then the first entry', () => {
    expect(pickTranslationEntry(translations, 'de')?.title).toBe('Herbstfest');
    expect(pickTranslationEntry(translations.slice(0, 2), 'en')?.locale).toBe('cz');
    expect(pickTranslationEntry([{ locale: 'sk' }, { locale: 'de' }], 'en')?.locale).toBe('sk');
    expect(pickTranslationEntry([{ locale: 'sk' }], 'en', { useFallbackLocale: false })).toBe(
      undefined,
    );
    expect(pickTranslationEntry([], 'en')).toBeUndefined();
  });
});

describe('translationsShownIn', () => {
  it('keeps the language alone when it has every field', () => {
    const complete = [
      { locale: 'en', title: 'Fair', description: 'All day' },
      { locale: 'cz', title: 'Slavnost', description: 'Celý den' },
      { locale: 'de', title: 'Fest', description: 'Ganztägig' },
    ];
    expect(translationsShownIn(complete, 'en')).toEqual([complete[0]]);
    expect(translationsShownIn(complete, 'cz')).toEqual([complete[1]]);
  });

  it('keeps the fallbacks of the fields the language lacks, in list order', () => {
    // en: title blank, description from Czech; article only in Slovak; German unused.
    expect(translationsShownIn(translations, 'en').map((entry) => entry.locale)).toEqual([
      'cz',
      'en',
      'sk',
    ]);
    // A language missing entirely: the whole entry falls back to Czech.
    expect(translationsShownIn(translations.slice(0, 2), 'sk')).toEqual([translations[1]]);
    expect(translationsShownIn([], 'en')).toEqual([]);
  });

  it('answers every pick like the whole list (generated lists)', () => {
    // A small deterministic generator: lists of 0–5 entries in any order, with duplicates, and
    // fields that are present, empty, blank or of another type.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const values = ['', '  ', null, 42, 'a', 'b'];
    const fields = ['title', 'description', 'article'];
    for (let run = 0; run < 500; run++) {
      const list = Array.from({ length: next(6) }, () => {
        const entry: Record<string, unknown> = { locale: [...LOCALES, 'xx'][next(5)]! };
        for (const field of fields) if (next(3) > 0) entry[field] = values[next(values.length)];
        return entry as { locale: string };
      });
      for (const locale of LOCALES) {
        const shown = translationsShownIn(list, locale);
        for (const options of [{}, { useFallbackLocale: false }]) {
          expect(pickTranslationEntry(shown, locale, options)).toBe(
            pickTranslationEntry(list, locale, options),
          );
          for (const field of fields) {
            expect(findTranslation(shown, locale, field, options)).toBe(
              findTranslation(list, locale, field, options),
            );
            expect(pickTranslation(shown, locale, field, options)).toBe(
              pickTranslation(list, locale, field, options),
            );
          }
        }
      }
    }
  });
});
