import { describe, expect, it } from 'vitest';

import { FOLDED_FROM, FOLDED_TO, foldText } from './text-fold';

describe('foldText', () => {
  it('drops diacritics and case, and writes ß as ss', () => {
    expect(foldText('Káva')).toBe('kava');
    expect(foldText('ŽLUŤOUČKÝ kůň')).toBe('zlutoucky kun');
    expect(foldText('Ľadová kaviareň')).toBe('ladova kaviaren');
    expect(foldText('Hauptstraße')).toBe('hauptstrasse');
    expect(foldText('Müller')).toBe('muller');
  });

  it('reads no-break spaces and hyphens as the plain ones', () => {
    expect(foldText('o\u00a0víkendu v\u00a0e\u2011shopu')).toBe('o vikendu v e-shopu');
  });

  it('gives SQL one plain character for each folded one, as foldText does', () => {
    expect([...FOLDED_TO]).toHaveLength([...FOLDED_FROM].length);
    expect(FOLDED_TO).toMatch(/^[a-z]+ -$/);
  });

  it('keeps what is not a letter with a mark', () => {
    expect(foldText('H&M – 50 %')).toBe('h&m – 50 %');
  });
});
