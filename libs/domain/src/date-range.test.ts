import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatTime,
  toDate,
} from './date-range';

// March: Prague is UTC+1; 08:00Z is 9:00 local.
const dayStart = '2026-03-12T08:00:00Z';
const dayEnd = '2026-03-12T17:30:00Z';
const laterSameYear = '2026-04-14T17:00:00Z'; // April: UTC+2, 19:00 local
const nextYear = '2027-01-02T17:00:00Z';
const lastYear = '2025-12-30T08:00:00Z';

describe('formatDateRange', () => {
  it.each([
    ['en', '12 March 2026'],
    ['cz', '12.\u00a0března 2026'],
    ['sk', '12.\u00a0marca 2026'],
    ['de', '12. März 2026'],
  ] as const)('same day in %s shows the date', (locale, text) => {
    expect(formatDateRange(dayStart, dayEnd, locale)).toBe(text);
  });

  it.each([
    ['en', '12 March 2026, 9:00–18:30'],
    ['cz', '12.\u00a0března 2026, 9:00–18:30'],
    ['sk', '12.\u00a0marca 2026, 9:00–18:30'],
    ['de', '12. März 2026, 9:00–18:30'],
  ] as const)('same day in %s with times', (locale, text) => {
    expect(formatDateRange(dayStart, dayEnd, locale, { withTimes: true })).toBe(text);
  });

  it('same day with equal start and end times shows the time once', () => {
    expect(formatDateRange(dayStart, dayStart, 'en', { withTimes: true })).toBe(
      '12 March 2026, 9:00',
    );
  });

  it.each([
    ['en', '12 March – 14 April 2026'],
    ['cz', '12.\u00a0března – 14.\u00a0dubna 2026'],
    ['sk', '12.\u00a0marca – 14.\u00a0apríla 2026'],
    ['de', '12. März – 14. April 2026'],
  ] as const)('same year in %s omits the start year', (locale, text) => {
    expect(formatDateRange(dayStart, laterSameYear, locale)).toBe(text);
  });

  it.each([
    ['en', '12 March, 9:00 – 14 April 2026, 19:00'],
    ['cz', '12.\u00a0března, 9:00 – 14.\u00a0dubna 2026, 19:00'],
    ['sk', '12.\u00a0marca, 9:00 – 14.\u00a0apríla 2026, 19:00'],
    ['de', '12. März, 9:00 – 14. April 2026, 19:00'],
  ] as const)('same year in %s with times', (locale, text) => {
    expect(formatDateRange(dayStart, laterSameYear, locale, { withTimes: true })).toBe(text);
  });

  it.each([
    ['en', '20–21 March 2027'],
    ['cz', '20.–21.\u00a0března 2027'],
    ['sk', '20.–21.\u00a0marca 2027'],
    ['de', '20.–21. März 2027'],
  ] as const)('days of one month in %s write the month once', (locale, text) => {
    expect(formatDateRange('2027-03-20T09:00:00Z', '2027-03-21T17:00:00Z', locale)).toBe(text);
  });

  it.each([
    ['en', '30 December 2025 – 2 January 2027'],
    ['cz', '30.\u00a0prosince 2025 – 2.\u00a0ledna 2027'],
    ['sk', '30.\u00a0decembra 2025 – 2.\u00a0januára 2027'],
    ['de', '30. Dezember 2025 – 2. Januar 2027'],
  ] as const)('different years in %s show both in full', (locale, text) => {
    expect(formatDateRange(lastYear, nextYear, locale)).toBe(text);
  });

  it('a range crossing New Year shows both years', () => {
    expect(formatDateRange('2025-12-31T10:00:00Z', '2026-01-01T10:00:00Z', 'cz')).toBe(
      '31.\u00a0prosince 2025 – 1.\u00a0ledna 2026',
    );
  });

  it('compares days in the mall time zone, not UTC', () => {
    // 22:30Z and 23:30Z on 12 March are 23:30 on the 12th and 0:30 on the 13th in Prague.
    expect(formatDateRange('2026-03-12T22:30:00Z', '2026-03-12T23:30:00Z', 'en')).toBe(
      '12–13 March 2026',
    );
    expect(
      formatDateRange('2026-03-12T22:30:00Z', '2026-03-12T23:30:00Z', 'en', { timeZone: 'UTC' }),
    ).toBe('12 March 2026');
    // New Year's Eve party: 31 Dec 2025 23:00Z is already 2026 in Prague.
    expect(formatDateRange('2025-12-31T23:00:00Z', '2026-01-01T02:00:00Z', 'de')).toBe(
      '1. Januar 2026',
    );
  });

  it('shows times in the given time zone', () => {
    expect(
      formatDateRange(dayStart, dayEnd, 'en', { withTimes: true, timeZone: 'Europe/London' }),
    ).toBe('12 March 2026, 8:00–17:30');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDateRange(new Date(dayStart), Date.parse(dayEnd), 'sk')).toBe(
      '12.\u00a0marca 2026',
    );
  });

  it('throws on an invalid date', () => {
    expect(() => formatDateRange('not a date', dayEnd, 'en')).toThrow(RangeError);
    expect(() => toDate(Number.NaN)).toThrow(/Invalid date/);
  });
});

describe('single dates and times', () => {
  it('formats a date and a time per locale', () => {
    expect(formatDate(dayStart, 'cz')).toBe('12.\u00a0března 2026');
    expect(formatTime('2026-07-01T18:05:00Z', 'de')).toBe('20:05');
    expect(formatTime('2026-07-01T07:00:00Z', 'en')).toBe('9:00');
  });

  it('formats a calendar day as that day whatever the time zone', () => {
    expect(formatDate('2027-11-04', 'en', 'America/Los_Angeles')).toBe('4 November 2027');
    expect(formatDate('2027-11-04', 'sk', 'Pacific/Kiritimati')).toBe('4.\u00a0novembra 2027');
  });

  it("formats a moment as date and time in the mall's zone, one style for every page", () => {
    expect(formatDateTime('2027-11-04T13:30:00Z', 'en')).toBe('4 November 2027, 14:30');
    expect(formatDateTime('2027-11-04T13:30:00Z', 'cz')).toBe('4.\u00a0listopadu 2027, 14:30');
    expect(formatDateTime('2027-11-04T13:30:00Z', 'de', 'Europe/London')).toBe(
      '4. November 2027, 13:30',
    );
  });

  it('calendarDay gives the local day', () => {
    expect(calendarDay('2026-03-12T23:30:00Z')).toBe('2026-03-13');
    expect(calendarDay('2026-03-12T23:30:00Z', 'UTC')).toBe('2026-03-12');
  });
});
