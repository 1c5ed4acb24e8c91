import { DEFAULT_TIME_ZONE } from './constants';
import { type Locale } from './locales';
import { NBSP } from './typography';

/**
 * Date-range display (spec section 4): the same day shows the date (optionally with the start and
 * end times); the same year omits the year on the start; otherwise both dates in full.
 * Days and years are compared in `timeZone` (default the mall's default, Europe/Prague).
 */

export { DEFAULT_TIME_ZONE };

/** The Intl locale used for dates: British English (day before month), `cs` for `cz`. */
export const INTL_DATE_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  cz: 'cs',
  sk: 'sk',
  de: 'de',
};

export type DateInput = Date | string | number;

export interface DateRangeOptions {
  /** Show the start and end times too. */
  readonly withTimes?: boolean;
  /** IANA time zone the dates are shown in (default Europe/Prague). */
  readonly timeZone?: string;
}

/** Between two dates. */
export const RANGE_SEPARATOR = ' – ';
/** Between two times of one day, and two days of one month. */
export const TIME_RANGE_SEPARATOR = '–';

export function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const DAY_BEFORE_MONTH = /(?<=\d\.) (?=\p{L})/gu;

/**
 * A date as Intl writes it, with Czech and Slovak typography: the day stays on the line of its
 * month (`25.\u00a0prosince`), as the catalogs keep a number with its unit.
 */
function written(format: Intl.DateTimeFormat, locale: Locale, date: Date): string {
  const text = format.format(date);
  return locale === 'cz' || locale === 'sk' ? text.replace(DAY_BEFORE_MONTH, NBSP) : text;
}

function formatter(
  locale: Locale,
  timeZone: string,
  kind: 'full' | 'noYear' | 'time' | 'parts',
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${kind}`;
  let cached = formatters.get(key);
  if (!cached) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'full'
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : kind === 'noYear'
          ? { day: 'numeric', month: 'long' }
          : kind === 'time'
            ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }
            : { year: 'numeric', month: '2-digit', day: '2-digit' };
    cached = new Intl.DateTimeFormat(kind === 'parts' ? 'en-CA' : INTL_DATE_LOCALES[locale], {
      ...options,
      timeZone,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** The day as the full date writes it, with its ordinal dot where the language has one (`20.`). */
function dayOfMonth(full: Intl.DateTimeFormat, date: Date): string {
  const parts = full.formatToParts(date);
  const index = parts.findIndex((part) => part.type === 'day');
  const dot = parts[index + 1]?.value.startsWith('.') ? '.' : '';
  return `${parts[index]?.value ?? ''}${dot}`;
}

/** The calendar day of an instant in a time zone, as `YYYY-MM-DD`. */
export function calendarDay(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = formatter('en', timeZone, 'parts').formatToParts(toDate(value));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in full: `12 March 2026`, `12. března 2026`, `12. marca 2026`, `12. März 2026`. A
 * calendar day without a time (`2026-03-12`, a purchase date) is that day in every time zone.
 */
export function formatDate(
  value: DateInput,
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    return written(formatter(locale, 'UTC', 'full'), locale, toDate(`${value}T00:00:00Z`));
  }
  return written(formatter(locale, timeZone, 'full'), locale, toDate(value));
}

/** A moment: the date in full and the time, `12 March 2026, 9:00` (as in a same-day range). */
export function formatDateTime(
  value: DateInput,
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return `${formatDate(value, locale, timeZone)}, ${formatTime(value, locale, timeZone)}`;
}

/** A 24-hour time without a leading zero on the hour: `9:00`, `18:30`. */
export function formatTime(
  value: DateInput,
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatter(locale, timeZone, 'time').format(toDate(value));
}

export function formatDateRange(
  start: DateInput,
  end: DateInput,
  locale: Locale,
  options: DateRangeOptions = {},
): string {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const from = toDate(start);
  const to = toDate(end);
  const full = formatter(locale, timeZone, 'full');
  const time = formatter(locale, timeZone, 'time');
  const fromDay = calendarDay(from, timeZone);
  const toDay = calendarDay(to, timeZone);

  if (fromDay === toDay) {
    const date = written(full, locale, from);
    if (!options.withTimes) return date;
    const startTime = time.format(from);
    const endTime = time.format(to);
    return startTime === endTime
      ? `${date}, ${startTime}`
      : `${date}, ${startTime}${TIME_RANGE_SEPARATOR}${endTime}`;
  }

  const sameYear = fromDay.slice(0, 4) === toDay.slice(0, 4);
  const endDate = written(full, locale, to);
  // One month is written once: `10–11 December 2026`, `20.–21. března 2027`.
  if (!options.withTimes && fromDay.slice(0, 7) === toDay.slice(0, 7)) {
    return `${dayOfMonth(full, from)}${TIME_RANGE_SEPARATOR}${endDate}`;
  }
  const startDate = written(sameYear ? formatter(locale, timeZone, 'noYear') : full, locale, from);
  if (!options.withTimes) return `${startDate}${RANGE_SEPARATOR}${endDate}`;
  return `${startDate}, ${time.format(from)}${RANGE_SEPARATOR}${endDate}, ${time.format(to)}`;
}
