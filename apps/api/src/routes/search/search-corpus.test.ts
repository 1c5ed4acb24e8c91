import { describe, expect, it } from 'vitest';

import { foldForSearch } from './search-corpus';

describe('foldForSearch', () => {
  it('drops diacritics and case, and writes ß as ss', () => {
    expect(foldForSearch('Káva')).toBe('kava');
    expect(foldForSearch('ŽLUŤOUČKÝ kůň')).toBe('zlutoucky kun');
    expect(foldForSearch('Ľadová kaviareň')).toBe('ladova kaviaren');
    expect(foldForSearch('Hauptstraße')).toBe('hauptstrasse');
    expect(foldForSearch('Müller')).toBe('muller');
  });

  it('keeps what is not a letter with a mark', () => {
    expect(foldForSearch('H&M – 50 %')).toBe('h&m – 50 %');
  });
});
