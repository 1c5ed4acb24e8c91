import { describe, expect, it } from 'vitest';

import { prefetchHref } from './visible-prefetch';

const ORIGIN = 'https://mall.example';

function link(href: string, attributes: Record<string, string> = {}) {
  return {
    href: new URL(href, ORIGIN).href,
    target: attributes['target'] ?? '',
    hasAttribute: (name: string) => name in attributes,
  };
}

describe('prefetchHref', () => {
  it('takes the path and search of an in-app link', () => {
    expect(prefetchHref(link('/en/shops-services?category=3#top'), ORIGIN)).toBe(
      '/en/shops-services?category=3',
    );
  });

  it('leaves out other sites, new windows, downloads, files and the API', () => {
    expect(prefetchHref(link('https://maps.example/place'), ORIGIN)).toBeNull();
    expect(prefetchHref(link('/en/events', { target: '_blank' }), ORIGIN)).toBeNull();
    expect(prefetchHref(link('/files/menu', { download: '' }), ORIGIN)).toBeNull();
    expect(prefetchHref(link('/sitemap.xml'), ORIGIN)).toBeNull();
    expect(prefetchHref(link('/api/proxy/v1/companies'), ORIGIN)).toBeNull();
  });
});
