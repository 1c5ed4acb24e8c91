import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  formatPrice,
  multiplyAmount,
  parseDecimal,
  toDecimalString,
  toMinorUnits,
} from './money';

/** Intl separates groups and the currency with no-break spaces. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatPrice', () => {
  it.each([
    ['en', 'CZK 199.90', 'CZK 1,234.50', 'CZK 1,000'],
    ['cz', '199,90 Kč', '1 234,50 Kč', '1 000 Kč'],
    ['sk', '199,90 CZK', '1 234,50 CZK', '1 000 CZK'],
    ['de', '199,90 CZK', '1.234,50 CZK', '1.000 CZK'],
  ] as const)('formats CZK in %s', (locale, small, thousands, whole) => {
    expect(formatPrice(19990, locale)).toBe(nb(small));
    expect(formatPrice('1234.5', locale)).toBe(nb(thousands));
    expect(formatPrice(100000, locale)).toBe(nb(whole));
  });

  it('shows the minor part on whole amounts when asked', () => {
    expect(formatPrice(100, 'cz', { alwaysShowMinor: true })).toBe(nb('1,00 Kč'));
  });

  it('formats other currencies and negatives', () => {
    expect(formatPrice(-50, 'de', { currency: 'EUR' })).toBe(nb('-0,50 €'));
    expect(formatPrice('-0.5', 'en', { currency: 'EUR' })).toBe('-€0.50');
  });

  it('is exact where floats are not', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in haléře it is 30.
    expect(formatPrice(addAmounts('0.1', '0.2'), 'en')).toBe(nb('CZK 0.30'));
    // Decimal strings reach Intl unchanged, up to the largest safe number of haléře.
    expect(formatPrice('1.01', 'cz')).toBe(nb('1,01 Kč'));
    expect(formatPrice(9_007_199_254_740_991, 'en')).toBe(nb('CZK 90,071,992,547,409.91'));
  });
});

describe('minor units', () => {
  it('parses decimal strings', () => {
    expect(parseDecimal('199.90')).toBe(19990);
    expect(parseDecimal('199,9')).toBe(19990);
    expect(parseDecimal(' 5 ')).toBe(500);
    expect(parseDecimal('-0.05')).toBe(-5);
    expect(parseDecimal('+12.34')).toBe(1234);
  });

  it('rejects more than two decimals and non-numbers', () => {
    expect(() => parseDecimal('1.005')).toThrow(RangeError);
    expect(() => parseDecimal('abc')).toThrow(RangeError);
    expect(() => parseDecimal('1e3')).toThrow(RangeError);
    expect(() => parseDecimal('')).toThrow(RangeError);
  });

  it('refuses fractional minor units', () => {
    expect(() => toMinorUnits(1.5)).toThrow(/whole number/);
    expect(() => formatPrice(Number.NaN, 'en')).toThrow(RangeError);
  });

  it('writes decimal strings', () => {
    expect(toDecimalString(19990)).toBe('199.90');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(-1205)).toBe('-12.05');
    expect(toDecimalString(0)).toBe('0.00');
  });

  it('adds and multiplies on integers', () => {
    expect(addAmounts(19990, '0.10', '-100')).toBe(10000);
    expect(addAmounts()).toBe(0);
    expect(multiplyAmount('19.99', 3)).toBe(5997);
    expect(() => multiplyAmount(100, 1.5)).toThrow(/quantity/);
  });
});
