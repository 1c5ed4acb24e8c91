import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { categoryPageParams, idTitleParams, pageParams, parseParams } from './route-params';
import {
  calendarDate,
  exactly,
  oneOf,
  positiveInt,
  searchParser,
  text,
} from '../routing/search-fields';

function notFoundOf(run: () => unknown): boolean {
  try {
    run();
  } catch (error) {
    return isNotFound(error);
  }
  return false;
}

describe('path parameters', () => {
  const page = parseParams(pageParams);
  const detail = parseParams(idTitleParams);

  it('reads page numbers and ids as numbers, and writes them back as strings', () => {
    expect(page.parse({ page: '3' })).toEqual({ page: 3 });
    expect(detail.parse({ id: '15', title: 'brightwood-home' })).toEqual({
      id: 15,
      title: 'brightwood-home',
    });
    expect(detail.stringify({ id: 15, title: 'x' })).toEqual({ id: '15', title: 'x' });
  });

  it('answers a bad number, id or title with notFound()', () => {
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', '2147483648', ' 2']) {
      expect(
        notFoundOf(() => page.parse({ page: bad })),
        bad,
      ).toBe(true);
    }
    expect(notFoundOf(() => detail.parse({ id: '1', title: '' }))).toBe(true);
    expect(notFoundOf(() => detail.parse({ id: '1', title: 'x'.repeat(301) }))).toBe(true);
    expect(
      notFoundOf(() =>
        parseParams(categoryPageParams).parse({ category: 'x'.repeat(101), page: '1' }),
      ),
    ).toBe(true);
  });
});

describe('search fields', () => {
  it('reads a calendar day that exists, and drops any other', () => {
    expect(calendarDate('2026-11-28')).toBe('2026-11-28');
    expect(calendarDate('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2026-02-30', '2026-13-01', '9999-99-99', '2026-1-1', 20261128, '']) {
      expect(calendarDate(bad)).toBeUndefined();
    }
  });

  it('positiveInt takes numbers and decimal digits only', () => {
    expect(positiveInt(7)).toBe(7);
    expect(positiveInt('7')).toBe(7);
    expect(positiveInt('0x10')).toBeUndefined();
    expect(positiveInt(2.5)).toBeUndefined();
    expect(positiveInt(null)).toBeUndefined();
  });

  it('text trims when asked and keeps the length limits', () => {
    const query = text({ min: 2, max: 5, trim: true });
    expect(query(' ab ')).toBe('ab');
    expect(query('a')).toBeUndefined();
    expect(query('abcdef')).toBeUndefined();
    expect(query({})).toBeUndefined();
  });

  it('drops values it does not accept and keeps the rest', () => {
    const search = searchParser({ method: oneOf(['sso']), q: text({ max: 10 }) });
    expect(search({ method: 'sso', q: 'shoe', other: 'x' })).toEqual({ method: 'sso', q: 'shoe' });
    expect(search({ method: 'password', q: ['a'] })).toEqual({});
  });

  it('exactly() rejects another value with a message naming the parameter', () => {
    const search = searchParser({ f: exactly('f', ['dine']) });
    expect(search({})).toEqual({});
    expect(search({ f: 'dine' })).toEqual({ f: 'dine' });
    expect(() => search({ f: 'shop' })).toThrow(`f: expected 'dine', got "shop"`);
  });
});
