import { describe, expect, it } from 'vitest';

import { readTotal, readTotalLine } from './total';

const receipt = (...lines: string[]) => lines.join('\n');

describe('readTotal: labels in four languages', () => {
  it.each([
    ['CELKEM K ÚHRADĚ   3 333,33', 333_333],
    ['K úhradě Kč 1 287,50', 128_750],
    ['Celkem Kč   1287,-', 128_700],
    ['Celková částka 89,00 Kč', 8900],
    ['SPOLU K ÚHRADE 12,40 EUR', 1240],
    ['Spolu   12,40', 1240],
    ['Celkom EUR 7,90', 790],
    ['Suma 45,10', 4510],
    ['Summe EUR 1.287,50', 128_750],
    ['ZU ZAHLEN   8.283,-', 828_300],
    ['Gesamt 19,99', 1999],
    ['Gesamtbetrag EUR 230,00', 23_000],
    ['Betrag EUR 4,20', 420],
    ['TOTAL CZK 1,287.50', 128_750],
    ['Total to pay 1 287.50', 128_750],
    ['AMOUNT DUE   349.00', 34_900],
    ['Celkem vč. DPH 1 287,50', 128_750],
    ['Summe inkl. MwSt 12,50', 1250],
    // Common OCR slips of "K úhradě".
    ['K thradé K¢ 962,00', 96_200],
    ['K uhradeé 570,38', 57_038],
  ])('%j', (line, haler) => {
    expect(readTotal(receipt('Zboží 1,00', line))).toBe(haler);
  });

  it('takes the amount on the next line after a label standing alone', () => {
    expect(readTotal(receipt('CELKEM K ÚHRADĚ', '   CZK 3 333,33'))).toBe(333_333);
    expect(readTotalLine(receipt('ZU ZAHLEN', 'EUR 12,50'))).toEqual({
      total: 1250,
      line: 'ZU ZAHLEN EUR 12,50',
    });
  });
});

describe('readTotal: lines that are not the total', () => {
  it('skips VAT lines and a VAT table', () => {
    const text = receipt(
      'Káva 89,00',
      'CELKEM 1 287,50',
      'Sazba   Základ   DPH   Celkem',
      '21 %  1 064,05  223,45  1 287,50',
      'Celkem bez DPH 1 064,05',
      'DPH 21 % celkem 223,45',
    );
    expect(readTotal(text)).toBe(128_750);
    expect(readTotal(receipt('Spolu bez DPH 10,00', 'DPH 20 % 2,00'))).toBeNull();
    expect(readTotal(receipt('MwSt-Betrag 19 % 1,60', 'Summe MwSt 1,60', 'Netto 8,40'))).toBeNull();
    expect(readTotal(receipt('VAT total 21 % 59.92', 'Total VAT 59.92'))).toBeNull();
  });

  it('skips subtotals', () => {
    expect(readTotal(receipt('Zwischensumme 10,00', 'Summe 12,50'))).toBe(1250);
    expect(readTotal(receipt('Mezisoučet 10,00', 'Celkem 12,50'))).toBe(1250);
    expect(readTotal(receipt('Subtotal 10.00', 'Sub-total 10.00', 'Sub total 10.00'))).toBeNull();
    expect(readTotal(receipt('Medzisúčet 3,00'))).toBeNull();
  });

  it('skips card slip, cash and change lines', () => {
    const text = receipt(
      'Summe EUR 12,50',
      'Bar gegeben 20,00',
      'Rückgeld 7,50',
      'Kartenzahlung 12,50',
      'Betrag Karte 99,00',
    );
    expect(readTotal(text)).toBe(1250);
    expect(readTotal(receipt('CELKEM 87,00', 'Hotovost 100,00', 'Vráceno 13,00'))).toBe(8700);
    expect(
      readTotal(receipt('Total 8.70', 'Cash 10.00', 'Change 1.30', 'Total paid card 8.70')),
    ).toBe(870);
    expect(readTotal(receipt('Platba kartou celkem 55,00', 'Vráceno celkem 5,00'))).toBeNull();
    expect(readTotal(receipt('Celkem ušetřeno 40,00', 'Sie sparen gesamt 3,00'))).toBeNull();
  });

  it('does not take the next line when it is a trap or the label line says more', () => {
    expect(readTotal(receipt('CELKEM', 'DPH 21 % 43,37'))).toBeNull();
    expect(readTotal(receipt('Celkem položek', '3'))).toBeNull();
  });

  it('prefers the strongest label and, for one label, the lowest line', () => {
    expect(readTotal(receipt('Celkem 100,00', 'K úhradě 90,00'))).toBe(9000);
    expect(readTotal(receipt('Summe 10,00', 'Summe 12,00'))).toBe(1200);
  });
});
