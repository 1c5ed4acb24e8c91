import { auditLog } from '@atrium/server-db/schema/staff';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import {
  createMember,
  loyaltyShop,
  type Member,
  multipart,
  pragueDay,
  receiptPhoto,
} from '../../loyalty/test-helpers';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from './staff-test-helpers';

/** The audit log: before/after of staff changes, the key as its own actor, append-only. */
let t: TestApp;
let owner: StaffSession;
let desk: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  desk = await invited(t, owner, 'desk@example.test', 'desk');
});
afterAll(() => t?.close());

interface Row {
  id: number;
  actor: { type: string; staff_id: number | null; label: string };
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function audit(query: string, as: StaffSession = owner): Promise<Row[]> {
  const res = await t.app.inject({ url: `/v1/staff/audit?${query}`, headers: as.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as Row[];
}

/** A receipt over the auto-approval limit: it waits for staff. */
async function pendingReceipt(m: Member): Promise<number> {
  const shop = await loyaltyShop(t.db, 'beta', 3);
  const body = await multipart(
    {
      company_id: String(shop),
      amount: '2500.00',
      purchased_at: pragueDay(0),
      receipt_number: `R-${Math.random().toString(36).slice(2, 10)}`,
    },
    { data: await receiptPhoto() },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/me/receipts',
    headers: { ...m.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.json().data, res.body).toMatchObject({ status: 'pending' });
  return res.json().data.id as number;
}

describe('audit rows', () => {
  it('an approval by a desk member: who, what, before and after', async () => {
    const m = await createMember(t.db);
    const id = await pendingReceipt(m);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${id}/approve`,
      headers: desk.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const points = res.json().data.points as number;
    expect(points).toBeGreaterThan(0);
    const [row] = await audit(`action=receipt.approve&target_type=receipt&target_id=${id}`);
    expect(row).toMatchObject({
      actor: { type: 'staff', staff_id: desk.id, label: 'desk@example.test' },
      action: 'receipt.approve',
      target_type: 'receipt',
      target_id: String(id),
      before: { status: 'pending', points: null, customer_id: m.id, reviewed_by: null },
      after: {
        status: 'approved',
        points,
        customer_id: m.id,
        reviewed_by: 'staff:desk@example.test',
      },
    });
    // Filter by actor: the desk member's rows only.
    const mine = await audit(`actor=${desk.id}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.actor.staff_id === desk.id)).toBe(true);
  });

  it('a refused change leaves no audit row (same transaction)', async () => {
    const m = await createMember(t.db);
    const before = await audit(`target_type=customer&target_id=${m.id}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/points/adjust',
      headers: desk.headers,
      payload: { customer_id: m.id, delta: -10, reason: 'adjustment' },
    });
    expect(res.statusCode).toBe(409);
    expect(await audit(`target_type=customer&target_id=${m.id}`)).toEqual(before);
  });

  it('a points adjustment with the key: the key is its own actor, balances before and after', async () => {
    const m = await createMember(t.db);
    const adjust = (delta: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/points/adjust',
        headers: { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY },
        payload: { customer_id: m.id, delta, reason: 'bonus', note: 'welcome' },
      });
    expect((await adjust(300)).statusCode).toBe(200);
    expect((await adjust(-120)).statusCode).toBe(200);
    const rows = await audit(`action=points.adjust&target_type=customer&target_id=${m.id}`);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor: { type: 'key', staff_id: null, label: 'key:deployment' },
      before: { balance: 300 },
      after: { balance: 180, delta: -120, reason: 'bonus', note: 'welcome' },
    });
    expect(rows[1]).toMatchObject({ before: { balance: 0 }, after: { balance: 300, delta: 300 } });
    expect((await audit('actor=key')).every((r) => r.actor.type === 'key')).toBe(true);
  });

  it('pages and time ranges', async () => {
    const all = await audit('per_page=200');
    expect(all.length).toBeGreaterThan(3);
    const page2 = await audit('per_page=2&page=2');
    expect(page2.map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    expect(await audit(`to=${encodeURIComponent('2000-01-01T00:00:00Z')}`)).toEqual([]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await audit(`from=${encodeURIComponent(future)}`)).toEqual([]);
    const bad = await t.app.inject({
      url: '/v1/staff/audit?from=yesterday',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    const [row] = await t.db.select().from(auditLog).limit(1);
    expect(row).toBeTruthy();
    await expect(
      t.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still).toEqual(row);
  });
});

describe('automation key', () => {
  it('an owner rotates the mall key: the deployment key stops for this mall only', async () => {
    const key = (value: string, origin: string = ORIGIN.beta) =>
      t.app.inject({ url: '/v1/admin/receipts', headers: { origin, 'x-admin-key': value } });
    expect((await key(DEV_ADMIN_KEY)).statusCode).toBe(200);
    const rotate = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/key/rotate',
      headers: owner.headers,
    });
    expect(rotate.statusCode).toBe(200);
    const first = rotate.json().data.key as string;
    expect(first).toMatch(/^atk_/);
    expect((await key(first)).statusCode).toBe(200);
    expect((await key(DEV_ADMIN_KEY)).statusCode).toBe(403);
    expect((await key(DEV_ADMIN_KEY, ORIGIN.galerieharfa)).statusCode).toBe(200);
    expect((await key(first, ORIGIN.galerieharfa)).statusCode).toBe(403);

    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/key/rotate',
      headers: owner.headers,
    });
    const second = again.json().data.key as string;
    expect((await key(first)).statusCode).toBe(403);
    expect((await key(second)).statusCode).toBe(200);

    const m = await createMember(t.db);
    const id = await pendingReceipt(m);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${id}/approve`,
      headers: { origin: ORIGIN.beta, 'x-admin-key': second },
    });
    expect(approve.statusCode).toBe(200);
    const [row] = await audit(`action=receipt.approve&target_id=${id}`);
    expect(row!.actor).toEqual({ type: 'key', staff_id: null, label: 'key:tenant' });
    const rotations = await audit('action=key.rotate');
    expect(rotations).toHaveLength(2);
    expect(rotations[0]!.after).toMatchObject({ own_key: true, hint: second.slice(-4) });
    expect(JSON.stringify(rotations)).not.toContain(second);

    const info = await t.app.inject({ url: '/v1/staff/key', headers: owner.headers });
    expect(info.json().data).toMatchObject({ own_key: true, hint: second.slice(-4) });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/v1/staff/key',
      headers: owner.headers,
    });
    expect(remove.statusCode).toBe(200);
    expect((await key(DEV_ADMIN_KEY)).statusCode).toBe(200);
    expect((await key(second)).statusCode).toBe(403);
  });
});
