import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { registerVerified } from '../auth/account-test-helpers';

/** With a realtime transport wired, a staff reply goes out as message.created to the member. */
const transport = createLoggingPublisher(() => {});
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ realtime: transport });
});
afterAll(async () => {
  await t?.close();
});

describe('admin messages realtime', () => {
  it('publishes message.created on the member channel, like the member’s own messages', async () => {
    const { customerId } = await registerVerified(t, 'live@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/messages',
      headers: { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY },
      payload: { customer_id: customerId, body: 'Your parcel is at the information desk.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(transport.events.filter((e) => e.event === 'message.created')).toEqual([
      {
        channel: `private-customer-${customerId}`,
        event: 'message.created',
        data: { id: res.json().data.id },
      },
    ]);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/messages',
      headers: { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY },
      payload: { customer_id: customerId, body: '' },
    });
    expect(refused.statusCode).toBe(422);
    expect(transport.events.filter((e) => e.event === 'message.created')).toHaveLength(1);
  });
});
