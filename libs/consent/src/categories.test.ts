import { describe, expect, it } from 'vitest';

import {
  consentLanguage,
  enabledCookieIds,
  localisedText,
  normaliseCategories,
  preselectedIds,
} from './categories';
import { SEED_LIKE_CATEGORIES } from './test-categories';

describe('categories', () => {
  it('maps the banner language: cz → cs, gb and us → en', () => {
    expect(['cz', 'gb', 'us', 'en', 'sk', 'DE'].map(consentLanguage)).toEqual([
      'cs',
      'en',
      'en',
      'en',
      'sk',
      'de',
    ]);
  });

  it('picks a text by site or banner language, then Czech, English, any', () => {
    expect(localisedText({ en: 'Hi', cs: 'Ahoj' }, 'cz')).toBe('Ahoj');
    expect(localisedText({ en: 'Hi', cz: 'Ahoj' }, 'cz')).toBe('Ahoj');
    expect(localisedText({ en: 'Hi', cz: 'Ahoj' }, 'de')).toBe('Ahoj');
    expect(localisedText({ en: 'Hi' }, 'gb')).toBe('Hi');
    expect(localisedText({ pl: 'Cześć' }, 'sk')).toBe('Cześć');
    expect(localisedText('Plain', 'sk')).toBe('Plain');
  });

  it('puts necessary first, adds it when missing and drops duplicate ids', () => {
    const [necessary, functional, statistics, marketing] = SEED_LIKE_CATEGORIES;
    expect(
      normaliseCategories([statistics!, necessary!, statistics!, functional!, marketing!]).map(
        (c) => c.id,
      ),
    ).toEqual(['necessary', 'statistics', 'functional', 'marketing']);
    expect(normaliseCategories([marketing!]).map((c) => c.id)).toEqual(['necessary', 'marketing']);
  });

  it('preselects necessary and the preselected categories; lists enabled cookie ids', () => {
    expect(preselectedIds(SEED_LIKE_CATEGORIES)).toEqual(['necessary', 'functional']);
    expect(enabledCookieIds(SEED_LIKE_CATEGORIES, ['necessary', 'marketing'])).toEqual([
      'token',
      'locale',
      'cookie_consent',
      '_fbp',
    ]);
  });
});
