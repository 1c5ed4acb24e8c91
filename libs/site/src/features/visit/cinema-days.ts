import { calendarDay } from '@atrium/domain/date-range';
import { addDays } from '@atrium/domain/opening-hours';

/** How many days the programme offers, today first (the seed and a cinema's usual week). */
export const CINEMA_DAYS = 7;

/** The days a visitor can pick: today in the mall's time zone and the six after it. */
export function cinemaDays(now: Date, timeZone: string): string[] {
  const today = calendarDay(now, timeZone);
  return Array.from({ length: CINEMA_DAYS }, (_, i) => addDays(today, i));
}

/** The day asked for when it is one of `days`, else the first (today). */
export function pickedDay(days: readonly string[], asked: string | undefined): string {
  return asked !== undefined && days.includes(asked) ? asked : days[0]!;
}
