import { RECOVERY_CODE_COUNT, TWO_STEP_REQUIRED_MESSAGE } from '@atrium/domain/contract/staff';
import { auditLog, staffRecoveryCodes, staffSignInRefusals } from '@atrium/server-db/schema/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listOutbox } from '../../mail/outbox';
import { currentTotp } from '../../staff/totp';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import {
  firstOwner,
  invited,
  STAFF_PASSWORD,
  type StaffSession,
  staffHeaders,
} from './staff-test-helpers';

let t: TestApp;
let owner: StaffSession;

beforeAll(async () => {
  // Many sign-ins from one test client: the per-address rate limit is not what is tested here.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  owner = await firstOwner(t);
});

afterAll(async () => {
  await t?.close();
});

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const login = (email: string, extra: Record<string, string> = {}, password = STAFF_PASSWORD) =>
  post('/v1/staff/login', { origin: ORIGIN.beta }, { email, password, ...extra });

/** Two-step sign-in on for `s`: its secret and its recovery codes. */
async function enable(s: StaffSession) {
  const enrol = await post('/v1/staff/totp/enrol', s.headers, { password: STAFF_PASSWORD });
  expect(enrol.statusCode, enrol.body).toBe(200);
  const secret = enrol.json().data.secret as string;
  const confirm = await post('/v1/staff/totp/confirm', s.headers, { code: currentTotp(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, codes: confirm.json().data.recovery_codes as string[] };
}

const mailsTo = async (to: string) =>
  (await listOutbox(t.db, { to })).map((m) => m.subject as string);

describe('two-step sign-in', () => {
  it('needs the password to enrol: a stolen session alone cannot lock the person out', async () => {
    const s = await invited(t, owner, 'stolen@example.test', 'desk');
    expect((await post('/v1/staff/totp/enrol', s.headers)).statusCode).toBe(422);
    const wrong = await post('/v1/staff/totp/enrol', s.headers, { password: 'Not-It-At-All-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password is not correct.']);
    const me = await t.app.inject({ url: '/v1/staff/me', headers: s.headers });
    expect(me.json().data).toMatchObject({ totp_enabled: false, recovery_codes_left: 0 });
  });

  it('gives ten single-use recovery codes, stored hashed, usable instead of a code', async () => {
    const s = await invited(t, owner, 'codes@example.test', 'desk');
    const { codes } = await enable(s);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const stored = await t.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, s.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(codes.some((c) => row.codeHash.includes(c.replace('-', '')))).toBe(false);
    }
    expect((await mailsTo('codes@example.test'))[0]).toMatch(
      /^Two-step sign-in changed in the .+ staff console$/,
    );

    // Lower case with a space is the same code; it works once.
    const typed = codes[0]!.toLowerCase().replace('-', ' ');
    const first = await login('codes@example.test', { recovery_code: typed });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.staff.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
    const again = await login('codes@example.test', { recovery_code: codes[0]! });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.recovery_code).toBeTruthy();
    expect((await login('codes@example.test', { recovery_code: 'AAAAA-AAAAA' })).statusCode).toBe(
      422,
    );
    expect((await login('codes@example.test', { recovery_code: 'short' })).statusCode).toBe(422);

    // New codes need the password; the old ones stop working.
    expect(
      (await post('/v1/staff/totp/recovery-codes', s.headers, { password: 'Wrong-Guess-99' }))
        .statusCode,
    ).toBe(422);
    const fresh = await post('/v1/staff/totp/recovery-codes', s.headers, {
      password: STAFF_PASSWORD,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const newCodes = fresh.json().data.recovery_codes as string[];
    expect((await login('codes@example.test', { recovery_code: codes[1]! })).statusCode).toBe(422);
    expect((await login('codes@example.test', { recovery_code: newCodes[0]! })).statusCode).toBe(
      200,
    );
  });

  it("lets an owner see and reset a colleague's second factor, audited and e-mailed", async () => {
    const s = await invited(t, owner, 'lost-phone@example.test', 'support');
    await enable(s);
    const list = await t.app.inject({ url: '/v1/staff/members', headers: owner.headers });
    expect(list.json().data.find((m: { id: number }) => m.id === s.id)).toMatchObject({
      totp_enabled: true,
      recovery_codes_left: RECOVERY_CODE_COUNT,
    });
    // Not the desk's to do, and not one's own this way.
    expect((await post(`/v1/staff/members/${s.id}/totp/reset`, s.headers)).statusCode).toBe(403);
    expect((await post(`/v1/staff/members/${owner.id}/totp/reset`, owner.headers)).statusCode).toBe(
      409,
    );
    const reset = await post(`/v1/staff/members/${s.id}/totp/reset`, owner.headers);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ totp_enabled: false, recovery_codes_left: 0 });
    // Their sessions ended; the password alone signs them in now.
    expect((await t.app.inject({ url: '/v1/staff/me', headers: s.headers })).statusCode).toBe(401);
    expect((await login('lost-phone@example.test')).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.totp.reset'), eq(auditLog.targetId, String(s.id))));
    expect(row?.actorStaffId).toBe(owner.id);
    expect((await mailsTo('lost-phone@example.test')).length).toBeGreaterThanOrEqual(2);
    expect((await post(`/v1/staff/members/${s.id}/totp/reset`, owner.headers)).statusCode).toBe(
      409,
    );
  });

  it('sends staff without it to enrol when the mall requires it, nothing else reachable', async () => {
    const s = await invited(t, owner, 'must-enrol@example.test', 'desk');
    const require = () =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/staff/policy',
        headers: owner.headers,
        payload: { require_two_step: true },
      });
    // Not before the owner has it: they would lock themselves out.
    expect((await require()).statusCode).toBe(409);
    await enable(owner);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/v1/staff/policy',
      headers: owner.headers,
      payload: { require_two_step: true },
    });
    expect(on.json().data).toEqual({ desk_points_per_day: 2_000, require_two_step: true });
    try {
      const signedIn = await login('must-enrol@example.test');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.staff.must_enrol_two_step).toBe(true);
      const headers = staffHeaders(signedIn.json().data.token as string);
      const receipts = await t.app.inject({ url: '/v1/admin/receipts', headers });
      expect(receipts.statusCode).toBe(403);
      expect(receipts.json().message).toBe(TWO_STEP_REQUIRED_MESSAGE);
      expect((await t.app.inject({ url: '/v1/staff/me', headers })).statusCode).toBe(200);
      await enable({ ...s, headers });
      expect((await t.app.inject({ url: '/v1/admin/receipts', headers })).statusCode).toBe(200);
      const me = await t.app.inject({ url: '/v1/staff/me', headers });
      expect(me.json().data.must_enrol_two_step).toBe(false);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/v1/staff/policy',
        headers: owner.headers,
        payload: { require_two_step: false },
      });
    }
  });

  it('turning it off needs the password and a code, drops the codes and e-mails the person', async () => {
    const s = await invited(t, owner, 'turn-off@example.test', 'desk');
    const { secret } = await enable(s);
    const off = await post('/v1/staff/totp/disable', s.headers, {
      password: STAFF_PASSWORD,
      code: currentTotp(secret, Date.now() + 30_000),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, s.id)),
    ).toEqual([]);
    const subjects = await mailsTo('turn-off@example.test');
    expect(subjects.filter((m) => m.startsWith('Two-step sign-in changed'))).toHaveLength(2);
  });
});

