import { describe, expect, it } from 'vitest';

import { cinemaDays, pickedDay } from './cinema-days';

describe('cinemaDays', () => {
  it('starts on the mall’s today, also after midnight there and before it in UTC', () => {
    // 23:30 UTC on 28 November is 00:30 on 29 November in Prague.
    const days = cinemaDays(new Date('2026-11-28T23:30:00Z'), 'Europe/Prague');
    expect(days).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('crosses a change to summer time without losing a day', () => {
    const days = cinemaDays(new Date('2027-03-27T10:00:00Z'), 'Europe/Prague');
    expect(days.slice(0, 3)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
  });
});

describe('pickedDay', () => {
  const days = ['2026-11-28', '2026-11-29'];
  it('keeps a day of the week and falls back to today for anything else', () => {
    expect(pickedDay(days, '2026-11-29')).toBe('2026-11-29');
    expect(pickedDay(days, '2026-12-24')).toBe('2026-11-28');
    expect(pickedDay(days, undefined)).toBe('2026-11-28');
  });
});
