import { auditLog } from '@atrium/server-db/schema/staff';
import { pointsEntries } from '@atrium/server-db/schema/loyalty';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember } from '../../loyalty/test-helpers';
import { DEFAULT_DESK_POINTS_PER_DAY } from '../../staff/policy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from './staff-test-helpers';

let t: TestApp;
let owner: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  owner = await firstOwner(t);
});

afterAll(async () => {
  await t?.close();
});

const adjust = (who: StaffSession, customerId: number, delta: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/points/adjust',
    headers: who.headers,
    payload: { customer_id: customerId, delta, reason: 'bonus', note: 'limit test' },
  });

async function ledgerSum(customerId: number) {
  const rows = await t.db
    .select({ delta: pointsEntries.delta })
    .from(pointsEntries)
    .where(eq(pointsEntries.customerId, customerId));
  return rows.reduce((sum, r) => sum + r.delta, 0);
}

const setLimit = (points: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/staff/policy',
    headers: owner.headers,
    payload: { desk_points_per_day: points },
  });

describe('desk points per day', () => {
  it('lets ten parallel +500 calls of one desk member move at most the day limit', async () => {
    expect(DEFAULT_DESK_POINTS_PER_DAY).toBe(2_000);
    const desk = await invited(t, owner, 'desk-limit-1@example.test', 'desk');
    const member = await createMember(t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adjust(desk, member.id, 500)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([
      ...Array(4).fill(200),
      ...Array(6).fill(403),
    ]);
    expect(await ledgerSum(member.id)).toBe(2_000);
    const refused = answers.find((a) => a.statusCode === 403)!.json();
    expect(refused.message).toMatch(/limit of 2000 points a day is reached: 2000 moved today/);
    // Corrections count too (|delta|): nothing is left today.
    expect((await adjust(desk, member.id, -1)).statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'points.adjust.refused'), eq(auditLog.actorStaffId, desk.id)));
    expect(rows).toHaveLength(7);
    // Another desk member has their own day; an owner has no daily limit.
    const other = await invited(t, owner, 'desk-limit-2@example.test', 'desk');
    expect((await adjust(other, member.id, 500)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) expect((await adjust(owner, member.id, 500)).statusCode).toBe(200);
  });

  it("follows the mall's policy, which only owners read and change (audited)", async () => {
    const desk = await invited(t, owner, 'desk-limit-3@example.test', 'desk');
    const member = await createMember(t.db);
    expect(
      (await t.app.inject({ url: '/v1/staff/policy', headers: owner.headers })).json().data,
    ).toEqual({ desk_points_per_day: 2_000, require_two_step: false });
    expect((await setLimit(300)).statusCode).toBe(200);
    expect((await adjust(desk, member.id, 200)).statusCode).toBe(200);
    const over = await adjust(desk, member.id, 200);
    expect(over.statusCode).toBe(403);
    expect(over.json().errors.delta).toEqual(['At most 100 more points today']);
    expect((await adjust(desk, member.id, 100)).statusCode).toBe(200);
    expect((await setLimit(0)).statusCode).toBe(200);
    expect((await adjust(desk, member.id, 1)).statusCode).toBe(403);
    // Bad values are 422; a desk member may neither read nor change the policy.
    expect((await setLimit(-1)).statusCode).toBe(422);
    expect((await setLimit(1_000_001)).statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/v1/staff/policy',
          headers: owner.headers,
          payload: { desk_points_per_day: '12abc' },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ url: '/v1/staff/policy', headers: desk.headers })).statusCode,
    ).toBe(403);
    const changes = await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.policy'));
    expect(changes.map((c) => c.after)).toEqual([
      { desk_points_per_day: 300, require_two_step: false },
      { desk_points_per_day: 0, require_two_step: false },
    ]);
    expect((await setLimit(2_000)).statusCode).toBe(200);
  });
});
