import { describe, expect, it } from 'vitest';
import { parseMall } from './mall';
import { openingHoursSchema } from './opening-hours';
import { arrayOf, InvalidValue, objectOf, optional, parser, readInt, readNonEmpty } from './parser';
import { parseRealtimeEvent } from './realtime-events';
import { parseRuntimeConfig } from './runtime-config';

describe('hand-written parsers', () => {
  const item = parser(
    objectOf({ id: readInt, tags: optional(arrayOf(readNonEmpty)) }, { loose: false }),
  );

  it('parse returns the typed value; loose: false drops unknown keys', () => {
    expect(item.parse({ id: 3, tags: ['a'], other: true })).toEqual({ id: 3, tags: ['a'] });
    expect(item.parse({ id: 3 })).toEqual({ id: 3 });
  });

  it('rejects bad input with the path and the reason', () => {
    expect(() => item.parse({ id: 1.5 })).toThrow('id: expected a whole number');
    expect(() => item.parse({ id: 1, tags: ['a', ''] })).toThrow(
      'tags.1: expected a non-empty string',
    );
    expect(() => item.parse('x')).toThrow('(value): expected an object');
    const result = item.safeParse({ id: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error).toBeInstanceOf(InvalidValue);
      expect(result.error.path).toEqual(['id']);
    }
  });

  it('names the bad field of a mall, its opening hours and the runtime config', () => {
    expect(() => parseMall({ name: '' })).toThrow('name: expected a non-empty string');
    expect(() =>
      parseMall({
        name: 'X',
        opening_hours: [{ days: { Monday: { open: '9am', close: '17:00' } } }],
      }),
    ).toThrow("opening_hours.0.days.Monday.open: not a time of day (HH:MM): '9am'");
    expect(openingHoursSchema.safeParse([{ exceptions: [{ date: '24.12.' }] }]).success).toBe(
      false,
    );
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'not a url' })).toThrow(
      "Invalid runtime-config.json: apiBaseUrl: not a URL: 'not a url'",
    );
  });

  it('drops a malformed realtime event', () => {
    expect(parseRealtimeEvent('mall', 'parking.updated', { free: -1, capacity: 3 })).toBeNull();
    expect(parseRealtimeEvent('mall', 'parking.updated', '{"free":1,"capacity":3}')?.data).toEqual({
      free: 1,
      capacity: 3,
    });
  });
});
