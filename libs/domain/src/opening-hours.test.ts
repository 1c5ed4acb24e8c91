import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayHoursSchema,
  defaultZone,
  displayTime,
  groupedWeeklyHours,
  hoursOnDate,
  localMoment,
  localizedName,
  openState,
  openingHoursEntrySchema,
  openingHoursSchema,
  orderedWeekdays,
  otherZones,
  timeOfDaySchema,
  todaysOpeningHours,
  upcomingExceptions,
  weekdayName,
  weekdayOfDate,
  weeklyHours,
} from './opening-hours';

const TZ = 'Europe/Prague';
const week = { open: '09:00', close: '21:00' };

const hours = openingHoursSchema.parse([
  {
    zone: 'parking',
    status: 'open',
    days: { monday: { open: '00:00', close: '24:00' } },
  },
  {
    zone: 'default',
    status: 'open',
    days: {
      monday: week,
      tuesday: week,
      wednesday: week,
      thursday: week,
      friday: week,
      saturday: { open: '9:00', close: '20:00:00' },
      sunday: 'closed',
    },
    exceptions: [
      { date: '2026-12-24', open: '08:00', close: '14:00', name: 'Christmas Eve' },
      { date: '2026-12-25', closed: true, name: 'Christmas Day' },
      { date: '2026-12-26', closed: true },
    ],
  },
  {
    zone: 'bar',
    days: { Friday: { open: '18:00', close: '02:00' }, saturday: { closed: true } },
  },
]);
const main = defaultZone(hours)!;
const bar = hours[2]!;

/** A Prague wall-clock time in winter (UTC+1) as an instant. */
const winter = (local: string) => new Date(`${local}:00+01:00`);
const summer = (local: string) => new Date(`${local}:00+02:00`);

describe('weekdays', () => {
  it('orders weekdays from any first day', () => {
    expect(orderedWeekdays()).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(orderedWeekdays('sunday').slice(0, 2)).toEqual(['sunday', 'monday']);
  });

  it.each([
    ['en', 'Monday', 'Sun'],
    ['cz', 'pondělí', 'ne'],
    ['sk', 'pondelok', 'ne'],
    ['de', 'Montag', 'So'],
  ] as const)('names weekdays in %s', (locale, monday, sundayShort) => {
    expect(weekdayName('monday', locale)).toBe(monday);
    expect(weekdayName('sunday', locale, 'short')).toBe(sundayShort);
  });

  it('knows the weekday of a date and adds days across months and leap years', () => {
    expect(weekdayOfDate('2026-03-12')).toBe('thursday');
    expect(weekdayOfDate('2026-03-15')).toBe('sunday');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads the local day and minute in the time zone', () => {
    expect(localMoment(new Date('2026-03-12T23:30:00Z'), TZ)).toEqual({
      date: '2026-03-13',
      weekday: 'friday',
      minutes: 30,
    });
    expect(localMoment(new Date('2026-03-12T23:30:00Z'), 'UTC').weekday).toBe('thursday');
  });
});

describe('schemas', () => {
  it('normalises times and day values', () => {
    expect(timeOfDaySchema.parse('9:05')).toBe('09:05');
    expect(timeOfDaySchema.parse('21:00:00')).toBe('21:00');
    expect(timeOfDaySchema.parse('24:00')).toBe('24:00');
    expect(timeOfDaySchema.safeParse('24:30').success).toBe(false);
    expect(timeOfDaySchema.safeParse('9am').success).toBe(false);
    expect(dayHoursSchema.parse(null)).toBeNull();
    expect(dayHoursSchema.parse('closed')).toBeNull();
    expect(dayHoursSchema.parse({ closed: true })).toBeNull();
    expect(dayHoursSchema.parse({ open: '9:00', close: '17:00' })).toEqual({
      open: '09:00',
      close: '17:00',
    });
  });

  it('lowercases weekday keys and defaults zone, status and exceptions', () => {
    const entry = openingHoursEntrySchema.parse({ days: { MONDAY: week } });
    expect(entry).toEqual({
      zone: 'default',
      name: {},
      status: 'open',
      days: { monday: week },
      exceptions: [],
    });
    expect(bar.days.friday).toEqual({ open: '18:00', close: '02:00' });
  });

  it('accepts {from, to} days, holidays with hours, and names per language', () => {
    const entry = openingHoursEntrySchema.parse({
      zone: 'default',
      status: 'open',
      name: { en: 'Shopping centre', cz: 'Nákupní centrum' },
      days: { monday: { from: '09:00', to: '21:00' }, sunday: null },
      exceptions: [{ date: '2026-12-25', closed: true, name: 'Christmas Day' }],
      holidays: [
        { date: '2026-12-24', hours: { from: '08:00', to: '12:00' } },
        { date: '2027-01-01', hours: null },
      ],
    });
    expect(entry.name).toEqual({ en: 'Shopping centre', cz: 'Nákupní centrum' });
    expect(localizedName(entry.name, 'en')).toBe('Shopping centre');
    expect(localizedName(entry.name, 'sk')).toBe('Nákupní centrum');
    expect(localizedName({ de: 'Parken' }, 'en')).toBe('Parken');
    expect(localizedName({}, 'en')).toBeNull();
    expect(entry.days).toEqual({ monday: week, sunday: null });
    expect(entry.exceptions).toEqual([
      {
        date: '2026-12-25',
        hours: null,
        name: {
          en: 'Christmas Day',
          cz: 'Christmas Day',
          sk: 'Christmas Day',
          de: 'Christmas Day',
        },
      },
      { date: '2026-12-24', hours: { open: '08:00', close: '12:00' }, name: {} },
      { date: '2027-01-01', hours: null, name: {} },
    ]);
    expect(openState(entry, winter('2026-12-24T11:00'), TZ)).toMatchObject({
      state: 'open',
      closesAt: '12:00',
    });
  });

  it('treats any status other than open as closed', () => {
    expect(openingHoursEntrySchema.parse({ status: 'CLOSED' }).status).toBe('closed');
    expect(openingHoursEntrySchema.parse({ status: 'Open' }).status).toBe('open');
    expect(openingHoursEntrySchema.parse({ status: null }).status).toBe('open');
  });

  it('rejects a bad exception date', () => {
    expect(
      openingHoursEntrySchema.safeParse({ exceptions: [{ date: '24.12.2026' }] }).success,
    ).toBe(false);
  });

  it('finds the default zone, else the first', () => {
    expect(main.zone).toBe('default');
    expect(otherZones(hours).map((zone) => zone.zone)).toEqual(['parking', 'bar']);
    expect(defaultZone([bar])).toBe(bar);
    expect(defaultZone([])).toBeUndefined();
  });
});

