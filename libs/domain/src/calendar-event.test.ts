import { describe, expect, it } from 'vitest';
import { calendarEventIcs, calendarFileName, escapeIcsText, foldIcsLine } from './calendar-event';

const now = '2026-03-01T12:00:00.000Z';

describe('calendarEventIcs', () => {
  it('writes one timed event in UTC with CRLF line ends', () => {
    const ics = calendarEventIcs(
      {
        uid: 'event-42@beta.atrium',
        title: 'Autumn fair; food, music',
        start: '2026-03-12T09:00:00+01:00',
        end: '2026-03-12T18:30:00+01:00',
        description: 'Line one\nLine two',
        location: 'Galerie Harfa, Praha',
        url: 'https://beta.example.com/en/event/42/autumn-fair',
      },
      now,
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Atrium//Mall website//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-42@beta.atrium',
      'DTSTAMP:20260301T120000Z',
      'DTSTART:20260312T080000Z',
      'DTEND:20260312T173000Z',
      'SUMMARY:Autumn fair\\; food\\, music',
      'DESCRIPTION:Line one\\nLine two',
      'LOCATION:Galerie Harfa\\, Praha',
      'URL:https://beta.example.com/en/event/42/autumn-fair',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('writes all-day events with an exclusive end date', () => {
    const ics = calendarEventIcs(
      { uid: 'x', title: 'Sale', start: '2026-12-30', end: '2027-01-02', allDay: true },
      now,
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20261230\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270103\r\n');
    expect(ics).not.toContain('DESCRIPTION');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const line = `SUMMARY:${'č'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('short')).toBe('short');
  });

  it('escapes backslashes first', () => {
    expect(escapeIcsText('a\\b,c;d\r\ne')).toBe('a\\\\b\\,c\\;d\\ne');
  });

  it('names the file', () => {
    expect(calendarFileName('autumn-fair')).toBe('autumn-fair.ics');
    expect(calendarFileName('')).toBe('event.ics');
  });
});
