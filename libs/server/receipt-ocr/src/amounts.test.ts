import { describe, expect, it } from 'vitest';

import { amountsIn, formatAmount } from './amounts';

describe('amountsIn', () => {
  it.each([
    ['3 333,33', 333_333],
    ['3\u00a0333,33', 333_333],
    ['3\u202f333,33', 333_333],
    ['3  333,33', 333_333],
    ['1.287,50', 128_750],
    ['1 287.50', 128_750],
    ['1,287.50', 128_750],
    ["1'287.50", 128_750],
    ['CZK 1 287,50', 128_750],
    ['1 287,50 Kč', 128_750],
    ['EUR 12,50', 1250],
    ['12.50 €', 1250],
    ['1287,-', 128_700],
    ['1 287,–', 128_700],
    ['8.283,-', 828_300],
    ['249, 90', 24_990],
    ['1 287,5O', 128_750],
    ['1O0,00', 10_000],
    ['12 345 678,90', 1_234_567_890],
  ])('%j is %d', (text, haler) => {
    expect(amountsIn(text)).toEqual([haler]);
  });

  it('reads several amounts left to right and leaves numbers without decimals', () => {
    expect(amountsIn('21 %  1 063,64  223,36  1 287,00')).toEqual([106_364, 22_336, 128_700]);
    expect(amountsIn('2 x 149,00   298,00')).toEqual([14_900, 29_800]);
    expect(amountsIn('Pokladna 12  č. 4711  12:31')).toEqual([]);
    expect(amountsIn('IČO 27082440')).toEqual([]);
  });

  it('never takes one separator for both thousands and decimals', () => {
    expect(amountsIn('1.287.50')).toEqual([]);
    expect(amountsIn('1,287,50')).toEqual([]);
    expect(amountsIn('1.287,500')).toEqual([]);
  });

  it('formats haléře as a Czech till prints them', () => {
    expect(formatAmount(333_333)).toBe('3 333,33');
    expect(formatAmount(128_750, '.', ',')).toBe('1.287,50');
    expect(formatAmount(5)).toBe('0,05');
  });
});
