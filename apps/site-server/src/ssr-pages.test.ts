import { describe, expect, it } from 'vitest';

import { PAGE_CACHE_BUDGETS, pageBudgetOf, pageCacheBytesOf } from './ssr-pages';

describe('the page cache size (PAGE_CACHE_MB)', () => {
  it('is the default unless set, and megabytes when set', () => {
    expect(pageCacheBytesOf(undefined)).toBe(PAGE_CACHE_BUDGETS.pages);
    expect(pageCacheBytesOf(' ')).toBe(PAGE_CACHE_BUDGETS.pages);
    expect(pageCacheBytesOf('16')).toBe(16 * 1024 * 1024);
    expect(pageCacheBytesOf('0.5')).toBe(512 * 1024);
  });

  it('refuses what is not a positive number, at start', () => {
    for (const value of ['0', '-8', 'lots', '48MB', 'Infinity']) {
      expect(() => pageCacheBytesOf(value), value).toThrow(
        `PAGE_CACHE_MB: "${value}" is not a positive number of megabytes`,
      );
    }
  });
});

describe('page cache budgets', () => {
  const html = (status: number) =>
    ({ kind: 'html', status, html: new Uint8Array(10), renderMs: 1 }) as const;

  it('keeps a page of a path in pages, anything with a query in queries, the rest in others', () => {
    expect(pageBudgetOf('/en/news/1', html(200))).toBe('pages');
    expect(pageBudgetOf('/#cz', html(200))).toBe('pages');
    expect(pageBudgetOf('/en/search?q=coffee', html(200))).toBe('queries');
    expect(pageBudgetOf('/en/shops-services?invalid', html(404))).toBe('queries');
    expect(pageBudgetOf('/en/missing', html(404))).toBe('others');
    expect(pageBudgetOf('/en/missing', html(410))).toBe('others');
    expect(
      pageBudgetOf('/cz/offers/x', {
        kind: 'moved',
        status: 301,
        to: '/cz/nabidky/x',
        renderMs: 1,
      }),
    ).toBe('others');
  });

  it('gives pages most of the bytes and floods of never-seen addresses little', () => {
    expect(PAGE_CACHE_BUDGETS.queries).toBeLessThan(PAGE_CACHE_BUDGETS.pages / 8);
    expect(PAGE_CACHE_BUDGETS.others).toBeLessThan(PAGE_CACHE_BUDGETS.pages / 8);
  });
});
