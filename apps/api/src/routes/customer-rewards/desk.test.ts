import { randomUUID } from 'node:crypto';

import { deskCardSchema, deskRedemptionSchema } from '@atrium/domain/contract/desk';
import { auditLog, staffMembers } from '@atrium/server-db/schema/staff';
import { customerRewards, pointsEntries } from '@atrium/server-db/schema/loyalty';
import { rewards } from '@atrium/server-db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember, createReward, creditBonus, type Member } from '../../loyalty/test-helpers';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

let t: TestApp;
let owner: StaffSession;
let desk: StaffSession;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  owner = await firstOwner(t);
  desk = await invited(t, owner, 'desk-redeem@example.test', 'desk');
  await t.db.update(staffMembers).set({ name: 'Dana Desk' }).where(eq(staffMembers.id, desk.id));
  member = await createMember(t.db, 'beta', { firstName: 'Eva', lastName: 'Novak' });
  await creditBonus(t.db, member, 100_000);
});

afterAll(async () => {
  await t?.close();
});

/** A member's new active reward, activated through the API (as the site does). */
async function activated(m: Member = member): Promise<{ id: number; code: string }> {
  const reward = await createReward(t.db, m.tenantId, { points: 10, stock: 100 });
  await t.db
    .update(rewards)
    .set({
      image: 'https://example.test/media/coffee.webp',
      translations: [
        { locale: 'en', title: 'Free coffee' },
        { locale: 'cz', title: 'Káva zdarma' },
      ],
    })
    .where(eq(rewards.id, reward.id));
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/customer-rewards',
    headers: m.headers,
    payload: { reward_id: reward.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string };
}

const lookup = (code: string, headers = desk.headers, locale = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/v1/admin/customer-rewards/lookup?code=${encodeURIComponent(code)}&locale=${locale}`,
    headers,
  });

const redeem = (code: string, key?: string, headers: Record<string, string> = desk.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/customer-rewards/use',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { code },
  });

async function useAudits(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'customer-reward.use'), eq(auditLog.targetId, String(id))));
}

describe('the desk', () => {
  it('looks a code up without changing it: reward, picture, member, status, expiry', async () => {
    const cr = await activated();
    const res = await lookup(cr.code.toLowerCase().replace(/-/g, ' '), desk.headers, 'cz');
    expect(res.statusCode, res.body).toBe(200);
    const card = deskCardSchema.parse(res.json().data);
    expect(card).toMatchObject({
      id: cr.id,
      code: cr.code,
      status: 'active',
      reward: { title: 'Káva zdarma', image: 'https://example.test/media/coffee.webp', points: 10 },
      member: { number: member.id, name: 'Eva Novak' },
      used_at: null,
      used_by: null,
    });
    expect(card.reward?.translations).toEqual([
      { locale: 'en', title: 'Free coffee' },
      { locale: 'cz', title: 'Káva zdarma' },
    ]);
    expect(card.expires_at).toBeTruthy();
    const [row] = await t.db.select().from(customerRewards).where(eq(customerRewards.id, cr.id));
    expect(row?.usedAt).toBeNull();
  });

  it('redeems in a second step and answers with the reward; a used code says when and by whom', async () => {
    const cr = await activated();
    const res = await redeem(cr.code, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    const done = deskRedemptionSchema.parse(res.json().data);
    expect(done).toMatchObject({
      status: 'used',
      replayed: false,
      reward: { title: 'Free coffee' },
      member: { number: member.id, name: 'Eva Novak' },
      used_by: 'Dana Desk',
    });

    const again = await redeem(cr.code, randomUUID());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This reward is used');
    expect(again.json().errors.code[0]).toBe(`Used at ${done.used_at} by Dana Desk`);

    const card = deskCardSchema.parse((await lookup(cr.code)).json().data);
    expect(card).toMatchObject({ status: 'used', used_at: done.used_at, used_by: 'Dana Desk' });
  });

  it('answers the same key again as the redemption it made (the lost answer), once audited', async () => {
    const cr = await activated();
    const entries = async () =>
      (await t.db.select().from(pointsEntries).where(eq(pointsEntries.customerId, member.id)))
        .length;
    const before = await entries();
    const key = randomUUID();
    const [first, second] = await Promise.all([redeem(cr.code, key), redeem(cr.code, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const answers = [first, second].map((r) => deskRedemptionSchema.parse(r.json().data));
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(new Set(answers.map((a) => a.used_at)).size).toBe(1);
    // A third ask after the fact, the key in the body this time.
    const later = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/customer-rewards/use',
      headers: desk.headers,
      payload: { code: cr.code, idempotency_key: key },
    });
    expect(later.json().data).toMatchObject({ status: 'used', replayed: true });
    expect(await useAudits(cr.id)).toHaveLength(1);
    expect(await entries()).toBe(before);
    const [row] = await t.db.select().from(customerRewards).where(eq(customerRewards.id, cr.id));
    expect(row?.redeemKey).toBe(key);
  });

  it('lets exactly one of parallel redemptions with distinct keys succeed', async () => {
    const cr = await activated();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem(cr.code, randomUUID())),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    expect(await useAudits(cr.id)).toHaveLength(1);
  });

  it('refuses a key used for another code, bad keys and disagreeing keys', async () => {
    const a = await activated();
    const b = await activated();
    const key = randomUUID();
    expect((await redeem(a.code, key)).statusCode).toBe(200);
    const reused = await redeem(b.code, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.idempotency_key).toBeTruthy();
    expect((await redeem(b.code, 'short')).statusCode).toBe(422);
    expect((await redeem(b.code, 'has spaces in it')).statusCode).toBe(422);
    const differ = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/customer-rewards/use',
      headers: { ...desk.headers, 'idempotency-key': randomUUID() },
      payload: { code: b.code, idempotency_key: randomUUID() },
    });
    expect(differ.statusCode).toBe(422);
    const [row] = await t.db.select().from(customerRewards).where(eq(customerRewards.id, b.id));
    expect(row?.usedAt).toBeNull();
  });

  it("tells another mall's code apart without its member or reward, and an unknown code", async () => {
    const cr = await activated();
    const novoplazaOwner = await firstOwner(t, 'novoplaza');
    const res = await lookup(cr.code, novoplazaOwner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: null,
      code: cr.code,
      status: 'other-mall',
      reward: null,
      member: null,
      expires_at: null,
      used_at: null,
      used_by: null,
    });
    const use = await redeem(cr.code, randomUUID(), novoplazaOwner.headers);
    expect(use.statusCode).toBe(409);
    expect(use.json().message).toBe('This reward belongs to another mall');
    expect((await lookup('ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(404);
    expect((await lookup('')).statusCode).toBe(422);
  });

  it('shows an expired code as expired and refuses it', async () => {
    const cr = await activated();
    await t.db
      .update(customerRewards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerRewards.id, cr.id));
    expect((await lookup(cr.code)).json().data.status).toBe('expired');
    const res = await redeem(cr.code, randomUUID());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This reward is expired');
  });

  it('is closed to roles without the desk, with the audited 403', async () => {
    const cr = await activated();
    const content = await invited(t, owner, 'content-desk@example.test', 'content');
    expect((await lookup(cr.code, content.headers)).statusCode).toBe(403);
    expect((await redeem(cr.code, randomUUID(), content.headers)).statusCode).toBe(403);
    expect((await lookup(cr.code, { origin: ORIGIN.beta })).statusCode).toBe(401);
  });
});
