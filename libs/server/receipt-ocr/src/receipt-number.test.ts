import { describe, expect, it } from 'vitest';

import { readReceiptNumber } from './receipt-number';

describe('readReceiptNumber', () => {
  it.each([
    ['Účtenka č. 2026-78004', '2026-78004'],
    ['Uétenka ¢. A618676', 'A618676'],
    ['Pokladničný doklad č. 2026-90663', '2026-90663'],
    ['Číslo dokladu: 0123/456', '0123/456'],
    ['Bon-Nr. 4711', '4711'],
    ['Beleg-Nr.: 2026-54546', '2026-54546'],
    ['Receipt No. A841408', 'A841408'],
    ['Receipt #: 7352', '7352'],
  ])('%j', (line, number) => {
    expect(readReceiptNumber(`SHOP\n${line}\nDatum 1.2.2026`)).toBe(number);
  });

  it('is null without a labelled number', () => {
    expect(readReceiptNumber('Účtenka\nDěkujeme')).toBeNull();
    expect(readReceiptNumber('Receipt No. ABC')).toBeNull();
  });
});
