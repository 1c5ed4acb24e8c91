import { easterSunday } from '@atrium/domain/retail-holidays';

const DAY = 86_400_000;

/** When a seasonal item happens each year: a fixed day, or days after Easter Sunday. */
export type Season = { month: number; day: number } | { easterOffset: number };

function startIn(season: Season, year: number): Date {
  if ('month' in season) return new Date(Date.UTC(year, season.month - 1, season.day));
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`);
  return new Date(easter.getTime() + season.easterOffset * DAY);
}

/**
 * The first day (UTC midnight) of the season's occurrence that is running or still to come on
 * `now`: seeded on 24 November, a Christmas market from 27 November is three days ahead and a
 * July sale is next July.
 */
export function nextOccurrence(season: Season, days: number, now: Date): Date {
  const year = now.getUTCFullYear();
  for (const y of [year - 1, year, year + 1]) {
    const start = startIn(season, y);
    if (start.getTime() + days * DAY > now.getTime()) return start;
  }
  return startIn(season, year + 1);
}

/** The first day of the season's latest occurrence that has started by `now` (for news). */
export function lastOccurrence(season: Season, now: Date): Date {
  const year = now.getUTCFullYear();
  const thisYear = startIn(season, year);
  return thisYear.getTime() <= now.getTime() ? thisYear : startIn(season, year - 1);
}

/** Whole days from `now` to `date` (negative in the past), for the seed's `at(days)` helper. */
export function daysFrom(now: Date, date: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((date.getTime() - midnight) / DAY);
}