describe('refused sign-ins', () => {
  it('1,000 failures are a bounded number of counted rows, guessed addresses included', async () => {
    const s = await invited(t, owner, 'hammered@example.test', 'desk');
    await t.db.delete(staffSignInRefusals);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1_000; i++) {
      const res = await login('hammered@example.test', {}, `Wrong-Password-${i}`);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    // The account lock answers most of them (429) without checking the password.
    expect([...statuses.keys()].sort()).toEqual([422, 429]);
    for (let i = 0; i < 50; i++) {
      await login(`nobody-${i}@example.test`, {}, 'Whatever-Password-1');
    }
    const rows = await t.db.select().from(staffSignInRefusals);
    // Two reasons for the account, one for the guesses: 3 rows (6 if an hour turned meanwhile).
    expect(rows.length).toBeLessThanOrEqual(6);
    const mine = rows.filter((r) => r.subject === `staff:${s.id}`);
    expect(mine.reduce((n, r) => n + r.count, 0)).toBe(1_000);
    expect(rows.find((r) => r.subject === 'unknown')?.count).toBe(50);

    const list = await t.app.inject({ url: '/v1/staff/sign-in-refusals', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const data = list.json().data as { email: string | null; reason: string; count: number }[];
    expect(
      data.find((r) => r.email === 'hammered@example.test' && r.reason === 'locked'),
    ).toBeTruthy();
    expect(data.find((r) => r.email === null)).toMatchObject({ reason: 'password', count: 50 });
    expect(
      (await t.app.inject({ url: '/v1/staff/sign-in-refusals', headers: s.headers })).statusCode,
    ).toBe(403);
  });
});
