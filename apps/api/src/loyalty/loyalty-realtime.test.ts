import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase, testEnv } from '../test/test-app';
import {
  createMember,
  createReward,
  creditBonus,
  fakeFile,
  loyaltyShop,
  multipart,
  pragueDay,
} from './test-helpers';

/** With a realtime transport wired (`buildApp({ realtime })`), loyalty publishes through it. */
let database: TestDatabase;
const transport = createLoggingPublisher(() => {});
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    env: testEnv(),
    realtime: {
      credentials: { appId: 'test', key: 'test-key', secret: 'test-secret' },
      publisher: transport,
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('loyalty realtime', () => {
  it('publishes receipt.updated, points.updated and reward.activated on the member channel', async () => {
    const m = await createMember(database.db);
    const shop = await loyaltyShop(database.db, 'beta');
    const body = await multipart(
      {
        company_id: String(shop),
        amount: '100.00',
        purchased_at: pragueDay(0),
        receipt_number: 'RT-1',
      },
      { data: fakeFile('jpeg') },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/v1/me/receipts',
      headers: { ...m.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    await creditBonus(database.db, m, 100);
    const reward = await createReward(database.db, 'beta', { points: 50, stock: 1 });
    const act = await app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: m.headers,
      payload: { reward_id: reward.id },
    });
    expect(act.statusCode).toBe(201);
    const receiptId = res.json().data.id;
    const code = act.json().data.code;
    expect(transport.events).toEqual([
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