describe('todaysOpeningHours', () => {
  it('gives the default zone hours for today in the mall time zone', () => {
    expect(todaysOpeningHours(hours, winter('2026-03-12T08:00'), TZ)).toEqual({
      status: 'open',
      zone: 'default',
      date: '2026-03-12',
      weekday: 'thursday',
      open: '09:00',
      close: '21:00',
      exception: null,
    });
  });

  it('uses the local date, not the UTC date', () => {
    // Saturday 00:30 in Prague is still Friday in UTC.
    const today = todaysOpeningHours(hours, winter('2026-03-14T00:30'), TZ);
    expect(today).toMatchObject({ weekday: 'saturday', open: '09:00', close: '20:00' });
  });

  it('on a closed day says when it opens next', () => {
    expect(todaysOpeningHours(hours, winter('2026-03-15T12:00'), TZ)).toEqual({
      status: 'closed',
      zone: 'default',
      date: '2026-03-15',
      weekday: 'sunday',
      reason: 'closed-today',
      exception: null,
      next: {
        date: '2026-03-16',
        weekday: 'monday',
        daysAhead: 1,
        day: 'tomorrow',
        open: '09:00',
        close: '21:00',
        exception: null,
      },
    });
  });

  it('applies holiday exceptions', () => {
    const eve = todaysOpeningHours(hours, winter('2026-12-24T07:00'), TZ);
    expect(eve).toMatchObject({ status: 'open', open: '08:00', close: '14:00' });
    expect(localizedName(eve.exception!.name, 'de')).toBe('Christmas Eve');

    const christmas = todaysOpeningHours(hours, winter('2026-12-25T10:00'), TZ);
    expect(christmas).toMatchObject({ status: 'closed', reason: 'closed-today' });
    // 26 Dec closed, 27 Dec is a Sunday: next is Monday 28 Dec.
    expect(christmas.status === 'closed' && christmas.next).toMatchObject({
      date: '2026-12-28',
      weekday: 'monday',
      daysAhead: 3,
      day: 'weekday',
    });
  });

  it('when the default zone is closed, says so with no next opening', () => {
    const closed = openingHoursSchema.parse([
      { zone: 'default', status: 'closed', days: { monday: week } },
    ]);
    expect(todaysOpeningHours(closed, winter('2026-03-16T10:00'), TZ)).toMatchObject({
      status: 'closed',
      reason: 'zone-closed',
      next: null,
    });
  });

  it('without any hours says no-hours', () => {
    expect(todaysOpeningHours([], winter('2026-03-16T10:00'), TZ)).toMatchObject({
      status: 'closed',
      zone: null,
      reason: 'no-hours',
      weekday: 'monday',
    });
  });
});

