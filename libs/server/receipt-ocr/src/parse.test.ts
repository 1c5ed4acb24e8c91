import { describe, expect, it } from 'vitest';

import { compareReading, isValidCompanyNumber, readReceiptFields, readTime } from './parse';

/** The parser on recognised text as tesseract returns it (with its usual slips). */
describe('readReceiptFields', () => {
  it('reads total, date and IČO from a till receipt', () => {
    const text = [
      'KNIHKUPECTVI LUXOR',
      '0C Atrium, Namesti 1, Praha',
      'IČO: 27082440',
      'DIČ: €Z27082440',
      'Uctenka ¢. 2026-78004',
      'Datum: 10.11.2026 14:31',
      'Tricko 1 66,40',
      'CELKEM Kc 1 249,90',
      'DPH 21 % 43,37',
      'Hotovost 1 500,00',
    ].join('\n');
    expect(readReceiptFields(text)).toEqual({
      total: 124_990,
      date: '2026-11-10',
      companyNumber: '27082440',
      time: '14:31',
    });
  });

  it('takes the amount on the line after a lone total label, and a labelled date first', () => {
    const text = 'Vydano 01.01.2026\nDatum prodeje: 3. 2. 2026\nK ÚHRADĚ\n  89.00 CZK\nIC 25596641';
    expect(readReceiptFields(text)).toEqual({
      total: 8900,
      date: '2026-02-03',
      companyNumber: '25596641',
      time: null,
    });
  });

  it('falls back to the IČO inside the VAT number and refuses a wrong check digit', () => {
    expect(readReceiptFields('ICO: 27082441\nDIC: CZ27082440').companyNumber).toBe('27082440');
    expect(readReceiptFields('ICO: 27082441').companyNumber).toBeNull();
    expect(isValidCompanyNumber('00006947')).toBe(true);
    expect(isValidCompanyNumber('00006948')).toBe(false);
  });

  it('reads nothing from text without labels or dates', () => {
    expect(readReceiptFields('~~ ,.\n\nabc 12')).toEqual({
      total: null,
      date: null,
      companyNumber: null,
      time: null,
    });
  });
});

describe('readTime', () => {
  it('reads the time to the minute on the date line, not the date digits or other times', () => {
    expect(readTime('Otevřeno 8:00-20:00\nDatum: 3.2.2026 14:05\nCELKEM 120,00')).toBe('14:05');
    expect(readTime('Datum 3. 2. 2026  9 : 07')).toBe('09:07');
    expect(readTime('2026-02-03 23:59 pokladna 2')).toBe('23:59');
    expect(readTime('Datum: 3.2.2026\nCas 14:05')).toBeNull();
    expect(readTime('Datum: 3.2.2026 25:99')).toBeNull();
    expect(readTime('no date here 14:05')).toBeNull();
  });
});

describe('compareReading', () => {
  const entered = { amount: 24_990, date: '2026-11-10', companyNumber: '27082440' };
  const read = { total: 24_990, date: '2026-11-10', companyNumber: '27082440', time: null };
  it('accepts an amount within 1 %, the same day and the shop’s IČO', () => {
    expect(compareReading(read, entered)).toBeNull();
    expect(compareReading({ ...read, total: 25_200 }, entered)).toBeNull();
  });
  it('names the first disagreement', () => {
    expect(compareReading({ ...read, total: 25_300 }, entered)).toBe('amount');
    expect(compareReading({ ...read, date: '2026-11-11' }, entered)).toBe('date');
    expect(compareReading({ ...read, companyNumber: '25596641' }, entered)).toBe('shop');
    expect(compareReading(read, { ...entered, companyNumber: null })).toBe('shop');
    expect(
      compareReading({ total: null, date: null, companyNumber: null, time: null }, entered),
    ).toBe('unreadable');
  });
});

describe('readDate as OCR returns it', () => {
  it('reads d. m yyyy with the second dot lost, and a year whose 0 was misread', () => {
    expect(readReceiptFields('Datum 4. 4 2026 1516').date).toBe('2026-04-04');
    expect(readReceiptFields('Datum: 19.05 2026 1150').date).toBe('2026-05-19');
    expect(readReceiptFields('Datum: 03.11.2626 16:56').date).toBe('2026-11-03');
  });
  it('does not take an amount and a number for a date, nor an impossible month', () => {
    expect(readReceiptFields('Kava 4 238,60\nPokladna 2 2026').date).toBeNull();
    expect(readReceiptFields('Datum: 22.33.2026 11:22').date).toBeNull();
    expect(readReceiptFields('Datum: 15.22.2026').date).toBeNull();
  });
});
