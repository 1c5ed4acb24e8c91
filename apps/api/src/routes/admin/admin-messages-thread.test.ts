import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import { createTestApp, ORIGIN, type TenantId, type TestApp } from '../../test/test-app';
import { bearer, PASSWORD, registerVerified } from '../auth/account-test-helpers';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/**
 * `GET /v1/admin/members/:id/messages`: one member's conversation as the support inbox reads it,
 * oldest first, with who wrote each message; the mall's own members only, for the roles that
 * answer the chat (owner, support, the key).
 */
let t: TestApp;
let owner: StaffSession;
let support: StaffSession;
let desk: StaffSession;
let content: StaffSession;
let harfaSupport: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  support = await invited(t, owner, 'support-thread@example.test', 'support');
  desk = await invited(t, owner, 'desk-thread@example.test', 'desk');
  content = await invited(t, owner, 'content-thread@example.test', 'content');
  const harfaOwner = await firstOwner(t, 'galerieharfa');
  harfaSupport = await invited(
    t,
    harfaOwner,
    'support-harfa@example.test',
    'support',
    'galerieharfa',
  );
});
afterAll(() => t?.close());

interface ThreadMessage {
  id: number;
  sender: 'customer' | 'mall';
  body: string;
  created_at: string;
  author: { kind: 'member' | 'staff' | 'automatic'; label: string | null };
}
interface Thread {
  member: { customer_id: number; email: string | null; first_name: string; locale: string };
  messages: ThreadMessage[];
  total: number;
  before: number | null;
}

const thread = (as: { headers: Record<string, string> }, customerId: number | string, q = '') =>
  t.app.inject({ url: `/v1/admin/members/${customerId}/messages${q}`, headers: as.headers });
const memberSends = (token: string, body: string, tenant: TenantId = 'beta') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/messages',
    headers: bearer(token, tenant),
    payload: { body },
  });
