import { describe, expect, it, vi } from 'vitest';

import {
  alternateLinks,
  detailPaths,
  pathsFromLocation,
  seoHead,
  tenantPageMetaTags,
  type HeadMeta,
} from './seo-head';

const ORIGIN = 'https://www.galerieharfa.cz';

function metaContent(meta: HeadMeta[], key: string): string | undefined {
  for (const entry of meta) {
    if ('name' in entry && entry.name === key) return entry.content;
    if ('property' in entry && entry.property === key) return entry.content;
  }
  return undefined;
}

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

describe('seoHead', () => {
  it('renders title, description, keywords, robots, og:* and JSON-LD', () => {
    const head = seoHead({
      origin: ORIGIN,
      locale: 'en',
      paths: pathsFromLocation('/en/events/1'),
      title: 'Events – Galerie Harfa',
      description: 'What is on.',
      keywords: 'events',
      image: '/media/harfa.png',
      siteName: 'Galerie Harfa',
      jsonLd: [{ '@type': 'ShoppingCenter', name: 'Harfa </script><b>' }],
    });
    expect(head.meta[0]).toEqual({ title: 'Events – Galerie Harfa' });
    expect(metaContent(head.meta, 'description')).toBe('What is on.');
    expect(metaContent(head.meta, 'keywords')).toBe('events');
    expect(metaContent(head.meta, 'robots')).toBe('index, follow');
    expect(metaContent(head.meta, 'og:title')).toBe('Events – Galerie Harfa');
    expect(metaContent(head.meta, 'og:description')).toBe('What is on.');
    expect(metaContent(head.meta, 'og:locale')).toBe('en_GB');
    expect(metaContent(head.meta, 'og:url')).toBe(`${ORIGIN}/en/events/1`);
    expect(metaContent(head.meta, 'og:image')).toBe(`${ORIGIN}/media/harfa.png`);
    expect(metaContent(head.meta, 'og:site_name')).toBe('Galerie Harfa');
    expect(head.scripts).toEqual([
      {
        type: 'application/ld+json',
        children: '{"@type":"ShoppingCenter","name":"Harfa \\u003c/script>\\u003cb>"}',
      },
    ]);
    expect(JSON.parse(head.scripts[0]!.children)).toEqual({
      '@type': 'ShoppingCenter',
      name: 'Harfa </script><b>',
    });
    expect(head.links[0]).toEqual({ rel: 'canonical', href: `${ORIGIN}/en/events/1` });
  });

  it('maps og:locale per language', () => {
    const locales = (['en', 'cz', 'sk', 'de'] as const).map((locale) =>
      metaContent(
        seoHead({
          origin: ORIGIN,
          locale,
          paths: pathsFromLocation('/'),
          title: 't',
          description: 'd',
        }).meta,
        'og:locale',
      ),
    );
    expect(locales).toEqual(['en_GB', 'cs_CZ', 'sk_SK', 'de_DE']);
  });
});

describe('tenantPageMetaTags', () => {
  const tenant = {
    pagesMetaTags: {
      en: {
        index: { title: 'Home', description: 'Mall', keywords: 'mall' },
        offers: { title: 'Offers', description: 'Deals', keywords: 'deals' },
      },
    },
  } as never;

  it("takes the page's own tags, else the index page's", () => {
    expect(tenantPageMetaTags(tenant, 'en', 'offers')?.title).toBe('Offers');
    expect(tenantPageMetaTags(tenant, 'en', 'events')?.title).toBe('Home');
  });

  it('skips SEO with a console error when the language has no tags', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(tenantPageMetaTags(tenant, 'de')).toBeNull();
    expect(tenantPageMetaTags(undefined, 'en')).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
