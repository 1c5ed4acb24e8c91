import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { createTestDatabase, type TestApp, type TestDatabase, testEnv } from '../../test/test-app';
import { bearer, registerVerified } from '../auth/account-test-helpers';

/** With a realtime transport wired, a sent message and the mall's reply go out as message.created. */
let database: TestDatabase;
const transport = createLoggingPublisher(() => {});
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv();
  const app = await buildApp({
    db: database.db,
    env,
    realtime: {
      credentials: { appId: 'test', key: 'test-key', secret: 'test-secret' },
      publisher: transport,
    },
  });
  await app.ready();
  t = { app, db: database.db, env, close: async () => {} };
});
afterAll(async () => {
  await t?.app.close();
  await database?.close();
});

describe('messages realtime', () => {
  it('publishes message.created on the member channel', async () => {
    const { token, customerId } = await registerVerified(t, 'live@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/messages',
      headers: bearer(token),
      payload: { body: 'Hello' },
    });
    expect(res.statusCode).toBe(201);
    const all = (await t.app.inject({ url: '/v1/messages/all', headers: bearer(token) })).json()
      .data.data as { id: number }[];
    const events = transport.events.filter((e) => e.event === 'message.created');
    expect(events).toEqual(
      all
        .map((m) => ({
          channel: `private-customer-${customerId}`,
          event: 'message.created',
          data: { id: m.id },
        }))
        .reverse(),
    );
  });
});
