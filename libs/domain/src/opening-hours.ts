import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from './locales';
import {
  arrayOf,
  fail,
  isRecord,
  nullish,
  optional,
  parser,
  readBoolean,
  readRecord,
  readString,
  type Path,
} from './parser';

/**
 * Opening hours (spec section 3): the mall's `opening_hours` is a list of zones, each with a
 * status and hours per lowercase weekday. The zone named `default` holds the mall's main hours.
 * A zone may list exceptions (holidays, special days) that override a calendar date.
 * Everything is computed in the mall's IANA time zone; results are structured data for the UI
 * to translate ("open now, closes at 20:00", "opens tomorrow at 9:00", "opens Monday at 9:00").
 */

// ---------------------------------------------------------------------------------------------
// Weekdays
// ---------------------------------------------------------------------------------------------

/** ISO order, Monday first. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}

/** The seven weekdays starting with `first` (Monday for an opening-hours table). */
export function orderedWeekdays(first: Weekday = 'monday'): Weekday[] {
  const start = WEEKDAYS.indexOf(first);
  return WEEKDAYS.map((_, index) => WEEKDAYS[(start + index) % 7] as Weekday);
}

const INTL_WEEKDAY_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  cz: 'cs',
  sk: 'sk',
  de: 'de',
};

/** A weekday's name in a language: `Monday`, `pondělí`, `pondelok`, `Montag`. */
export function weekdayName(
  weekday: Weekday,
  locale: Locale,
  width: 'long' | 'short' = 'long',
): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday), 12));
  return new Intl.DateTimeFormat(INTL_WEEKDAY_LOCALES[locale], {
    weekday: width,
    timeZone: 'UTC',
  }).format(date);
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const timePattern = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** `9:00`, `09:00` or `09:00:00` → `09:00`; `24:00` allowed as a closing time. */
function readTimeOfDay(value: unknown, path: Path): string {
  const text = readString(value, path);
  const match = timePattern.exec(text.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 24 || minutes > 59 || (hours === 24 && minutes !== 0)) {
    fail(path, `not a time of day (HH:MM): '${text}'`);
  }
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
export const timeOfDaySchema = parser(readTimeOfDay);

/** Hours of one day; `null` means closed. */
export interface DayHours {
  readonly open: string;
  readonly close: string;
}

/**
 * A day's value: `{open, close}` (or `{from, to}`), or closed as `null`, `'closed'` or
 * `{closed: true}`.
 */
function readDayHours(value: unknown, path: Path): DayHours | null {
  if (value === null || value === 'closed') return null;
  if (isRecord(value)) {
    if (value.closed === true) return null;
    if ('open' in value || 'close' in value) {
      return {
        open: readTimeOfDay(value.open, [...path, 'open']),
        close: readTimeOfDay(value.close, [...path, 'close']),
      };
    }
    if ('from' in value || 'to' in value) {
      return {
        open: readTimeOfDay(value.from, [...path, 'from']),
        close: readTimeOfDay(value.to, [...path, 'to']),
      };
    }
  }
  return fail(path, "expected {open, close}, {from, to}, null, 'closed' or {closed: true}");
}
export const dayHoursSchema = parser(readDayHours);

/** Hours per weekday; keys in any letter case (`Monday`, `MONDAY`) count as their lowercase name. */
export type WeekHours = Partial<Record<Weekday, DayHours | null>>;

function readDays(value: unknown, path: Path): WeekHours {
  const input = readRecord(value, path);
  const days: WeekHours = {};
  for (const [key, day] of Object.entries(input)) {
    const weekday = key.toLowerCase();
    if (isWeekday(weekday) && day !== undefined) days[weekday] = readDayHours(day, [...path, key]);
  }
  return days;
}

/** A display name per language; a plain string counts for every language. */
export type LocalizedName = Partial<Record<Locale, string>>;

function readLocalizedName(value: unknown, path: Path): LocalizedName {
  if (value === null || value === undefined || value === '') return {};
  if (typeof value === 'string') return Object.fromEntries(LOCALES.map((l) => [l, value]));
  const names: LocalizedName = {};
  for (const [key, name] of Object.entries(readRecord(value, path))) {
    if (!isLocale(key)) fail([...path, key], `not a language (${LOCALES.join(', ')})`);
    if (name !== undefined) names[key] = readString(name, [...path, key]);
  }
  return names;
}

/** The name in `locale`, else Czech, else any language; `null` when there is none. */
export function localizedName(name: LocalizedName, locale: Locale): string | null {
  return name[locale] || name[FALLBACK_LOCALE] || Object.values(name).find(Boolean) || null;
}

/**
 * A calendar date whose hours differ from the weekly pattern (holiday, late opening):
 * `{date, open, close}` or `{date, closed: true}`, or `{date, hours: {open, close} | null}`.
 */
export interface OpeningHoursException {
  date: string;
  hours: DayHours | null;
  /** E.g. "Christmas Eve", per language (or one text for all). */
  name: LocalizedName;
}

function readException(value: unknown, path: Path): OpeningHoursException {
  const input = readRecord(value, path);
  const at = (key: string) => [...path, key];
  const date = readString(input.date, at('date'));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail(at('date'), 'a date as YYYY-MM-DD');
  const open = optional(readTimeOfDay)(input.open, at('open'));
  const close = optional(readTimeOfDay)(input.close, at('close'));
  const closed = optional(readBoolean)(input.closed, at('closed'));
  const given = optional(readDayHours)(input.hours, at('hours'));
  const name = readLocalizedName(input.name, at('name'));
  let hours: DayHours | null = null;
  if (given !== undefined) hours = closed ? null : given;
  else if (!closed && open !== undefined && close !== undefined) hours = { open, close };
  return { date, hours, name };
}
export const openingHoursExceptionSchema = parser(readException);

export const DEFAULT_ZONE = 'default';

/** One zone of `opening_hours`. Status is 'open' unless the API says otherwise. */
export interface OpeningHoursEntry {
  zone: string;
  /** The zone's display name per language (other zones: "Hypermarket", "Restaurants", …). */
  name: LocalizedName;
  status: 'open' | 'closed';
  days: WeekHours;
  /** Including the older `holidays`. */
  exceptions: OpeningHoursException[];
}
/** What the API sends for a zone (before defaults and normalisation). */
export type OpeningHoursEntryInput = {
  zone?: string;
  name?: string | LocalizedName | null;
  status?: string | null;
  days?: Record<string, unknown>;
  exceptions?: unknown[];
  holidays?: unknown[];
};

function readEntry(value: unknown, path: Path): OpeningHoursEntry {
  const input = readRecord(value, path);
  const at = (key: string) => [...path, key];
  const status = nullish(readString)(input.status, at('status'));
  const exceptions = readExceptions(input.exceptions ?? [], at('exceptions'));
  const holidays = optional(readExceptions)(input.holidays, at('holidays')) ?? [];
  return {
    zone: optional(readString)(input.zone, at('zone')) ?? DEFAULT_ZONE,
    name: readLocalizedName(input.name, at('name')),
    status:
      status === null || status === undefined || status.toLowerCase() === 'open'
        ? 'open'
        : 'closed',
    days: input.days === undefined ? {} : readDays(input.days, at('days')),
    exceptions: [...exceptions, ...holidays],
  };
}
const readExceptions = arrayOf(readException);
export const openingHoursEntrySchema = parser(readEntry);

/** The mall's (or a shop's) `opening_hours`: a list of zones. */
export const readOpeningHours = arrayOf(readEntry);
export const openingHoursSchema = parser(readOpeningHours);

/** The mall's main hours: the `default` zone, else the first zone. */
export function defaultZone(entries: readonly OpeningHoursEntry[]): OpeningHoursEntry | undefined {
  return entries.find((entry) => entry.zone === DEFAULT_ZONE) ?? entries[0];
}

/** The zones other than the main hours ("other hours"). */
export function otherZones(entries: readonly OpeningHoursEntry[]): OpeningHoursEntry[] {
  const main = defaultZone(entries);
  return entries.filter((entry) => entry !== main);
}

// ---------------------------------------------------------------------------------------------
// Calendar in a time zone
// ---------------------------------------------------------------------------------------------

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date, weekday and minute of the day of an instant in `timeZone`. */
export function localMoment(
  now: Date,
  timeZone: string,
): { date: string; weekday: Weekday; minutes: number } {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '0';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  return {
    date,
    weekday: weekdayOfDate(date),
    minutes: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
  };
}

/** The weekday of a `YYYY-MM-DD` calendar date. */
export function weekdayOfDate(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(day + 6) % 7] as Weekday;
}

