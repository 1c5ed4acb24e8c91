import { rewards } from '@atrium/server-db/schema';
import { customerRewards, pointsEntries, receipts } from '@atrium/server-db/schema/loyalty';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { DEV_ADMIN_KEY } from './loyalty-env';
import {
  createMember,
  createReward,
  creditBonus,
  ledgerMismatches,
  loyaltyShop,
  multipart,
  pragueDay,
  receiptPhoto,
} from './test-helpers';

/**
 * DESIGN section 4 under concurrency, on PGlite (interleaved on one connection) and on
 * PostgreSQL (a real pool, `api-pg`): no oversold stock, no overdrawn balance, a receipt
 * credited once, every cached balance equal to its ledger sum.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const activate = (headers: Record<string, string>, rewardId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/customer-rewards',
    headers,
    payload: { reward_id: rewardId },
  });

describe('loyalty under concurrency', () => {
  it('100 parallel activations of a reward with stock 10: exactly 10 succeed', async () => {
    const reward = await createReward(t.db, 'beta', { points: 100, stock: 10, limit: 5 });
    const members = [];
    for (let i = 0; i < 100; i++) members.push(await createMember(t.db, 'beta'));
    for (const m of members) await creditBonus(t.db, m, 1000);

    const results = await Promise.all(members.map((m) => activate(m.headers, reward.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('This reward is out of stock');
    }
    const winners = results.filter((r) => r.statusCode === 201).map((r) => r.json().data);
    expect(new Set(winners.map((w) => w.code)).size).toBe(10);

    const [row] = await t.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row!.stock).toBe(0);
    const [issued] = await t.db
      .select({ n: count() })
      .from(customerRewards)
      .where(eq(customerRewards.rewardId, reward.id));
    expect(Number(issued!.n)).toBe(10);
  });

  it('50 parallel activations by one member whose balance covers 3: exactly 3 succeed', async () => {
    const reward = await createReward(t.db, 'beta', { points: 100, stock: 1000, limit: 1000 });
    const m = await createMember(t.db, 'beta');
    await creditBonus(t.db, m, 350);

    const results = await Promise.all(
      Array.from({ length: 50 }, () => activate(m.headers, reward.id)),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(47);
    expect(refused[0]!.json().message).toMatch(/^Not enough points/);

    const points = await t.app.inject({ url: '/v1/me/points', headers: m.headers });
    expect(points.json().data.balance).toBe(50);
    const [row] = await t.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row!.stock).toBe(997);
  });

  it('the same receipt sent 20 times at once is credited once', async () => {
    const m = await createMember(t.db, 'beta');
    const shop = await loyaltyShop(t.db, 'beta', 1);
    const body = await multipart(
      {
        company_id: String(shop),
        amount: '500.00',
        purchased_at: pragueDay(0),
        receipt_number: 'RACE-20',
      },
      { data: await receiptPhoto() },
    );
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/me/receipts',
        headers: { ...m.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    const results = await Promise.all(Array.from({ length: 20 }, send));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(
      /already been submitted/,
    );

    const created = results.find((r) => r.statusCode === 201)!.json().data;
    expect(created.status).toBe('pending'); // reading is off in tests: it waits for staff
    // Five staff approvals at once: one credits, the others find it already approved.
    const approvals = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/v1/admin/receipts/${created.id}/approve`,
          headers: { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY },
        }),
      ),
    );
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const credits = await t.db
      .select()
      .from(pointsEntries)
      .where(and(eq(pointsEntries.customerId, m.id), eq(pointsEntries.reason, 'receipt')));
    expect(credits).toHaveLength(1);
    expect(credits[0]!.delta).toBe(50);
    const points = await t.app.inject({ url: '/v1/me/points', headers: m.headers });
    expect(points.json().data.balance).toBe(50);
  });

  it('the same receipt from 10 members at once counts once', async () => {
    const shop = await loyaltyShop(t.db, 'beta', 2);
    const members = [];
    for (let i = 0; i < 10; i++) members.push(await createMember(t.db, 'beta'));
    const results = await Promise.all(
      members.map(async (m) => {
        const body = await multipart(
          {
            company_id: String(shop),
            amount: '120.00',
            purchased_at: pragueDay(-1),
            receipt_number: '77 001',
          },
          { data: await receiptPhoto({ format: 'png' }), type: 'image/png', name: 'r.png' },
        );
        return t.app.inject({
          method: 'POST',
          url: '/v1/me/receipts',
          headers: { ...m.headers, 'content-type': body.contentType },
          payload: body.payload,
        });
      }),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const [n] = await t.db
      .select({ n: count() })
      .from(receipts)
      .where(and(eq(receipts.companyId, shop), eq(receipts.receiptNumberKey, '77001')));
    expect(Number(n!.n)).toBe(1);
  });

  it('one photo sent as 8 different receipts by 8 members at once: 7 held as its copies', async () => {
    const shop = await loyaltyShop(t.db, 'beta', 3);
    const photo = await receiptPhoto();
    const members = [];
    for (let i = 0; i < 8; i++) members.push(await createMember(t.db, 'beta'));
    const results = await Promise.all(
      members.map(async (m, i) => {
        const body = await multipart(
          {
            company_id: String(shop),
            amount: '300.00',
            purchased_at: pragueDay(0),
            receipt_number: `SAME-PHOTO-${i}`,
          },
          { data: photo },
        );
        return t.app.inject({
          method: 'POST',
          url: '/v1/me/receipts',
          headers: { ...m.headers, 'content-type': body.contentType },
          payload: body.payload,
        });
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const statuses = results.map((r) => r.json().data.status as string);
    expect(statuses).toEqual(Array(8).fill('pending'));
    const copies = results.filter((r) => r.json().data.duplicate_image === true);
    expect(copies).toHaveLength(7);
  });

  it('afterwards no balance is negative and every cached balance equals its ledger sum', async () => {
    const check = await ledgerMismatches(t.db);
    expect(check.checked).toBeGreaterThan(100);
    expect(check.mismatched).toEqual([]);
    expect(check.negative).toEqual([]);
    expect(check.orphans).toBe(0);
  });
});
