import { describe, expect, it } from 'vitest';

import { LOCALES } from '@atrium/domain/locales';

import { slugRewrite } from './slug-rewrite';
import {
  CANONICAL_SLUGS,
  LOCALIZED_SLUGS,
  canonicalizePath,
  correctedLocalizedPath,
  localizeCanonicalPath,
  localizePath,
  localizeSlug,
  sitePathIn,
  switchLocalePath,
  unprefixedPathIn,
} from './slugs';

/** Every English path of spec section 2 (plus the route names without shown paths). */
const ROUTES = [
  '/en/a/some/deep/permalink',
  '/en/about',
  '/en/amenities/toilets/2',
  '/en/amenities/1',
  '/en/amenity/5/baby-room',
  '/en/al/arkady',
  '/en/el/europark',
  '/en/hl/harfa',
  '/en/nl/novoplaza',
  '/en/cinema',
  '/en/cookies',
  '/en/operating-rules',
  '/en/privacy-policy',
  '/en/terms-and-conditions',
  '/en/contact',
  '/en/dashboard',
  '/en/awards',
  '/en/favourites',
  '/en/get-points',
  '/en/my-points',
  '/en/profile',
  '/en/receipts',
  '/en/rewards',
  '/en/support',
  '/en/payment-methods',
  '/en/purchases',
  '/en/event/12/summer-party',
  '/en/events/1',
  '/en/events-mall/2',
  '/en/events-stores/3',
  '/en/faq',
  '/en/floorplan/1',
  '/en/forgot-password',
  '/en/set-new-password',
  '/en/login',
  '/en/register',
  '/en/gift-cards',
  '/en/information',
  '/en/loyalty-program',
  '/en/how-to-get-here',
  '/en/mobile-app',
  '/en/my-reward/9',
  '/en/news-events',
  '/en/news-detail/4/opening',
  '/en/news/1',
  '/en/news-mall/1',
  '/en/news-stores/1',
  '/en/newsletter',
  '/en/offers/fashion/2',
  '/en/offers/1',
  '/en/offer/3/discount',
  '/en/opening-hours',
  '/en/parking',
  '/en/reward/7/coffee',
  '/en/rewards/food/1',
  '/en/rewards/1',
  '/en/search',
  '/en/shops-services',
  '/en/shops/fashion/1',
  '/en/shop/42/zara',
  '/en/e-shops',
  '/en/blog',
  '/en/wl',
];

