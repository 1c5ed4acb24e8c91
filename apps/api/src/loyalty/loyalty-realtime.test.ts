import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { DEV_ADMIN_KEY } from './loyalty-env';
import {
  createMember,
  createReward,
  creditBonus,
  loyaltyShop,
  multipart,
  pragueDay,
  receiptPhoto,
} from './test-helpers';

/** With a realtime transport wired (`buildApp({ realtime })`), loyalty publishes through it. */
const transport = createLoggingPublisher(() => {});
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ realtime: transport });
});
afterAll(async () => {
  await t?.close();
});

describe('loyalty realtime', () => {
  it('publishes receipt.updated, points.updated and reward.activated on the member channel', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta');
    const body = await multipart(
      {
        company_id: String(shop),
        amount: '100.00',
        purchased_at: pragueDay(0),
        receipt_number: 'RT-1',
      },
      { data: await receiptPhoto() },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/me/receipts',
      headers: { ...m.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    // Reading is off in tests: the receipt waits, and staff approve it.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${res.json().data.id}/approve`,
      headers: { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await creditBonus(t.db, m, 100);
    const reward = await createReward(t.db, 'beta', { points: 50, stock: 1 });
    const act = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: m.headers,
      payload: { reward_id: reward.id },
    });
    expect(act.statusCode).toBe(201);
    const receiptId = res.json().data.id;
    const code = act.json().data.code;
    const memberEvents = transport.events.filter((e) => e.channel === `private-customer-${m.id}`);
    expect(memberEvents).toEqual([
      {
        channel: `private-customer-${m.id}`,
        event: 'receipt.updated',
        data: { id: receiptId, status: 'pending' },
      },
      {
        channel: `private-customer-${m.id}`,
        event: 'receipt.updated',
        data: { id: receiptId, status: 'approved', points: 10 },
      },
      {
        channel: `private-customer-${m.id}`,
        event: 'points.updated',
        data: { balance: 10, delta: 10 },
      },
      {
        channel: `private-customer-${m.id}`,
        event: 'reward.activated',
        data: { id: act.json().data.id, reward_id: reward.id, code },
      },
      {
        channel: `private-customer-${m.id}`,
        event: 'points.updated',
        data: { balance: 60, delta: -50 },
      },
    ]);
  });
});
