import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember, type Member } from '../../loyalty/test-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/** Members as staff see them: by e-mail, their ledger and rewards; roles and malls kept apart. */
let t: TestApp;
let desk: StaffSession;
let content: StaffSession;
let harfaOwner: StaffSession;
let owner: StaffSession;
let member: Member;
const EMAIL = 'Jana.Novakova@Example.test';

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  desk = await invited(t, owner, 'desk-members@example.test', 'desk');
  content = await invited(t, owner, 'content-members@example.test', 'content');
  harfaOwner = await firstOwner(t, 'galerieharfa');
  member = await createMember(t.db, 'beta', { email: EMAIL.toLowerCase(), firstName: 'Jana' });
  const bonus = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/points/adjust',
    headers: desk.headers,
    payload: { customer_id: member.id, delta: 120, reason: 'bonus', note: 'welcome' },
  });
  expect(bonus.statusCode, bonus.body).toBe(200);
});
afterAll(() => t?.close());

const get = (url: string, as: StaffSession) => t.app.inject({ url, headers: as.headers });

describe('/v1/admin/members', () => {
  it('finds a member by the exact e-mail in any case, with balance and tier', async () => {
    const res = await get(`/v1/admin/members?email=${encodeURIComponent(` ${EMAIL} `)}`, desk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: member.id, first_name: 'Jana', balance: 120 }),
    ]);
    const partial = await get('/v1/admin/members?email=jana.novakova%40example', desk);
    expect(partial.statusCode).toBe(422);
    const none = await get('/v1/admin/members?email=nobody%40example.test', desk);
    expect(none.json().data).toEqual([]);
  });

  it('shows the ledger newest first and the rewards of one member', async () => {
    const history = await get(`/v1/admin/members/${member.id}/points-history`, desk);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data.data[0]).toMatchObject({ delta: 120, reason: 'bonus' });
    const rewards = await get(`/v1/admin/members/${member.id}/customer-rewards`, desk);
    expect(rewards.statusCode, rewards.body).toBe(200);
    expect(rewards.json().data.total).toBe(0);
  });

  it('audits every look at a member: who, which member, which part (not the e-mail searched)', async () => {
    const audit = async (action: string) => {
      const res = await get(`/v1/staff/audit?action=${action}&per_page=100`, owner);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.data as {
        actor: { label: string };
        target_id: string | null;
        after: unknown;
      }[];
    };
    for (const part of ['', '/points-history', '/customer-rewards']) {
      expect((await get(`/v1/admin/members/${member.id}${part}`, desk)).statusCode).toBe(200);
    }
    await get(`/v1/admin/members?email=${encodeURIComponent(EMAIL)}`, desk);
    await get('/v1/admin/members?email=nobody%40example.test', desk);
    const views = await audit('member.view');
    for (const part of ['profile', 'points-history', 'customer-rewards']) {
      expect(views).toContainEqual(
        expect.objectContaining({ target_id: String(member.id), after: { part } }),
      );
    }
    const lookups = await audit('member.lookup');
    expect(lookups).toContainEqual(
      expect.objectContaining({ target_id: String(member.id), after: { found: true } }),
    );
    expect(lookups).toContainEqual(
      expect.objectContaining({ target_id: null, after: { found: false } }),
    );
    expect(JSON.stringify(lookups)).not.toContain('nobody');
  });

  it('another mall sees no such member, and a content editor may not look', async () => {
    const harfa = await get(`/v1/admin/members/${member.id}`, harfaOwner);
    expect(harfa.statusCode).toBe(404);
    const byEmail = await get(`/v1/admin/members?email=${encodeURIComponent(EMAIL)}`, harfaOwner);
    expect(byEmail.json().data).toEqual([]);
    const refused = await get(`/v1/admin/members/${member.id}`, content);
    expect(refused.statusCode).toBe(403);
  });
});