describe('slug table', () => {
  it('covers every first segment of the spec routes and nothing else', () => {
    const firstSegments = new Set(ROUTES.map((path) => path.split('/')[2]));
    expect([...firstSegments].sort()).toEqual([...CANONICAL_SLUGS].sort());
  });

  it.each(LOCALES)('has unique, plain-ASCII slugs in %s', (locale) => {
    const slugs = CANONICAL_SLUGS.map((slug) => localizeSlug(slug, locale));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(LOCALES)('never uses the English slug of another route in %s', (locale) => {
    for (const slug of CANONICAL_SLUGS) {
      const localized = localizeSlug(slug, locale);
      if (localized !== slug) expect(CANONICAL_SLUGS).not.toContain(localized);
    }
  });

  it('reads naturally in each language', () => {
    expect(LOCALIZED_SLUGS.shops).toEqual({ cz: 'obchody', sk: 'obchody', de: 'geschaefte' });
    expect(LOCALIZED_SLUGS.events.cz).toBe('akce');
    expect(LOCALIZED_SLUGS['opening-hours']).toEqual({
      cz: 'oteviraci-doba',
      sk: 'otvaracie-hodiny',
      de: 'oeffnungszeiten',
    });
  });
});

describe('localizePath / canonicalizePath', () => {
  it('localises the first segment only', () => {
    expect(localizePath('/en/shops/fashion/1', 'cz')).toBe('/cz/obchody/fashion/1');
    expect(localizePath('/en/shops/shops/1', 'de')).toBe('/de/geschaefte/shops/1');
    expect(localizePath('/shops/fashion/1', 'sk')).toBe('/sk/obchody/fashion/1');
    expect(localizePath('/en/opening-hours?x=1#today', 'de')).toBe('/de/oeffnungszeiten?x=1#today');
  });

  it('maps the home page and unknown segments', () => {
    expect(localizePath('/', 'cz')).toBe('/cz');
    expect(localizePath('/en', 'de')).toBe('/de');
    expect(localizePath('/en/no-such-page', 'cz')).toBe('/cz/no-such-page');
    expect(canonicalizePath('/cz/no-such-page/1')).toBe('/cz/no-such-page/1');
    expect(canonicalizePath('/cz')).toBe('/cz');
    expect(canonicalizePath('/')).toBe('/');
    expect(canonicalizePath('/xx/obchody')).toBe('/xx/obchody');
    expect(canonicalizePath('/.well-known/security.txt')).toBe('/.well-known/security.txt');
  });

  it('does not accept another language’s slug as a route', () => {
    expect(canonicalizePath('/cz/geschaefte')).toBe('/cz/geschaefte');
    expect(canonicalizePath('/de/obchody/1')).toBe('/de/obchody/1');
    expect(correctedLocalizedPath('/cz/shops/fashion/1?q=1')).toBe('/cz/obchody/fashion/1?q=1');
    expect(correctedLocalizedPath('/de/obchody')).toBe('/de/geschaefte');
    expect(correctedLocalizedPath('/de/geschaefte')).toBeNull();
    expect(correctedLocalizedPath('/de/nothing')).toBeNull();
    expect(correctedLocalizedPath('/')).toBeNull();
  });

  describe.each(LOCALES)('round trip of every route in %s', (locale) => {
    it.each(ROUTES)('%s', (route) => {
      const localized = localizePath(route, locale);
      expect(localized.startsWith(`/${locale}/`)).toBe(true);
      const canonical = canonicalizePath(localized);
      expect(canonical).toBe(route.replace(/^\/en/, `/${locale}`));
      expect(localizeCanonicalPath(canonical)).toBe(localized);
      for (const target of LOCALES) {
        expect(switchLocalePath(localized, target)).toBe(localizePath(route, target));
      }
      if (locale !== 'en') {
        const segment = route.split('/')[2] as (typeof CANONICAL_SLUGS)[number];
        expect(localized.split('/')[2]).toBe(localizeSlug(segment, locale));
      }
    });
  });
});

describe('switchLocalePath', () => {
  it('keeps the visitor on the same page', () => {
    expect(switchLocalePath('/cz/obchody/fashion/1', 'de')).toBe('/de/geschaefte/fashion/1');
    expect(switchLocalePath('/de/veranstaltung/3/fest', 'cz')).toBe('/cz/akce-detail/3/fest');
    expect(switchLocalePath('/sk/moj-ucet', 'en')).toBe('/en/dashboard');
    expect(switchLocalePath('/', 'sk')).toBe('/sk');
    expect(switchLocalePath('/cz', 'en')).toBe('/en');
  });
});

describe('slugRewrite', () => {
  it('turns the address bar into the canonical tree and back', () => {
    const input = slugRewrite.input({ url: new URL('http://localhost:4200/cz/akce/2?x=1') });
    expect(input.pathname).toBe('/cz/events/2');
    expect(input.search).toBe('?x=1');
    const output = slugRewrite.output({ url: new URL('http://localhost:4200/sk/event/3/party') });
    expect(output.pathname).toBe('/sk/podujatie/3/party');
    expect(slugRewrite.output({ url: new URL('http://localhost:4200/') }).pathname).toBe('/');
  });
});

describe('sitePathIn', () => {
  it('puts a language-neutral settings path in the page language', () => {
    expect(sitePathIn('/events/1', 'cz')).toBe('/cz/events/1');
    expect(sitePathIn('/shops-services?f=dine', 'de')).toBe('/de/shops-services?f=dine');
    expect(sitePathIn('loyalty-program', 'sk')).toBe('/sk/loyalty-program');
    expect(sitePathIn('/', 'en')).toBe('/en');
  });

  it('replaces a language prefix or another language slug with the page language', () => {
    expect(sitePathIn('/en/privacy-policy', 'de')).toBe('/de/privacy-policy');
    expect(sitePathIn('/akce/1', 'en')).toBe('/en/events/1');
    expect(sitePathIn('/cz/parkovani', 'sk')).toBe('/sk/parking');
  });
});

describe('unprefixedPathIn', () => {
  it('finds the page of a path without a language prefix', () => {
    expect(unprefixedPathIn('/shops-services', 'cz')).toBe('/cz/obchody-a-sluzby');
    expect(unprefixedPathIn('/events/1?x=1', 'de')).toBe('/de/veranstaltungen/1?x=1');
    expect(unprefixedPathIn('/vernostni-program', 'en')).toBe('/en/loyalty-program');
  });

  it('leaves prefixed paths, the home page and unknown segments alone', () => {
    expect(unprefixedPathIn('/en/events/1', 'cz')).toBeNull();
    expect(unprefixedPathIn('/', 'cz')).toBeNull();
    expect(unprefixedPathIn('/no-such-page', 'cz')).toBeNull();
    expect(unprefixedPathIn('/.well-known/security.txt', 'cz')).toBeNull();
  });
});
