import type { LanguageMetaTags } from '@atrium/domain/tenant-config';
import { describe, expect, it } from 'vitest';
import { pageMetaTags } from './page-meta-tags';

const tags = (title: string): LanguageMetaTags => ({
  index: { title, description: `${title}.`, keywords: '' },
});

describe('page meta tags', () => {
  it('loads each language once, and names one asked for before it is loaded', async () => {
    const loads: string[] = [];
    const loader = (title: string, locale: string) => async () => {
      loads.push(locale);
      return tags(title);
    };
    const metaTags = pageMetaTags({
      en: loader('Mall', 'en'),
      cz: loader('Centrum', 'cz'),
      sk: loader('Centrum SK', 'sk'),
      de: loader('Zentrum', 'de'),
    });
    expect(() => metaTags.of('cz')).toThrow('The page meta tags of cz are not loaded');
    await Promise.all([metaTags.load('cz'), metaTags.load('cz')]);
    await metaTags.load('cz');
    expect(metaTags.of('cz').index.title).toBe('Centrum');
    await metaTags.load('de');
    expect(metaTags.of('de').index.title).toBe('Zentrum');
    expect(loads).toEqual(['cz', 'de']);
  });

  it('tries a language again after its load failed', async () => {
    let attempts = 0;
    const metaTags = pageMetaTags({
      en: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return tags('Mall');
      },
      cz: async () => tags('Centrum'),
      sk: async () => tags('Centrum SK'),
      de: async () => tags('Zentrum'),
    });
    await expect(metaTags.load('en')).rejects.toThrow('offline');
    await metaTags.load('en');
    expect(metaTags.of('en').index.title).toBe('Mall');
  });
});
