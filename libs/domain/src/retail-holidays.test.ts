import { describe, expect, it } from 'vitest';

import { easterSunday, retailHolidays } from './retail-holidays';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('retailHolidays CZ', () => {
  const summary = (year: number) =>
    retailHolidays('CZ', year).map(({ date, rule }) =>
      rule.kind === 'closed' ? `${date} closed` : `${date} until ${rule.close}`,
    );

  it('closes large shops on the seven days of the law and at noon on Christmas Eve (2026)', () => {
    expect(summary(2026)).toEqual([
      '2026-01-01 closed',
      '2026-04-06 closed',
      '2026-05-08 closed',
      '2026-09-28 closed',
      '2026-10-28 closed',
      '2026-12-24 until 12:00',
      '2026-12-25 closed',
      '2026-12-26 closed',
    ]);
  });

  it('moves Easter Monday with Easter (2027: 29 March)', () => {
    expect(summary(2027)).toContain('2027-03-29 closed');
    expect(summary(2027)).not.toContain('2027-04-06 closed');
  });

  it('names every day in the four languages', () => {
    const christmasEve = retailHolidays('CZ', 2026).find((day) => day.date === '2026-12-24');
    expect(christmasEve?.name).toEqual({
      en: 'Christmas Eve',
      cz: 'Štědrý den',
      sk: 'Štedrý deň',
      de: 'Heiligabend',
    });
    for (const day of retailHolidays('CZ', 2027)) {
      expect(Object.values(day.name).every((name) => name.trim() !== '')).toBe(true);
    }
  });
});