describe('openState', () => {
  it('is open, closing at 21:00', () => {
    expect(openState(hours, winter('2026-03-12T10:00'), TZ)).toEqual({
      state: 'open',
      closesAt: '21:00',
      closesDaysAhead: 0,
      exception: null,
    });
  });

  it('before opening: opens today', () => {
    expect(openState(main, winter('2026-03-12T07:59'), TZ)).toMatchObject({
      state: 'closed',
      next: { day: 'today', daysAhead: 0, open: '09:00', date: '2026-03-12' },
    });
  });

  it('at closing time it is closed and opens tomorrow', () => {
    expect(openState(main, winter('2026-03-12T21:00'), TZ)).toMatchObject({
      state: 'closed',
      next: { day: 'tomorrow', weekday: 'friday', open: '09:00' },
    });
    expect(openState(main, winter('2026-03-12T20:59'), TZ)).toMatchObject({ state: 'open' });
  });

  it('on Saturday evening opens Monday', () => {
    expect(openState(main, winter('2026-03-14T20:30'), TZ)).toMatchObject({
      state: 'closed',
      next: { day: 'weekday', weekday: 'monday', daysAhead: 2, open: '09:00' },
    });
  });

  it('reads the clock in the mall time zone, across the summer-time change', () => {
    // Sunday 29 March 2026 is the change; Monday 9:00 summer time is 07:00Z.
    expect(openState(main, new Date('2026-03-30T06:59:00Z'), TZ)).toMatchObject({
      state: 'closed',
      next: { day: 'today' },
    });
    expect(openState(main, new Date('2026-03-30T07:00:00Z'), TZ)).toMatchObject({
      state: 'open',
    });
    expect(openState(main, summer('2026-07-01T21:30'), TZ)).toMatchObject({ state: 'closed' });
    expect(openState(main, new Date('2026-07-01T18:30:00Z'), 'UTC')).toMatchObject({
      state: 'open',
    });
  });

  it('handles hours past midnight', () => {
    expect(openState(bar, winter('2026-03-13T23:00'), TZ)).toEqual({
      state: 'open',
      closesAt: '02:00',
      closesDaysAhead: 1,
      exception: null,
    });
    expect(openState(bar, winter('2026-03-14T01:30'), TZ)).toMatchObject({
      state: 'open',
      closesAt: '02:00',
      closesDaysAhead: 0,
    });
    expect(openState(bar, winter('2026-03-14T02:00'), TZ)).toMatchObject({
      state: 'closed',
      next: { date: '2026-03-20', day: 'weekday', weekday: 'friday', open: '18:00' },
    });
  });

  it('treats a closing time of 24:00 as midnight', () => {
    expect(openState(hours[0]!, winter('2026-03-16T23:59'), TZ)).toMatchObject({
      state: 'open',
      closesAt: '24:00',
      closesDaysAhead: 0,
    });
  });

  it('honours exceptions for today and further ahead', () => {
    expect(openState(main, winter('2026-12-24T13:00'), TZ)).toMatchObject({
      state: 'open',
      closesAt: '14:00',
      exception: { name: { cz: 'Christmas Eve' } },
    });
    expect(openState(main, winter('2026-12-24T15:00'), TZ)).toMatchObject({
      state: 'closed',
      next: { date: '2026-12-28', day: 'weekday', weekday: 'monday', daysAhead: 4 },
    });
  });

  it('says the date when the next opening is a week or more away', () => {
    const weekly = openingHoursEntrySchema.parse({ days: { monday: week } });
    expect(openState(weekly, winter('2026-03-16T22:00'), TZ)).toMatchObject({
      state: 'closed',
      next: { date: '2026-03-23', daysAhead: 7, day: 'date' },
    });
  });

  it('never opens: next is null', () => {
    const never = openingHoursEntrySchema.parse({ days: {} });
    expect(openState(never, winter('2026-03-16T10:00'), TZ)).toEqual({
      state: 'closed',
      next: null,
    });
    expect(openState([], winter('2026-03-16T10:00'), TZ)).toEqual({ state: 'closed', next: null });
  });
});

describe('tables', () => {
  it('lists the week as rows', () => {
    const rows = weeklyHours(main);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ weekday: 'monday', hours: week });
    expect(rows[6]).toEqual({ weekday: 'sunday', hours: null });
    expect(weeklyHours(main, 'sunday')[0]?.weekday).toBe('sunday');
  });

  it('groups consecutive days with equal hours', () => {
    expect(groupedWeeklyHours(main)).toEqual([
      { from: 'monday', to: 'friday', hours: week },
      { from: 'saturday', to: 'saturday', hours: { open: '09:00', close: '20:00' } },
      { from: 'sunday', to: 'sunday', hours: null },
    ]);
  });

  it('lists upcoming exceptions by date', () => {
    expect(
      upcomingExceptions(main, winter('2026-12-20T12:00'), TZ, 5).map((item) => item.date),
    ).toEqual(['2026-12-24', '2026-12-25']);
    expect(upcomingExceptions(main, winter('2026-03-01T12:00'), TZ)).toEqual([]);
  });

  it('hoursOnDate prefers an exception to the weekday', () => {
    expect(hoursOnDate(main, '2026-12-25')).toMatchObject({ weekday: 'friday', hours: null });
    expect(hoursOnDate(main, '2026-12-18').hours).toEqual(week);
  });

  it('displays times without a leading zero', () => {
    expect(displayTime('09:00')).toBe('9:00');
    expect(displayTime('20:30')).toBe('20:30');
    expect(displayTime('00:15')).toBe('0:15');
  });
});
