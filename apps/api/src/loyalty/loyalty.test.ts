import { companies } from '@atrium/server-db/schema';
import { customers } from '@atrium/server-db/schema/accounts';
import { pointsEntries } from '@atrium/server-db/schema/loyalty';
import { auditLog } from '@atrium/server-db/schema/staff';
import {
  badgeSchema,
  customerRewardSchema,
  memberTierSchema,
  pointsEntrySchema,
  pointsSummarySchema,
  receiptSchema,
  rewardLimitSchema,
} from '@atrium/domain/contract/loyalty';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { DEV_ADMIN_KEY } from './loyalty-env';
import { loyaltyContext } from './loyalty-plugin';
import { addMonths, receiptPoints } from './rules';
import {
  createMember,
  createReward,
  creditBonus,
  fakeFile,
  ledgerMismatches,
  loyaltyShop,
  type Member,
  multipart,
  pdfFile,
  pragueDay,
  receiptPhoto,
} from './test-helpers';

let t: TestApp;
const admin = { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Uploads a receipt; the file is a new receipt-sized photo unless given (null: no file). */
async function upload(
  m: Member,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1] | null,
) {
  const body = await multipart(
    fields,
    file === undefined ? { data: await receiptPhoto() } : (file ?? undefined),
  );
  return t.app.inject({
    method: 'POST',
    url: '/v1/me/receipts',
    headers: { ...m.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Staff approve a receipt (tests run with reading off, so every receipt waits for staff). */
async function staffApprove(id: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/receipts/${id}/approve`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const receiptFields = (shop: number, over: Record<string, string> = {}) => ({
  company_id: String(shop),
  amount: '249.90',
  purchased_at: pragueDay(0),
  receipt_number: `R-${Math.random().toString(36).slice(2, 10)}`,
  ...over,
});

const get = (m: Member, url: string) => t.app.inject({ url, headers: m.headers });

describe('points', () => {
  it('member paths need a token', async () => {
    for (const url of [
      '/v1/me/points',
      '/v1/me/points-history',
      '/v1/me/receipts',
      '/v1/me/tier',
    ]) {
      const res = await t.app.inject({ url, headers: { origin: ORIGIN.beta } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().httpStatus).toBe('Unauthorized');
    }
  });

  it('a new member has 0 points, the first tier and no history', async () => {
    const m = await createMember(t.db);
    const points = await get(m, '/v1/me/points');
    expect(points.statusCode).toBe(200);
    expect(points.json().data).toMatchObject({
      balance: 0,
      earned_12_months: 0,
      next_expiry: null,
      tier: { slug: 'silver', multiplier_percent: 100 },
    });
    const tier = (await get(m, '/v1/me/tier')).json().data;
    expect(tier).toMatchObject({
      tier: { slug: 'silver' },
      next_tier: { slug: 'gold', min_points: 1000 },
      points_to_next: 1000,
      progress_percent: 0,
    });
    const history = (await get(m, '/v1/me/points-history')).json().data;
    expect(history).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 });
  });

  it('history is paginated, newest first, and filters by reason', async () => {
    const m = await createMember(t.db);
    for (let i = 1; i <= 3; i++) await creditBonus(t.db, m, i * 10);
    const reward = await createReward(t.db, 'beta', { points: 15, stock: 5 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/customer-rewards',
          headers: m.headers,
          payload: { reward_id: reward.id },
        })
      ).statusCode,
    ).toBe(201);
    const page = (await get(m, '/v1/me/points-history?per_page=2&page=1')).json().data;
    expect(page.total).toBe(4);
    expect(page.last_page).toBe(2);
    expect(page.data.map((e: { delta: number }) => e.delta)).toEqual([-15, 30]);
    const bonus = (await get(m, '/v1/me/points-history?reason=bonus')).json().data;
    expect(bonus.data.map((e: { reason: string }) => e.reason)).toEqual([
      'bonus',
      'bonus',
      'bonus',
    ]);
    const bad = await get(m, '/v1/me/points-history?reason=gift');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reason).toBeDefined();
    expect((await get(m, '/v1/me/points')).json().data).toMatchObject({
      balance: 45,
      earned_total: 60,
      spent_total: 15,
    });
  });
});

describe('receipts', () => {
  it('with reading off a small receipt waits (unread); approval credits floor(amount × rate × multiplier)', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta');
    const events = loyaltyContext(t.app).events.publisher as unknown as {
      events: { channel: string; event: string; data: Record<string, unknown> }[];
    };
    const before = events.events.length;
    const res = await upload(m, receiptFields(shop, { amount: '249,90' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', points: null });
    const held = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/receipts?status=pending&customer_id=${m.id}`,
      headers: admin,
    });
    expect(held.json().data.data).toMatchObject([{ hold_reason: 'unread' }]);
    const receipt = await staffApprove(res.json().data.id);
    expect(receipt).toMatchObject({
      company_id: shop,
      amount: '249.90',
      amount_minor: 24990,
      status: 'approved',
      points: 24,
      duplicate_image: false,
    });
    expect(receipt.image_url).toBe(`http://api.test/v1/me/receipts/${receipt.id}/image`);
    expect((await get(m, '/v1/me/points')).json().data.balance).toBe(24);

    const mine = events.events
      .slice(before)
      .filter((e) => e.channel === `private-customer-${m.id}`);
    expect(mine.map((e) => e.event)).toEqual([
      'receipt.updated',
      'receipt.updated',
      'points.updated',
    ]);
    expect(mine[2]!.data).toEqual({ balance: 24, delta: 24 });

    const list = (await get(m, '/v1/me/receipts')).json().data;
    expect(list.total).toBe(1);
    expect(list.data[0].id).toBe(receipt.id);
    const image = await get(m, `/v1/me/receipts/${receipt.id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const other = await createMember(t.db);
    expect((await get(other, `/v1/me/receipts/${receipt.id}`)).statusCode).toBe(404);

    const badges = (await get(m, '/v1/me/badges?earned=1')).json().data;
    expect(badges.map((b: { slug: string }) => b.slug)).toContain('first-receipt');
  });

  it('the same receipt (shop, number, date) counts once: 409, whatever the number formatting', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta');
    const first = await upload(m, receiptFields(shop, { receipt_number: 'ab-123 45' }));
    expect(first.statusCode).toBe(201);
    const again = await upload(m, receiptFields(shop, { receipt_number: 'AB12345' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'error',
      httpStatus: 'Conflict',
      message: 'This receipt has already been submitted (same shop, receipt number and date)',
    });
    // Another day or shop is another receipt.
    const otherDay = await upload(
      m,
      receiptFields(shop, { receipt_number: 'AB12345', purchased_at: pragueDay(-2) }),
    );
    expect(otherDay.statusCode).toBe(201);
  });

  it('an identical image is flagged and waits for staff', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta', 3);
    const image = await receiptPhoto({ format: 'png' });
    const a = await upload(m, receiptFields(shop), { data: image, type: 'image/png' });
    expect(a.json().data).toMatchObject({ status: 'pending', duplicate_image: false });
    const b = await upload(m, receiptFields(shop), { data: image, type: 'image/png' });
    expect(b.statusCode).toBe(201);
    expect(b.json().data).toMatchObject({ status: 'pending', duplicate_image: true, points: null });
  });

  it('checks the file by its content, not its declared type, and its size', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta');
    const text = await upload(m, receiptFields(shop), {
      data: fakeFile('text'),
      type: 'image/jpeg',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('The receipt must be a JPEG or PNG photo or a PDF');
    const pdf = await upload(m, receiptFields(shop), {
      data: pdfFile(),
      type: 'application/octet-stream',
      name: 'r.pdf',
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const big = await upload(m, receiptFields(shop), {
      data: fakeFile('jpeg', 10 * 1024 * 1024 + 10),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The receipt file must be at most 10 MB');
    const none = await upload(m, receiptFields(shop), null);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.image).toEqual(['Attach a photo of the receipt']);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/me/receipts',
      headers: m.headers,
      payload: receiptFields(shop),
    });
    expect(json.statusCode).toBe(415);
  });

  it('validates fields and applies the tenant rules', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta');
    const bad = await upload(m, { company_id: 'x', amount: '12.345', purchased_at: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'amount',
      'company_id',
      'purchased_at',
      'receipt_number',
    ]);
    const small = await upload(m, receiptFields(shop, { amount: '49.99' }));
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.amount).toEqual(['The smallest amount accepted is CZK 50.00']);
    const old = await upload(m, receiptFields(shop, { purchased_at: pragueDay(-31) }));
    expect(old.json().errors.purchased_at).toEqual([
      'Receipts older than 30 days cannot be submitted',
    ]);
    const future = await upload(m, receiptFields(shop, { purchased_at: pragueDay(3) }));
    expect(future.json().errors.purchased_at).toEqual([
      'The purchase date cannot be in the future',
    ]);
    const [foreign] = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.tenantId, 'novoplaza'))
      .limit(1);
    const other = await upload(m, receiptFields(foreign!.id));
    expect(other.json().errors.company_id).toEqual(['Choose a shop of this centre']);
    const notLoyal = await loyaltyShop(t.db, 'beta', 10);
    await t.db.update(companies).set({ acceptsLoyalty: false }).where(eq(companies.id, notLoyal));
    const res = await upload(m, receiptFields(notLoyal));
    expect(res.json().errors.company_id).toEqual([
      'This shop does not take part in the loyalty programme',
    ]);
  });

  it('limits receipts per shop and day (429)', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta', 4);
    const day = pragueDay(-3);
    for (let i = 0; i < 3; i++) {
      expect((await upload(m, receiptFields(shop, { purchased_at: day }))).statusCode).toBe(201);
    }
    const fourth = await upload(m, receiptFields(shop, { purchased_at: day }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('At most 3 receipts per shop and day can be submitted');
  });
});

describe('admin', () => {
  it('needs the admin key', async () => {
    const none = await t.app.inject({
      url: '/v1/admin/receipts',
      headers: { origin: ORIGIN.beta },
    });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/v1/admin/receipts',
      headers: { origin: ORIGIN.beta, 'x-admin-key': 'not-the-admin-key!' },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('staff approve and reject pending receipts; the tier multiplier applies', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta', 5);
    const big = await upload(m, receiptFields(shop, { amount: '2500.00' }));
    expect(big.json().data).toMatchObject({ status: 'pending', points: null });
    const id = big.json().data.id as number;

    const pending = (await t.app.inject({ url: '/v1/admin/receipts', headers: admin })).json().data;
    expect(
      pending.data.some(
        (r: { id: number; customer_id: number }) => r.id === id && r.customer_id === m.id,
      ),
    ).toBe(true);
    const photo = await t.app.inject({ url: `/v1/admin/receipts/${id}/image`, headers: admin });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const noKey = await t.app.inject({
      url: `/v1/admin/receipts/${id}/image`,
      headers: { origin: ORIGIN.beta },
    });
    expect(noKey.statusCode).toBe(401);

    // Gold (1,000 points in 12 months, back-dated bonus) earns 125 %.
    await creditBonus(t.db, m, 1000, addMonths(new Date(), -11));
    const approve = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${id}/approve`,
      headers: admin,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().data).toMatchObject({
      status: 'approved',
      points: receiptPoints(250_000, 100, 125),
    });
    expect(approve.json().data.points).toBe(312);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${id}/approve`,
      headers: admin,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The receipt is already approved');
    expect((await get(m, '/v1/me/points')).json().data.balance).toBe(1312);
    const tier = (await get(m, '/v1/me/tier')).json().data;
    expect(tier.tier.slug).toBe('gold');
    expect(tier.next_tier.slug).toBe('platinum');
    expect(tier.points_to_next).toBe(5000 - 1312);
    const badges = (await get(m, '/v1/me/badges')).json().data as {
      slug: string;
      earned: boolean;
    }[];
    expect(badges.find((b) => b.slug === 'gold-tier')!.earned).toBe(true);

    const other = await upload(m, receiptFields(shop, { amount: '3000.00' }));
    const rid = other.json().data.id as number;
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${rid}/reject`,
      headers: admin,
      payload: {},
    });
    expect(noReason.statusCode).toBe(422);
    // Reasons are codes the site translates; free text goes into the note, which `other` needs.
    const rejectWith = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/admin/receipts/${rid}/reject`,
        headers: admin,
        payload,
      });
    const freeText = await rejectWith({ reason: 'The photo is not readable' });
    expect(freeText.statusCode).toBe(422);
    expect(freeText.json()).toMatchObject({
      status: 'error',
      errors: { reason: [expect.any(String)] },
    });
    const otherWithoutNote = await rejectWith({ reason: 'other' });
    expect(otherWithoutNote.statusCode).toBe(422);
    expect(otherWithoutNote.json()).toMatchObject({ errors: { note: ['Describe the reason'] } });
    const reject = await rejectWith({ reason: 'unreadable', note: 'The total is cut off' });
    expect(reject.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'unreadable',
      reject_note: 'The total is cut off',
    });
    const rejected = (await get(m, '/v1/me/receipts?status=rejected')).json().data;
    expect(rejected.data.map((r: { id: number }) => r.id)).toEqual([rid]);

    // Another tenant's staff cannot touch it.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${rid}/approve`,
      headers: { ...admin, origin: ORIGIN.novoplaza },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('staff approve with a corrected amount: stored, credited, audited, shown to the member', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta', 8);
    const uploaded = (await upload(m, receiptFields(shop, { amount: '349.90' }))).json().data;
    const url = `/v1/admin/receipts/${uploaded.id}/approve`;
    for (const amount of ['0', '-5', 'abc', 12]) {
      const bad = await t.app.inject({ method: 'POST', url, headers: admin, payload: { amount } });
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json().errors.amount).toBeDefined();
    }
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { amount: '249,90' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'approved', amount_minor: 24_990, points: 24 });
    const credit = await t.db
      .select()
      .from(pointsEntries)
      .where(and(eq(pointsEntries.customerId, m.id), eq(pointsEntries.reason, 'receipt')));
    expect(credit).toMatchObject([{ delta: 24, reference: `receipt:${uploaded.id}` }]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'receipt.approve'), eq(auditLog.targetId, String(uploaded.id))),
      );
    expect(entry).toMatchObject({
      actorType: 'key',
      before: { status: 'pending', amount_minor: 34_990, points: null },
      after: { status: 'approved', amount_minor: 24_990, points: 24 },
    });
    const mine = (await get(m, '/v1/me/receipts')).json().data.data;
    expect(mine).toMatchObject([{ id: uploaded.id, amount: '249.90', points: 24 }]);

    // Staff read one receipt of any status (the console shows a held copy's original beside it).
    const one = await t.app.inject({ url: `/v1/admin/receipts/${uploaded.id}`, headers: admin });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      id: uploaded.id,
      status: 'approved',
      amount: '249.90',
      hold_reason: 'unread',
      duplicate_image_of: null,
    });
    const foreign = await t.app.inject({
      url: `/v1/admin/receipts/${uploaded.id}`,
      headers: { ...admin, origin: ORIGIN.novoplaza },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reverses an approved receipt once: a reversal entry takes its points back', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta', 7);
    const uploaded = (await upload(m, receiptFields(shop, { amount: '500.00' }))).json().data;
    const r = await staffApprove(uploaded.id);
    expect(r).toMatchObject({ status: 'approved', points: 50 });
    const url = `/v1/admin/receipts/${r.id}/reverse`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { reason: 'goods-returned' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'goods-returned',
      reject_note: null,
    });
    expect((await get(m, '/v1/me/points')).json().data).toMatchObject({
      balance: 0,
      earned_12_months: 0,
    });
    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { reason: 'goods-returned' },
    });
    expect(twice.statusCode).toBe(409);
    const reversal = (await get(m, '/v1/me/points-history?reason=reversal')).json().data.data;
    expect(reversal).toMatchObject([{ delta: -50, reference: `receipt:${r.id}` }]);

    // Points already spent: refused, nothing changes.
    const r2 = await staffApprove(
      (await upload(m, receiptFields(shop, { amount: '1000.00' }))).json().data.id,
    );
    const reward = await createReward(t.db, 'beta', { points: 60, stock: 1 });
    await t.app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: m.headers,
      payload: { reward_id: reward.id },
    });
    const spent = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${r2.id}/reverse`,
      headers: admin,
      payload: { reason: 'other', note: 'Fraud' },
    });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().message).toBe(
      "The member's balance (40) is lower than the receipt's 100 points",
    );
  });

  it('adjusts points with a new ledger row and never below zero', async () => {
    const m = await createMember(t.db);
    const add = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/points/adjust',
      headers: admin,
      payload: { customer_id: m.id, delta: 40, reason: 'bonus', note: 'welcome' },
    });
    expect(add.json().data.balance).toBe(40);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/points/adjust',
      headers: admin,
      payload: { customer_id: m.id, delta: -41 },
    });
    expect(tooMuch.statusCode).toBe(409);
  });
});

describe('rewards', () => {
  it('activates a reward: code, points and stock move together; staff mark it used', async () => {
    const m = await createMember(t.db);
    const reward = await createReward(t.db, 'beta', {
      points: 100,
      stock: 2,
      limit: 1,
      period: 'month',
    });
    const poor = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: m.headers,
      payload: { reward_id: reward.id },
    });
    expect(poor.statusCode).toBe(409);
    expect(poor.json().message).toBe('Not enough points: the reward costs 100, your balance is 0');

    await creditBonus(t.db, m, 250);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: m.headers,
      payload: { reward_id: reward.id },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const cr = ok.json().data;
    expect(cr).toMatchObject({
      reward_id: reward.id,
      points_spent: 100,
      status: 'active',
      used_at: null,
    });
    expect(cr.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await get(m, '/v1/me/points')).json().data.balance).toBe(150);

    const limit = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: m.headers,
      payload: { reward_id: reward.id },
    });
    expect(limit.statusCode).toBe(409);
    expect(limit.json().message).toBe('You have reached the limit of this reward (1 per month)');
    const limits = (await get(m, '/v1/me/customer-rewards/limits')).json().data as {
      reward_id: number;
      remaining: number;
      used: number;
      period: string;
    }[];
    expect(limits.find((l) => l.reward_id === reward.id)).toMatchObject({
      used: 1,
      remaining: 0,
      period: 'month',
    });

    const other = await createMember(t.db);
    await creditBonus(t.db, other, 500);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/customer-rewards',
          headers: other.headers,
          payload: { reward_id: reward.id },
        })
      ).statusCode,
    ).toBe(201);
    const third = await createMember(t.db);
    await creditBonus(t.db, third, 500);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: third.headers,
      payload: { reward_id: reward.id },
    });
    expect(out.json().message).toBe('This reward is out of stock');

    const active = (await get(m, '/v1/me/customer-rewards?status=active')).json().data;
    expect(active.data.map((x: { id: number }) => x.id)).toEqual([cr.id]);
    expect((await get(m, `/v1/me/customer-rewards/${cr.id}`)).json().data.reward.id).toBe(
      reward.id,
    );
    expect((await get(other, `/v1/me/customer-rewards/${cr.id}`)).statusCode).toBe(404);

    const use = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/customer-rewards/use',
      headers: admin,
      payload: { code: cr.code.toLowerCase().replace(/-/g, '') },
    });
    expect(use.statusCode, use.body).toBe(200);
    expect(use.json().data.status).toBe('used');
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/customer-rewards/use',
      headers: admin,
      payload: { code: cr.code },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This reward is used');
    // At another mall's desk the code is neither used nor unknown: it is another mall's.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/customer-rewards/use',
      headers: { ...admin, origin: ORIGIN.novoplaza },
      payload: { code: cr.code },
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe('This reward belongs to another mall');
    const used = (await get(m, '/v1/me/customer-rewards?status=used')).json().data;
    expect(used.total).toBe(1);
    const badges = (await get(m, '/v1/me/badges?earned=1')).json().data;
    expect(badges.map((b: { slug: string }) => b.slug)).toContain('first-reward');
  });

  it('refuses a reward outside its validity, of another tenant, or a bad body', async () => {
    const m = await createMember(t.db);
    await creditBonus(t.db, m, 500);
    const later = await createReward(t.db, 'beta', {
      points: 10,
      stock: 5,
      validFrom: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: m.headers,
      payload: { reward_id: later.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This reward cannot be activated now (outside its validity)');
    const foreign = await createReward(t.db, 'novoplaza', { points: 10, stock: 5 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/customer-rewards',
          headers: m.headers,
          payload: { reward_id: foreign.id },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: m.headers,
      payload: {},
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reward_id).toBeDefined();
  });
});

describe('expiry and badges', () => {
  it('expires the oldest unspent points first (FIFO) and is idempotent', async () => {
    const m = await createMember(t.db);
    await creditBonus(t.db, m, 500, addMonths(new Date(), -13)); // old
    await creditBonus(t.db, m, 300, addMonths(new Date(), -1)); // recent
    const reward = await createReward(t.db, 'beta', { points: 200, stock: 5 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/customer-rewards',
          headers: m.headers,
          payload: { reward_id: reward.id },
        })
      ).statusCode,
    ).toBe(201);
    const before = (await get(m, '/v1/me/points')).json().data;
    expect(before.balance).toBe(600);
    expect(before.next_expiry.points).toBe(300);

    const run = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/points/expire',
      headers: admin,
    });
    expect(run.statusCode).toBe(200);
    expect(run.json().data.points).toBeGreaterThanOrEqual(300);
    const entries = await t.db
      .select()
      .from(pointsEntries)
      .where(and(eq(pointsEntries.customerId, m.id), eq(pointsEntries.reason, 'expiry')))
      .orderBy(asc(pointsEntries.id));
    expect(entries.map((e) => e.delta)).toEqual([-300]);
    expect((await get(m, '/v1/me/points')).json().data.balance).toBe(300);

    const second = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/points/expire',
      headers: admin,
    });
    expect(second.json().data).toEqual({ customers: 0, points: 0 });
  });

  it('awards profile completion once', async () => {
    const m = await createMember(t.db);
    const before = (await get(m, '/v1/me/badges')).json().data as {
      slug: string;
      earned: boolean;
    }[];
    expect(before.find((b) => b.slug === 'profile-complete')!.earned).toBe(false);
    await t.db
      .update(customers)
      .set({ phone: '+420 777 000 111', birthDate: '1990-05-01', city: 'Praha' })
      .where(eq(customers.id, m.id));
    const after = (await get(m, '/v1/me/badges?earned=1')).json().data as {
      slug: string;
      earned_at: string;
    }[];
    expect(after.map((b) => b.slug)).toEqual(['profile-complete']);
    const again = (await get(m, '/v1/me/badges?earned=1')).json().data as { earned_at: string }[];
    expect(again[0]!.earned_at).toBe(after[0]!.earned_at);
  });

  it('leaves every cached balance equal to its ledger sum', async () => {
    const check = await ledgerMismatches(t.db);
    expect(check.mismatched).toEqual([]);
    expect(check.negative).toEqual([]);
  });
});

describe('contract', () => {
  it('every member response parses with the @atrium/domain/contract/loyalty schemas', async () => {
    const m = await createMember(t.db);
    const shop = await loyaltyShop(t.db, 'beta', 6);
    await creditBonus(t.db, m, 300);
    const receipt = await upload(m, receiptFields(shop));
    receiptSchema.strict().parse(receipt.json().data);
    await staffApprove(receipt.json().data.id);
    const reward = await createReward(t.db, 'beta', { points: 100, stock: 3 });
    const act = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-rewards',
      headers: m.headers,
      payload: { reward_id: reward.id },
    });
    customerRewardSchema.strict().parse(act.json().data);
    pointsSummarySchema.strict().parse((await get(m, '/v1/me/points')).json().data);
    memberTierSchema.strict().parse((await get(m, '/v1/me/tier')).json().data);
    const history = (await get(m, '/v1/me/points-history')).json().data;
    expect(history.data.length).toBe(3);
    for (const e of history.data) pointsEntrySchema.strict().parse(e);
    for (const r of (await get(m, '/v1/me/receipts')).json().data.data)
      receiptSchema.strict().parse(r);
    for (const b of (await get(m, '/v1/me/badges')).json().data) badgeSchema.strict().parse(b);
    for (const c of (await get(m, '/v1/me/customer-rewards')).json().data.data) {
      customerRewardSchema.strict().parse(c);
    }
    const limits = (await get(m, '/v1/me/customer-rewards/limits')).json().data;
    expect(limits.length).toBeGreaterThan(0);
    for (const l of limits) rewardLimitSchema.strict().parse(l);
  });
});
