import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import { createTestApp, ORIGIN, type TenantId, type TestApp } from '../../test/test-app';
import { bearer, PASSWORD, registerVerified } from '../auth/account-test-helpers';

let t: TestApp;
const admin = (tenant: TenantId = 'beta') => ({
  origin: ORIGIN[tenant],
  'x-admin-key': DEV_ADMIN_KEY,
});

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const inbox = (query = '', tenant: TenantId = 'beta') =>
  t.app.inject({ url: `/v1/admin/messages${query}`, headers: admin(tenant) });
const reply = (payload: object, tenant: TenantId = 'beta') =>
  t.app.inject({ method: 'POST', url: '/v1/admin/messages', headers: admin(tenant), payload });
const memberSends = (token: string, payload: object, tenant: TenantId = 'beta') =>
  t.app.inject({ method: 'POST', url: '/v1/messages', headers: bearer(token, tenant), payload });
const memberMessages = async (token: string, tenant: TenantId = 'beta') =>
  (await t.app.inject({ url: '/v1/messages/all', headers: bearer(token, tenant) })).json().data;

describe('admin messages', () => {
  it('needs the admin key', async () => {
    const eva = await registerVerified(t, 'keyless@example.com');
    const none = await t.app.inject({
      url: '/v1/admin/messages',
      headers: { origin: ORIGIN.beta },
    });
    expect(none.statusCode).toBe(401);
    const wrong = { origin: ORIGIN.beta, 'x-admin-key': 'not-the-admin-key!' };
    expect((await t.app.inject({ url: '/v1/admin/messages', headers: wrong })).statusCode).toBe(
      403,
    );
    const post = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/messages',
      headers: wrong,
      payload: { customer_id: eva.customerId, body: 'Hello' },
    });
    expect(post.statusCode).toBe(403);
    expect((await memberMessages(eva.token)).total).toBe(0);
  });

  it('lists conversations; a staff reply reaches the member unread and answers the open messages', async () => {
    const eva = await registerVerified(t, 'eva@example.com');
    expect(
      (await memberSends(eva.token, { subject: 'Parking', body: 'Is the garage open at 6?' }))
        .statusCode,
    ).toBe(201);
    expect((await memberSends(eva.token, { body: 'And on Sunday?' })).statusCode).toBe(201);
    const adam = await registerVerified(t, 'adam@example.com');
    expect((await memberSends(adam.token, { body: 'Lost a glove' })).statusCode).toBe(201);

    // Newest conversation first; per customer the latest message and the unanswered count.
    const list = await inbox();
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json().data;
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 48 });
    const mine = page.data.filter((c: { customer_id: number }) =>
      [eva.customerId, adam.customerId].includes(c.customer_id),
    );
    expect(mine).toMatchObject([
      // Adam's last message is the automatic acknowledgement; `unread` still shows he waits.
      { customer_id: adam.customerId, total: 2, unread: 1, last: { sender: 'mall' } },
      {
        customer_id: eva.customerId,
        email: 'eva@example.com',
        first_name: 'Eva',
        last_name: 'Tester',
        locale: 'en',
        total: 3,
        unread: 2,
        last: { sender: 'customer', body: 'And on Sunday?', read: false },
      },
    ]);
    const paged = (await inbox('?per_page=1&page=2')).json().data;
    expect(paged).toMatchObject({ current_page: 2, per_page: 1, total: page.total });
    expect(paged.data).toHaveLength(1);

    const sent = await reply({
      customer_id: eva.customerId,
      subject: 'Parking',
      body: '  The garage opens at 6:00 every day, Sunday included.  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const staffMessage = sent.json().data;
    expect(staffMessage).toMatchObject({
      customer_id: eva.customerId,
      sender: 'mall',
      subject: 'Parking',
      body: 'The garage opens at 6:00 every day, Sunday included.',
      read: false,
    });

    const evaSees = await memberMessages(eva.token);
    expect(evaSees.total).toBe(4);
    expect(evaSees.data[0]).toEqual({ ...staffMessage, customer_id: undefined });
    // The reply answered what Eva wrote, so her messages count as read by the mall.
    const evaWrote = evaSees.data.filter((m: { sender: string }) => m.sender === 'customer');
    expect(evaWrote.map((m: { read: boolean }) => m.read)).toEqual([true, true]);
    const overview = await t.app.inject({
      url: '/v1/messages/overview',
      headers: bearer(eva.token),
    });
    expect(overview.json().data).toMatchObject({
      total: 4,
      unread: 2,
      last: { id: staffMessage.id },
    });

    const after = (await inbox()).json().data.data;
    expect(after[0]).toMatchObject({
      customer_id: eva.customerId,
      total: 4,
      unread: 0,
      last: { id: staffMessage.id, sender: 'mall' },
    });
    expect(
      after.find((c: { customer_id: number }) => c.customer_id === adam.customerId),
    ).toMatchObject({ unread: 1 });
  });

  it('keeps to the tenant: another tenant’s member is 404, each inbox lists its own members', async () => {
    const jan = await registerVerified(t, 'jan@example.com', 'novoplaza');
    expect((await memberSends(jan.token, { body: 'Ahoj' }, 'novoplaza')).statusCode).toBe(201);

    const foreign = await reply({ customer_id: jan.customerId, body: 'Hello Jan' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 'error', message: 'Customer not found' });
    expect((await reply({ customer_id: 2_000_000_000, body: 'Hello' })).statusCode).toBe(404);
    expect((await memberMessages(jan.token, 'novoplaza')).total).toBe(2);

    const ids = (page: { data: { customer_id: number }[] }) => page.data.map((c) => c.customer_id);
    expect(ids((await inbox()).json().data)).not.toContain(jan.customerId);
    expect(ids((await inbox('', 'novoplaza')).json().data)).toEqual([jan.customerId]);
    expect(
      (await reply({ customer_id: jan.customerId, body: 'Ahoj Jane' }, 'novoplaza')).statusCode,
    ).toBe(201);
  });

  it('refuses a reply to a deleted account', async () => {
    const leaving = await registerVerified(t, 'leaving@example.com');
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v1/delete-account',
      headers: bearer(leaving.token),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await reply({ customer_id: leaving.customerId, body: 'Hello' })).statusCode).toBe(404);
  });

  it('validates bodies and pages with per-field errors', async () => {
    const { customerId } = await registerVerified(t, 'checks@example.com');
    const errors = async (payload: object) => {
      const res = await reply(payload);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect((await errors({ customer_id: customerId, body: '' })).body).toEqual([
      'The message is required',
    ]);
    expect((await errors({ customer_id: customerId, body: '   ' })).body).toBeDefined();
    expect((await errors({ customer_id: customerId, body: 'x'.repeat(5001) })).body).toEqual([
      'The message may have at most 5000 characters',
    ]);
    expect(
      Object.keys(await errors({ customer_id: customerId, body: 'Hi', subject: 's'.repeat(201) })),
    ).toEqual(['subject']);
    expect(Object.keys(await errors({ body: 'Hi' }))).toEqual(['customer_id']);
    expect(Object.keys(await errors({ customer_id: 'abc', body: 'Hi' }))).toEqual(['customer_id']);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/messages',
      headers: admin(),
    });
    expect(noBody.statusCode).toBe(422);
    expect(noBody.json().errors).toHaveProperty('body');
    expect(noBody.json().errors).toHaveProperty('customer_id');

    expect((await inbox('?per_page=0')).json().errors).toHaveProperty('per_page');
    expect((await inbox('?page=0')).json().errors).toHaveProperty('page');
  });
});
