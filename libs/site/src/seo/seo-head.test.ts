import { describe, expect, it } from 'vitest';

import { alternateLinks, detailPaths, pathsFromLocation } from './seo-head';

const ORIGIN = 'https://www.galerieharfa.cz';

describe('alternateLinks', () => {
  it('gives the canonical URL and hreflang alternates with localised slugs', () => {
    const links = alternateLinks({
      origin: ORIGIN,
      locale: 'cz',
      paths: pathsFromLocation('/cz/obchody/fashion/2'),
    });
    expect(links).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/cz/obchody/fashion/2` },
      { rel: 'alternate', hrefLang: 'en', href: `${ORIGIN}/en/shops/fashion/2` },
      { rel: 'alternate', hrefLang: 'cs', href: `${ORIGIN}/cz/obchody/fashion/2` },
      { rel: 'alternate', hrefLang: 'sk', href: `${ORIGIN}/sk/obchody/fashion/2` },
      { rel: 'alternate', hrefLang: 'de', href: `${ORIGIN}/de/geschaefte/fashion/2` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${ORIGIN}/cz/obchody/fashion/2` },
    ]);
  });

  it('points the bare / at each language home, and leaves out inactive languages', () => {
    const links = alternateLinks({
      origin: `${ORIGIN}/`,
      locale: 'en',
      paths: pathsFromLocation('/'),
      locales: ['en', 'de'],
    });
    expect(links.map((link) => [link.hrefLang ?? link.rel, link.href])).toEqual([
      ['canonical', `${ORIGIN}/en`],
      ['en', `${ORIGIN}/en`],
      ['de', `${ORIGIN}/de`],
      ['x-default', `${ORIGIN}/en`],
    ]);
  });

  it('localises the title slug of detail pages per language', () => {
    const paths = detailPaths('event', 12, {
      en: 'Christmas lights',
      cz: 'Rozsvícení vánočního stromu',
      de: 'Weihnachtsbeleuchtung',
    });
    expect(paths('cz')).toBe('/cz/akce-detail/12/rozsviceni-vanocniho-stromu');
    expect(paths('de')).toBe('/de/veranstaltung/12/weihnachtsbeleuchtung');
    expect(paths('sk')).toBe('/sk/podujatie/12/rozsviceni-vanocniho-stromu');
    expect(paths('en')).toBe('/en/event/12/christmas-lights');
  });
});