/** `YYYY-MM-DD` plus a number of days. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function fromMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  return `${String(hours).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** `09:00` → `9:00`, the way the site shows times. */
export function displayTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

// ---------------------------------------------------------------------------------------------
// Hours of a date
// ---------------------------------------------------------------------------------------------

export interface DateHours {
  readonly date: string;
  readonly weekday: Weekday;
  /** `null` when closed that day. */
  readonly hours: DayHours | null;
  /** The exception that set these hours, if any. */
  readonly exception: OpeningHoursException | null;
}

/** A zone's hours on a calendar date: an exception for that date wins over the weekday. */
export function hoursOnDate(zone: OpeningHoursEntry, date: string): DateHours {
  const weekday = weekdayOfDate(date);
  const exception = zone.exceptions.find((item) => item.date === date) ?? null;
  if (zone.status === 'closed') return { date, weekday, hours: null, exception };
  const hours = exception ? exception.hours : (zone.days[weekday] ?? null);
  const valid = hours && toMinutes(hours.open) !== toMinutes(hours.close) ? hours : null;
  return { date, weekday, hours: valid, exception };
}

/** Opening and closing minutes after midnight; a close at or before the open is the next day. */
function span(hours: DayHours): { open: number; close: number } {
  const open = toMinutes(hours.open);
  let close = toMinutes(hours.close);
  if (close <= open) close += 24 * 60;
  return { open, close };
}

