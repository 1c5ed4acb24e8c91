import { toDate, type DateInput } from './date-range';

/**
 * "Add to calendar" for events and offers (DESIGN section 9): an iCalendar (RFC 5545) file with
 * one event. Times are written in UTC, so every calendar app shows them in its own zone.
 */

export interface CalendarEvent {
  /** Globally unique and stable, e.g. `event-42@beta.atrium`. */
  readonly uid: string;
  readonly title: string;
  readonly start: DateInput;
  readonly end: DateInput;
  /** Whole days: `start` and `end` are calendar dates (`YYYY-MM-DD`), `end` inclusive. */
  readonly allDay?: boolean;
  readonly description?: string;
  readonly location?: string;
  readonly url?: string;
}

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines carry a leading space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(value: DateInput): string {
  return toDate(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function dateValue(value: DateInput, plusDays = 0): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00Z`)
      : toDate(value);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** The `.ics` text for one event; `now` is the DTSTAMP (pass the current time). */
export function calendarEventIcs(event: CalendarEvent, now: DateInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atrium//Mall website//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...(event.allDay
      ? [
          `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
          // DTEND of an all-day event is exclusive.
          `DTEND;VALUE=DATE:${dateValue(event.end, 1)}`,
        ]
      : [`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`]),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A file name for the download: the slug-like title plus `.ics`. */
export function calendarFileName(slug: string): string {
  return `${slug || 'event'}.ics`;
}
