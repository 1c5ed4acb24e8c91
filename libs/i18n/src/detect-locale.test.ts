import { describe, expect, it } from 'vitest';

import { detectLocale, detectLocaleWithSource, parseAcceptLanguage } from './detect-locale';
import { localeFromLanguageTag, localeFromPathname } from './locale-tag';

describe('detectLocale', () => {
  it('lets the URL prefix win over everything else', () => {
    expect(
      detectLocaleWithSource({
        pathname: '/sk/obchody',
        cookieHeader: 'locale=de',
        acceptLanguage: 'en',
      }),
    ).toEqual({ locale: 'sk', source: 'url' });
    expect(detectLocale({ pathname: '/en', cookieValue: 'de' })).toBe('en');
  });

  it('uses the locale cookie when the URL has no prefix', () => {
    expect(
      detectLocaleWithSource({
        pathname: '/',
        cookieHeader: 'a=1; locale=de; b=2',
        acceptLanguage: 'sk',
      }),
    ).toEqual({ locale: 'de', source: 'cookie' });
    expect(detectLocale({ pathname: '/', cookieValue: 'en', navigatorLanguages: ['sk'] })).toBe(
      'en',
    );
  });

  it('ignores a cookie that is not a locale', () => {
    expect(detectLocale({ pathname: '/', cookieHeader: 'locale=xx', acceptLanguage: 'de' })).toBe(
      'de',
    );
  });

  it('uses the browser language next, mapping cs to cz', () => {
    expect(
      detectLocaleWithSource({ pathname: '/', acceptLanguage: 'cs-CZ,cs;q=0.9,en;q=0.8' }),
    ).toEqual({ locale: 'cz', source: 'browser' });
    expect(detectLocale({ pathname: '/', navigatorLanguages: ['fr-FR', 'de-AT', 'en'] })).toBe(
      'de',
    );
    expect(detectLocale({ acceptLanguage: 'fr;q=1, en;q=0.5, sk;q=0.7' })).toBe('sk');
  });

  it('falls back to cz', () => {
    expect(detectLocaleWithSource({ pathname: '/', acceptLanguage: 'fr, it' })).toEqual({
      locale: 'cz',
      source: 'fallback',
    });
    expect(detectLocale({})).toBe('cz');
    expect(detectLocale({ pathname: '/czech/x' })).toBe('cz');
  });
});

describe('helpers', () => {
  it('parses Accept-Language by quality, dropping q=0 and *', () => {
    expect(parseAcceptLanguage('de;q=0.5, en-GB, *;q=0.1, sk;q=0')).toEqual(['en-GB', 'de']);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('maps tags and paths', () => {
    expect(localeFromLanguageTag('cs')).toBe('cz');
    expect(localeFromLanguageTag('CZ')).toBe('cz');
    expect(localeFromLanguageTag('en_US')).toBe('en');
    expect(localeFromLanguageTag('pl')).toBeNull();
    expect(localeFromPathname('/de/geschaefte')).toBe('de');
    expect(localeFromPathname('/cz?x=1')).toBe('cz');
    expect(localeFromPathname('/.well-known/x')).toBeNull();
  });
});
