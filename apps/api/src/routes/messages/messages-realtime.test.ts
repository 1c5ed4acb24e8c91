import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, registerVerified } from '../auth/account-test-helpers';

/** With a realtime transport wired, a sent message and the mall's reply go out as message.created. */
const transport = createLoggingPublisher(() => {});
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ realtime: transport });
});
afterAll(async () => {
  await t?.close();
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