const staffReplies = async (
  as: { headers: Record<string, string> },
  customerId: number,
  body: string,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/messages',
    headers: as.headers,
    payload: { customer_id: customerId, body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
};
const automation = { headers: { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY } };

describe('GET /v1/admin/members/:id/messages', () => {
  it('reads the whole conversation oldest first, naming the member, the staff and the automatic answer', async () => {
    const eva = await registerVerified(t, 'eva-thread@example.com');
    expect((await memberSends(eva.token, 'Is the garage open at 6?')).statusCode).toBe(201);
    const fromSupport = await staffReplies(support, eva.customerId, 'Yes, from 6:00 every day.');
    expect((await memberSends(eva.token, 'And on Sunday?')).statusCode).toBe(201);
    const fromKey = await staffReplies(automation, eva.customerId, 'Sunday too.');

    const res = await thread(support, eva.customerId);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Thread;
    expect(data.member).toEqual({
      customer_id: eva.customerId,
      email: 'eva-thread@example.com',
      first_name: 'Eva',
      last_name: 'Tester',
      locale: 'en',
    });
    expect(data.total).toBe(5);
    expect(data.before).toBeNull();
    expect(data.messages.map((m) => [m.body, m.author])).toEqual([
      ['Is the garage open at 6?', { kind: 'member', label: null }],
      [
        'Thank you for your message. Our customer care will answer within one working day.',
        { kind: 'automatic', label: null },
      ],
      ['Yes, from 6:00 every day.', { kind: 'staff', label: 'support-thread@example.test' }],
      ['And on Sunday?', { kind: 'member', label: null }],
      ['Sunday too.', { kind: 'staff', label: 'key:deployment' }],
    ]);
    expect(data.messages.map((m) => m.id)).toEqual(
      [...data.messages.map((m) => m.id)].sort((a, b) => a - b),
    );
    expect(data.messages[2]).toMatchObject({ id: fromSupport.id, sender: 'mall' });
    expect(data.messages[4]).toMatchObject({ id: fromKey.id, sender: 'mall' });
    // The member's first message was answered by the support reply; the last one by the key's.
    expect(data.messages[0]).toMatchObject({ sender: 'customer', read: true });

    // The owner reads the same; reading marks nothing.
    const asOwner = (await thread(owner, eva.customerId)).json().data as Thread;
    expect(asOwner.messages).toEqual(data.messages);

    // One audit row per reply, written with the reply (not a second generic one).
    const audit = await t.app.inject({
      url: `/v1/staff/audit?action=message.send&target_type=customer&target_id=${eva.customerId}`,
      headers: owner.headers,
    });
    const rows = audit.json().data.data as { after: { id: number }; actor: { label: string } }[];
    expect(rows.map((r) => [r.after.id, r.actor.label])).toEqual([
      [fromKey.id, 'key:deployment'],
      [fromSupport.id, 'support-thread@example.test'],
    ]);
  });

  it('pages back from the latest messages with the `before` cursor', async () => {
    const adam = await registerVerified(t, 'adam-thread@example.com');
    for (const n of [1, 2, 3, 4]) {
      expect((await memberSends(adam.token, `Message ${n}`)).statusCode).toBe(201);
    }
    // 5 in all: message 1, the acknowledgement, messages 2–4.
    const latest = (await thread(support, adam.customerId, '?limit=2')).json().data as Thread;
    expect(latest.total).toBe(5);
    expect(latest.messages.map((m) => m.body)).toEqual(['Message 3', 'Message 4']);
    expect(latest.before).toBe(latest.messages[0]!.id);

    const earlier = (
      await thread(support, adam.customerId, `?limit=2&before=${latest.before}`)
    ).json().data as Thread;
    expect(earlier.messages.map((m) => m.body)).toEqual([
      expect.stringContaining('Thank you'),
      'Message 2',
    ]);
    const first = (
      await thread(support, adam.customerId, `?limit=2&before=${earlier.before}`)
    ).json().data as Thread;
    expect(first.messages.map((m) => m.body)).toEqual(['Message 1']);
    expect(first.before).toBeNull();

    const all = (await thread(support, adam.customerId)).json().data as Thread;
    expect(all.messages).toHaveLength(5);
    expect(all.before).toBeNull();
  });

  it('answers a member without messages with an empty conversation', async () => {
    const quiet = await registerVerified(t, 'quiet-thread@example.com');
    const res = await thread(support, quiet.customerId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ messages: [], total: 0, before: null });
  });

  it("keeps to the mall: another mall's member, an unknown or deleted one are 404", async () => {
    const jan = await registerVerified(t, 'jan-thread@example.com', 'galerieharfa');
    expect((await memberSends(jan.token, 'Ahoj', 'galerieharfa')).statusCode).toBe(201);
    const eva = await registerVerified(t, 'eva2-thread@example.com');
    expect((await memberSends(eva.token, 'Hello from beta')).statusCode).toBe(201);

    // Harfa's support reads Harfa's member, not beta's; beta's owner and key not Harfa's.
    expect((await thread(harfaSupport, jan.customerId)).statusCode).toBe(200);
    const foreign = await thread(harfaSupport, eva.customerId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 'error', message: 'Member not found' });
    expect(foreign.body).not.toContain('Hello from beta');
    expect((await thread(owner, jan.customerId)).statusCode).toBe(404);
    expect((await thread(automation, jan.customerId)).statusCode).toBe(404);
    // A beta session sent to Harfa is no session there.
    const crossed = await t.app.inject({
      url: `/v1/admin/members/${jan.customerId}/messages`,
      headers: { ...support.headers, origin: ORIGIN.galerieharfa },
    });
    expect(crossed.statusCode).toBe(401);
    expect(crossed.body).not.toContain('Ahoj');

    expect((await thread(support, 2_000_000_000)).statusCode).toBe(404);
    expect((await thread(support, 'abc')).statusCode).toBe(404);
    expect((await thread(support, 0)).statusCode).toBe(404);

    const leaving = await registerVerified(t, 'leaving-thread@example.com');
    expect((await memberSends(leaving.token, 'Bye')).statusCode).toBe(201);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v1/delete-account',
      headers: bearer(leaving.token),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await thread(support, leaving.customerId)).statusCode).toBe(404);
  });

  it('refuses the roles that do not answer the chat (403, audited) and callers without a session', async () => {
    const eva = await registerVerified(t, 'eva3-thread@example.com');
    expect((await memberSends(eva.token, 'Private question')).statusCode).toBe(201);
    for (const wrong of [desk, content]) {
      const res = await thread(wrong, eva.customerId);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).not.toContain('Private question');
    }
    const denied = await t.app.inject({
      url: `/v1/staff/audit?action=access.denied&actor=${desk.id}`,
      headers: owner.headers,
    });
    expect(denied.json().data.data[0]).toMatchObject({
      action: 'access.denied',
      actor: { staff_id: desk.id },
    });
    const anonymous = await t.app.inject({
      url: `/v1/admin/members/${eva.customerId}/messages`,
      headers: { origin: ORIGIN.beta },
    });
    expect(anonymous.statusCode).toBe(401);
    // A member's own token is no staff session.
    const asMember = await t.app.inject({
      url: `/v1/admin/members/${eva.customerId}/messages`,
      headers: bearer(eva.token),
    });
    expect(asMember.statusCode).toBe(401);
  });

  it('validates the cursor and the limit per field', async () => {
    const eva = await registerVerified(t, 'eva4-thread@example.com');
    const errors = async (q: string) => {
      const res = await thread(support, eva.customerId, q);
      expect(res.statusCode, res.body).toBe(422);
      return Object.keys(res.json().errors as object);
    };
    expect(await errors('?limit=0')).toEqual(['limit']);
    expect(await errors('?limit=201')).toEqual(['limit']);
    expect(await errors('?before=abc')).toEqual(['before']);
    expect(await errors('?before=-1')).toEqual(['before']);
  });
});
