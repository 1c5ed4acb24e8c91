import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/** The car park's system sends its count; open parking pages get it over the cache channel. */
const transport = createLoggingPublisher(() => {});
let t: TestApp;
let owner: StaffSession;
let desk: StaffSession;
const key = { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY };

beforeAll(async () => {
  t = await createTestApp({ realtime: transport, env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  desk = await invited(t, owner, 'desk-parking@example.test', 'desk');
});
afterAll(() => t?.close());

const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/v1/admin/parking', headers, payload: payload as object });
const parking = async () =>
  (await t.app.inject({ url: '/v1/options/parking', headers: { origin: ORIGIN.beta } })).json()
    .data as { free: number; capacity: number };

describe('PUT /v1/admin/parking', () => {
  it('stores the count from the automation key and sends it to open parking pages', async () => {
    const { capacity } = await parking();
    const res = await put(key, { free: 42 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ free: 42, capacity });
    expect((await parking()).free).toBe(42);
    expect(transport.events.at(-1)).toEqual({
      channel: 'cache-parking-beta',
      event: 'parking.updated',
      data: { free: 42, capacity },
    });
  });

  it('refuses more than the capacity, a negative or missing count; nothing is sent', async () => {
    const { capacity } = await parking();
    const sent = transport.events.length;
    for (const body of [{ free: capacity + 1 }, { free: -1 }, {}, { free: 'many' }]) {
      const res = await put(key, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.free).toBeDefined();
    }
    expect(transport.events).toHaveLength(sent);
    expect((await parking()).free).toBe(42);
  });

  it('an owner may set it (audited); a desk member may not', async () => {
    expect((await put(owner.headers, { free: 7 })).statusCode).toBe(200);
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=parking.update',
      headers: owner.headers,
    });
    expect(audit.json().data.data[0]).toMatchObject({ before: { free: 42 }, after: { free: 7 } });
    expect((await put(desk.headers, { free: 8 })).statusCode).toBe(403);
    expect((await parking()).free).toBe(7);
  });
});
