import { plural } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';

import { activateLocale } from './i18n';

// The same messages as the site's (`<Points>`, the search summary): compiled from the catalogs.
const points = (value: number) => plural(value, { one: '# point', other: '# points' });
const results = (total: number, from: number, to: number) =>
  plural(total, { one: `${from}–${to} of # result`, other: `${from}–${to} of # results` });

// Czech and Slovak keep a count with its noun (a no-break space, `czechTypography`).
describe('plural forms on the raw number', () => {
  it('Czech has one, few, many (decimals) and other', async () => {
    await activateLocale('cz');
    expect([1, 2, 5, 1.5, 22, 0].map(points)).toEqual([
      '1\u00a0bod',
      '2\u00a0body',
      '5\u00a0bodů',
      '1,5\u00a0bodu',
      '22\u00a0bodů',
      '0\u00a0bodů',
    ]);
  });

  it('Slovak the same four', async () => {
    await activateLocale('sk');
    expect([1, 2, 5, 1.5].map(points)).toEqual([
      '1\u00a0bod',
      '2\u00a0body',
      '5\u00a0bodov',
      '1,5\u00a0bodu',
    ]);
  });

  it('German and English one and other, with the number formatted for the language', async () => {
    await activateLocale('de');
    expect([1, 2, 1500].map(points)).toEqual(['1 Punkt', '2 Punkte', '1.500 Punkte']);
    expect(results(40, 13, 24)).toBe('13–24 von 40 Ergebnissen');
    await activateLocale('en');
    expect([1, 2].map(points)).toEqual(['1 point', '2 points']);
  });

  it('the calendar\'s "+N more" agrees with N', async () => {
    const moreLabel = (more: number) => plural(more, { one: '+# more', other: '+# more' });
    await activateLocale('cz');
    expect([1, 2, 5].map(moreLabel)).toEqual(['+1\u00a0další', '+2\u00a0další', '+5\u00a0dalších']);
    await activateLocale('de');
    expect([1, 5].map(moreLabel)).toEqual(['+1 weiterer', '+5 weitere']);
  });

  it('Czech counts the results of a page range', async () => {
    await activateLocale('cz');
    expect(results(40, 13, 24)).toBe('13–24 z\u00a040\u00a0výsledků');
    expect(results(3, 1, 2)).toBe('1–2 z\u00a03\u00a0výsledků');
  });
});
