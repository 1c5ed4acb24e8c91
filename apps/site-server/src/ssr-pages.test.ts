import { describe, expect, it } from 'vitest';

import { PAGE_CACHE_BUDGETS, pageCacheBytesOf } from './ssr-pages';

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
