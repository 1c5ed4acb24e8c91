import { openingHoursUpdateSchema, type EditableZone } from '@atrium/domain/contract/opening-hours';
import { defaultZone, hoursOnDate, openingHoursSchema } from '@atrium/domain/opening-hours';
import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/**
 * GET/PUT /v1/admin/opening-hours (admin-opening-hours.routes.ts): the `content` permission;
 * the whole list checked before anything is written; a change audited with before/after, the
 * mall's cached answers dropped and `content.updated` sent; the site reads what was stored.
 */
const transport = createLoggingPublisher(() => {});
let t: TestApp;
let owner: StaffSession;
let content: StaffSession;
let desk: StaffSession;
let support: StaffSession;
const key = { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY };

beforeAll(async () => {
  t = await createTestApp({ realtime: transport, env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  content = await invited(t, owner, 'content-hours@example.test', 'content');
  desk = await invited(t, owner, 'desk-hours@example.test', 'desk');
  support = await invited(t, owner, 'support-hours@example.test', 'support');
});
afterAll(() => t?.close());

const read = (headers: Record<string, string>) =>
  t.app.inject({ url: '/v1/admin/opening-hours', headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/admin/opening-hours',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const current = async () =>
  openingHoursUpdateSchema.parse((await read(content.headers)).json().data).opening_hours;
const publicMall = async (origin: string) =>
  (await t.app.inject({ url: '/v1/malls', headers: { origin } })).json().data[0] as {
    opening_hours: unknown;
  };

describe('GET /v1/admin/opening-hours', () => {
  it('answers every zone whole: seven days each, exceptions in date order', async () => {
    const zones = await current();
    expect(zones.map((zone) => zone.zone)).toContain('default');
    for (const zone of zones) {
      expect(Object.keys(zone.days)).toHaveLength(7);
      const dates = zone.exceptions.map((exception) => exception.date);
      expect(dates).toEqual([...dates].sort());
    }
    // The seed's holidays: closed ones are `hours: null`, named in every language.
    const main = zones.find((zone) => zone.zone === 'default')!;
    const christmas = main.exceptions.find((exception) => exception.date.endsWith('-12-25'));
    expect(christmas).toMatchObject({ hours: null, name: { cz: expect.any(String) } });
  });

  it('is for owners, content editors and the automation key; others get an audited 403', async () => {
    for (const headers of [owner.headers, content.headers, key]) {
      expect((await read(headers)).statusCode).toBe(200);
    }
    for (const headers of [desk.headers, support.headers]) {
      expect((await read(headers)).statusCode).toBe(403);
      expect((await put(headers, { opening_hours: await current() })).statusCode).toBe(403);
    }
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=access.denied',
      headers: owner.headers,
    });
    const denied = (audit.json().data.data as { target_id: string }[]).filter(
      (entry) => entry.target_id === 'content',
    );
    expect(denied.length).toBeGreaterThanOrEqual(4);
  });
});

describe('PUT /v1/admin/opening-hours', () => {
  const week = (hours: { open: string; close: string } | null): EditableZone['days'] => ({
    monday: hours,
    tuesday: hours,
    wednesday: hours,
    thursday: hours,
    friday: hours,
    saturday: hours,
    sunday: hours,
  });
  const zone = (overrides: Partial<EditableZone> = {}): EditableZone => ({
    zone: 'default',
    name: { en: 'Shopping centre' },
    status: 'open',
    days: week({ open: '09:00', close: '21:00' }),
    exceptions: [],
    ...overrides,
  });

  it('refuses invalid hours with the fields’ paths and writes nothing', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [{}, 'opening_hours'],
      [{ opening_hours: [] }, 'opening_hours'],
      [{ opening_hours: [zone({ zone: 'hypermarket', name: { en: 'H' } })] }, 'opening_hours'],
      [{ opening_hours: [zone(), zone()] }, 'opening_hours.1.zone'],
      [{ opening_hours: [zone(), zone({ zone: 'food', name: {} })] }, 'opening_hours.1.name'],
      [{ opening_hours: [zone({ zone: 'Big Zone' })] }, 'opening_hours.0.zone'],
      [
        {
          opening_hours: [zone({ days: { ...week(null), monday: { open: '9', close: '21:00' } } })],
        },
        'opening_hours.0.days.monday.open',
      ],
      [
        {
          opening_hours: [
            zone({ days: { ...week(null), monday: { open: '09:00', close: '09:00' } } }),
          ],
        },
        'opening_hours.0.days.monday.close',
      ],
      [
        {
          opening_hours: [
            zone({ days: { ...week(null), sunday: { open: '24:00', close: '02:00' } } }),
          ],
        },
        'opening_hours.0.days.sunday.open',
      ],
      [
        { opening_hours: [zone({ exceptions: [{ date: '2026-02-30', hours: null, name: {} }] })] },
        'opening_hours.0.exceptions.0.date',
      ],
      [
        {
          opening_hours: [
            zone({
              exceptions: [
                { date: '2026-12-24', hours: null, name: {} },
                { date: '2026-12-24', hours: { open: '09:00', close: '12:00' }, name: {} },
              ],
            }),
          ],
        },
        'opening_hours.0.exceptions.1.date',
      ],
      [{ opening_hours: [zone({ name: { en: 'x'.repeat(81) } })] }, 'opening_hours.0.name.en'],
    ];
    for (const [body, path] of cases) {
      const res = await put(owner.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), `${JSON.stringify(body)} → ${res.body}`).toContain(path);
    }
    const malformed = await put(owner.headers, '{"opening_hours":');
    expect(malformed.statusCode).toBe(400);
    expect(await current()).toEqual(before);
  });

  it('stores the hours, audits them, drops cached answers and sends content.updated', async () => {
    const before = await current();
    const novoplazaBefore = await publicMall(ORIGIN.novoplaza);
    await publicMall(ORIGIN.beta); // cached now
    const sent = transport.events.length;
    const zones: EditableZone[] = [
      zone({
        days: { ...week({ open: '09:00', close: '21:00' }), sunday: null },
        exceptions: [
          {
            date: '2027-03-02',
            hours: { open: '10:00', close: '14:00' },
            name: { en: 'Stocktaking', cz: 'Inventura' },
          },
        ],
      }),
      zone({
        zone: 'cinema',
        name: { en: 'Cinema', cz: 'Kino' },
        days: week({ open: '12:00', close: '01:00' }),
      }),
    ];
    const res = await put(content.headers, { opening_hours: zones });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ opening_hours: zones });
    expect(await current()).toEqual(zones);

    // The site reads what was stored, at once (the mall's cached answer is gone).
    const stored = openingHoursSchema.parse((await publicMall(ORIGIN.beta)).opening_hours);
    const main = defaultZone(stored)!;
    expect(hoursOnDate(main, '2027-03-07')).toMatchObject({ hours: null }); // a Sunday
    expect(hoursOnDate(main, '2027-03-02')).toMatchObject({
      hours: { open: '10:00', close: '14:00' },
    });
    expect(stored.map((entry) => entry.zone)).toEqual(['default', 'cinema']);

    expect(transport.events.slice(sent)).toEqual([
      { channel: 'mall-beta', event: 'content.updated', data: { type: 'mall' } },
    ]);
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=opening-hours.update',
      headers: owner.headers,
    });
    const entry = audit.json().data.data[0];
    expect(entry).toMatchObject({
      actor: { type: 'staff', label: 'content-hours@example.test' },
      target_type: 'mall',
    });
    expect(entry.after).toEqual({ opening_hours: zones });
    expect(entry.before).toEqual({ opening_hours: before });
    // Another mall's hours are untouched.
    expect(await publicMall(ORIGIN.novoplaza)).toEqual(novoplazaBefore);
  });
});