/** How far ahead `openState` and `todaysOpeningHours` look for the next opening. */
export const NEXT_OPENING_LOOKAHEAD_DAYS = 60;

/** When a closed place opens next. */
export interface NextOpening {
  readonly date: string;
  readonly weekday: Weekday;
  /** 0 = later today, 1 = tomorrow, … */
  readonly daysAhead: number;
  /** How to say the day: today, tomorrow, a weekday name (within a week) or the date. */
  readonly day: 'today' | 'tomorrow' | 'weekday' | 'date';
  readonly open: string;
  readonly close: string;
  readonly exception: OpeningHoursException | null;
}

function nextOpening(zone: OpeningHoursEntry, today: string, fromMinute: number | null) {
  for (let ahead = 0; ahead <= NEXT_OPENING_LOOKAHEAD_DAYS; ahead += 1) {
    const date = addDays(today, ahead);
    const { hours, weekday, exception } = hoursOnDate(zone, date);
    if (!hours) continue;
    if (ahead === 0 && (fromMinute === null || toMinutes(hours.open) <= fromMinute)) continue;
    const day = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : ahead < 7 ? 'weekday' : 'date';
    return {
      date,
      weekday,
      daysAhead: ahead,
      day,
      open: hours.open,
      close: hours.close,
      exception,
    } satisfies NextOpening;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Open now?
// ---------------------------------------------------------------------------------------------

export type OpenState =
  | {
      readonly state: 'open';
      /** `HH:MM`; `24:00` for midnight at the end of the day. */
      readonly closesAt: string;
      /** 0 = closes today, 1 = after midnight. */
      readonly closesDaysAhead: number;
      readonly exception: OpeningHoursException | null;
    }
  | {
      readonly state: 'closed';
      /** `null` when it does not open within the lookahead (or the zone is closed). */
      readonly next: NextOpening | null;
    };

/**
 * Whether a place is open at `now` (DESIGN section 9), from a zone's hours (a shop's hours, or the
 * mall's default zone when given the whole list) in `timeZone`. Overnight hours are supported.
 */
export function openState(
  hours: OpeningHoursEntry | readonly OpeningHoursEntry[],
  now: Date,
  timeZone: string,
): OpenState {
  const zone = isEntryList(hours) ? defaultZone(hours) : hours;
  if (!zone || zone.status === 'closed') return { state: 'closed', next: null };
  const { date, minutes } = localMoment(now, timeZone);

  const yesterday = hoursOnDate(zone, addDays(date, -1));
  if (yesterday.hours) {
    const { close } = span(yesterday.hours);
    if (close > 24 * 60 && minutes < close - 24 * 60) {
      return {
        state: 'open',
        closesAt: fromMinutes(close - 24 * 60),
        closesDaysAhead: 0,
        exception: yesterday.exception,
      };
    }
  }

  const today = hoursOnDate(zone, date);
  if (today.hours) {
    const { open, close } = span(today.hours);
    if (minutes >= open && minutes < close) {
      const afterMidnight = close > 24 * 60;
      return {
        state: 'open',
        closesAt: fromMinutes(afterMidnight ? close - 24 * 60 : close),
        closesDaysAhead: afterMidnight ? 1 : 0,
        exception: today.exception,
      };
    }
  }
  return { state: 'closed', next: nextOpening(zone, date, minutes) };
}

function isEntryList(
  hours: OpeningHoursEntry | readonly OpeningHoursEntry[],
): hours is readonly OpeningHoursEntry[] {
  return Array.isArray(hours);
}

// ---------------------------------------------------------------------------------------------
// Today's hours (home page, header)
// ---------------------------------------------------------------------------------------------

export type TodaysOpeningHours =
  | {
      readonly status: 'open';
      readonly zone: string;
      readonly date: string;
      readonly weekday: Weekday;
      readonly open: string;
      readonly close: string;
      readonly exception: OpeningHoursException | null;
    }
  | {
      readonly status: 'closed';
      readonly zone: string | null;
      readonly date: string;
      readonly weekday: Weekday;
      /**
       * Why: the default zone's status is closed, today has no hours, or there are no hours at
       * all.
       */
      readonly reason: 'zone-closed' | 'closed-today' | 'no-hours';
      readonly exception: OpeningHoursException | null;
      /** When it opens next (from tomorrow on); `null` when it does not within the lookahead. */
      readonly next: NextOpening | null;
    };

/**
 * Today's opening hours from the default zone, today being the calendar day in `timeZone`.
 * When the zone is closed or today has no hours, says so and when it opens next.
 */
export function todaysOpeningHours(
  entries: readonly OpeningHoursEntry[],
  now: Date,
  timeZone: string,
): TodaysOpeningHours {
  const { date, weekday } = localMoment(now, timeZone);
  const zone = defaultZone(entries);
  if (!zone) {
    return {
      status: 'closed',
      zone: null,
      date,
      weekday,
      reason: 'no-hours',
      exception: null,
      next: null,
    };
  }
  const today = hoursOnDate(zone, date);
  if (today.hours) {
    return {
      status: 'open',
      zone: zone.zone,
      date,
      weekday,
      open: today.hours.open,
      close: today.hours.close,
      exception: today.exception,
    };
  }
  return {
    status: 'closed',
    zone: zone.zone,
    date,
    weekday,
    reason: zone.status === 'closed' ? 'zone-closed' : 'closed-today',
    exception: today.exception,
    next: zone.status === 'closed' ? null : nextOpening(zone, date, null),
  };
}

// ---------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------

export interface WeekRow {
  readonly weekday: Weekday;
  readonly hours: DayHours | null;
}

/** The zone's weekly hours as table rows, in `orderedWeekdays(first)` order. */
export function weeklyHours(zone: OpeningHoursEntry, first: Weekday = 'monday'): WeekRow[] {
  return orderedWeekdays(first).map((weekday) => ({
    weekday,
    hours: zone.status === 'closed' ? null : (zone.days[weekday] ?? null),
  }));
}

export interface WeekdayGroup {
  readonly from: Weekday;
  readonly to: Weekday;
  readonly hours: DayHours | null;
}

/** Consecutive weekdays with equal hours merged: Monday–Friday 9:00–21:00, Saturday–Sunday … */
export function groupedWeeklyHours(
  zone: OpeningHoursEntry,
  first: Weekday = 'monday',
): WeekdayGroup[] {
  const groups: WeekdayGroup[] = [];
  for (const row of weeklyHours(zone, first)) {
    const last = groups[groups.length - 1];
    if (last && sameHours(last.hours, row.hours)) {
      groups[groups.length - 1] = { ...last, to: row.weekday };
    } else {
      groups.push({ from: row.weekday, to: row.weekday, hours: row.hours });
    }
  }
  return groups;
}

function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  return a === b || (a !== null && b !== null && a.open === b.open && a.close === b.close);
}

/** Exceptions from today (in `timeZone`) for the next `days` days, by date. */
export function upcomingExceptions(
  zone: OpeningHoursEntry,
  now: Date,
  timeZone: string,
  days = 30,
): OpeningHoursException[] {
  const { date } = localMoment(now, timeZone);
  const last = addDays(date, days);
  return zone.exceptions.filter((item) => item.date >= date && item.date <= last).sort(byDate);
}

/**
 * Exceptions in calendar order. `YYYY-MM-DD` dates sort as plain strings; `localeCompare` would
 * make the browser build a collator for them (a long first call on a phone).
 */
export function byDate(a: { date: string }, b: { date: string }): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}
