import { describe, expect, it } from 'vitest';

import { foldText, MARKED_LETTERS, UNMARKED_LETTERS } from './text-fold';

describe('foldText', () => {
  it('drops diacritics and case, and writes ß as ss', () => {
    expect(foldText('Káva')).toBe('kava');
    expect(foldText('ŽLUŤOUČKÝ kůň')).toBe('zlutoucky kun');
    expect(foldText('Ľadová kaviareň')).toBe('ladova kaviaren');
    expect(foldText('Hauptstraße')).toBe('hauptstrasse');
    expect(foldText('Müller')).toBe('muller');
  });

  it('gives SQL one unmarked letter for each marked one, as foldText does', () => {
    expect([...UNMARKED_LETTERS]).toHaveLength([...MARKED_LETTERS].length);
    expect(UNMARKED_LETTERS).toMatch(/^[a-z]+$/);
  });

  it('keeps what is not a letter with a mark', () => {
    expect(foldText('H&M – 50 %')).toBe('h&m – 50 %');
  });
});
