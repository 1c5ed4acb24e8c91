import { z } from 'zod';

import { LOCALES } from '../locales';
import {
  byDate,
  DEFAULT_ZONE,
  WEEKDAYS,
  type OpeningHoursEntry,
  type Weekday,
} from '../opening-hours';

/**
 * The mall's opening hours as staff edit them (`GET`/`PUT /v1/admin/opening-hours`, docs/api.md
 * "Opening hours"): every zone whole, in one canonical shape — all seven days (`null` = closed),
 * exceptions as `{date, hours, name}` — which the site's reader (`openingHoursSchema`) reads like
 * any other form the API has stored.
 */

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** `HH:MM`, 00:00–23:59. */
const openingTime = z.string().regex(TIME, 'A time as HH:MM');
/** `HH:MM`, or `24:00` for "until midnight". */
const closingTime = z.string().regex(new RegExp(`${TIME.source}|^24:00$`), 'A time as HH:MM');

/** One day's hours; a closing time before the opening time runs past midnight. */
export const editableDayHoursSchema = z
  .object({ open: openingTime, close: closingTime })
  .refine((hours) => hours.open !== hours.close, {
    path: ['close'],
    message: 'The closing time must differ from the opening time',
  });

const nameText = z.string().trim().max(80, 'At most 80 characters');
/** A display name per language, each optional. */
const editableNameSchema = z.partialRecord(z.enum(LOCALES), nameText);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDate = z
  .string()
  .regex(ISO_DATE, 'A date as YYYY-MM-DD')
  .refine((date) => {
    const parsed = new Date(`${date}T12:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  }, 'Not a date in the calendar');

export const editableExceptionSchema = z.object({
  date: calendarDate,
  /** `null`: closed that day. */
  hours: editableDayHoursSchema.nullable(),
  name: editableNameSchema,
});
export type EditableException = z.output<typeof editableExceptionSchema>;

const days = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, editableDayHoursSchema.nullable()])) as Record<
    Weekday,
    z.ZodNullable<typeof editableDayHoursSchema>
  >,
);

export const editableZoneSchema = z.object({
  /** `default` is the mall's main hours; others are e.g. `hypermarket`, `restaurants`. */
  zone: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Lower-case letters, digits and dashes, at most 40'),
  name: editableNameSchema,
  /** `closed`: the whole zone is closed until further notice. */
  status: z.enum(['open', 'closed']),
  days,
  exceptions: z.array(editableExceptionSchema).max(400, 'At most 400 exceptions'),
});
export type EditableZone = z.output<typeof editableZoneSchema>;

/** `PUT /v1/admin/opening-hours` body, and the answer of both routes. */
export const openingHoursUpdateSchema = z
  .object({ opening_hours: z.array(editableZoneSchema).min(1).max(12, 'At most 12 zones') })
  .superRefine(({ opening_hours: zones }, context) => {
    if (!zones.some((zone) => zone.zone === DEFAULT_ZONE)) {
      context.addIssue({
        code: 'custom',
        path: ['opening_hours'],
        message: 'The main hours (zone "default") are required',
      });
    }
    const seen = new Set<string>();
    zones.forEach((zone, index) => {
      if (seen.has(zone.zone)) {
        context.addIssue({
          code: 'custom',
          path: ['opening_hours', index, 'zone'],
          message: 'Each zone once',
        });
      }
      seen.add(zone.zone);
      if (zone.zone !== DEFAULT_ZONE && !Object.values(zone.name).some(Boolean)) {
        context.addIssue({
          code: 'custom',
          path: ['opening_hours', index, 'name'],
          message: 'A name in at least one language',
        });
      }
      const dates = new Set<string>();
      zone.exceptions.forEach((exception, at) => {
        if (dates.has(exception.date)) {
          context.addIssue({
            code: 'custom',
            path: ['opening_hours', index, 'exceptions', at, 'date'],
            message: 'Each date once',
          });
        }
        dates.add(exception.date);
      });
    });
  });
export type OpeningHoursUpdate = z.output<typeof openingHoursUpdateSchema>;

/**
 * A zone as read by the site (`openingHoursSchema`, any stored form) in the editable shape: a day
 * the zone does not list is closed, exceptions in date order.
 */
export function editableZone(entry: OpeningHoursEntry): EditableZone {
  return {
    zone: entry.zone,
    name: { ...entry.name },
    status: entry.status,
    days: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const hours = entry.days[day];
        return [day, hours ? { open: hours.open, close: hours.close } : null];
      }),
    ) as EditableZone['days'],
    exceptions: [...entry.exceptions].sort(byDate).map((exception) => ({
      date: exception.date,
      hours: exception.hours ? { open: exception.hours.open, close: exception.hours.close } : null,
      name: { ...exception.name },
    })),
  };
}
