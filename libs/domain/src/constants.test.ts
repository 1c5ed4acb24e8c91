import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_BREAKPOINTS,
  LOCALE_COOKIE,
  PAGE_SIZES,
  REALTIME_CLOSE_REASONS,
  TOKEN_COOKIE,
  carouselItemsForWidth,
  isPageSize,
} from './constants';

describe('constants', () => {
  it('page sizes are the spec list', () => {
    expect(PAGE_SIZES).toEqual([1, 2, 8, 12, 24, 48]);
    expect(isPageSize(24)).toBe(true);
    expect(isPageSize(10)).toBe(false);
  });

  it('breakpoint tables are widest first', () => {
    for (const table of Object.values(CAROUSEL_BREAKPOINTS)) {
      const widths = table.map((b) => b.minWidth);
      expect(widths).toEqual([...widths].sort((a, b) => b - a));
    }
  });

  it.each([
    ['four', 1400, 4],
    ['four', 1060, 4],
    ['four', 1059, 3],
    ['four', 523, 2],
    ['four', 100, 1],
    ['five', 840, 4],
    ['five', 416, 2],
    ['five', 208, 1],
    ['six', 869, 5],
    ['six', 521, 3],
    ['six', 360, 2],
    ['six', 346, 1],
  ] as const)('a %s-item carousel at %i px shows %i', (size, width, items) => {
    expect(carouselItemsForWidth(size, width)).toBe(items);
  });

  it('cookies last a year', () => {
    expect(TOKEN_COOKIE.maxAgeSeconds).toBe(31_536_000);
    expect(LOCALE_COOKIE).toMatchObject({ name: 'locale', days: 365, sameSite: 'lax' });
  });

  it('formats the interrupted close reason with its status', () => {
    expect(REALTIME_CLOSE_REASONS.interrupted(1006)).toBe('Connection interrupted (1006)');
  });
});
