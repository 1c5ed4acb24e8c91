import { staffMembers } from '@atrium/server-db/schema/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember } from '../../loyalty/test-helpers';
import { bootstrapOwner, DEMO_OWNER, seedDemoStaff } from '../../staff/bootstrap';
import { currentTotp } from '../../staff/totp';
import { createTestApp, ORIGIN, PRODUCTION_ENV, type TestApp } from '../../test/test-app';
import {
  accept,
  firstOwner,
  invited,
  STAFF_PASSWORD,
  type StaffSession,
  staffHeaders,
} from './staff-test-helpers';

/** Staff accounts: invitations, sessions, roles, TOTP, locks, tenant isolation (issue 21). */
let t: TestApp;
let owner: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ env: { ACCOUNT_LOCK_FAILURES: '3', AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
});
afterAll(() => t?.close());

const login = (email: string, password: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/staff/login',
    headers: { origin: ORIGIN.beta },
    payload: { email, password, ...extra },
  });

describe('invite → accept → sign in', () => {
  it('the bootstrapped owner invites a desk member by e-mail; the link sets the password', async () => {
    const me = await t.app.inject({ url: '/v1/staff/me', headers: owner.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      tenant_id: 'beta',
      role: 'owner',
      status: 'active',
      totp_enabled: false,
    });
    expect(me.headers['cache-control']).toBe('no-store');

    const desk = await invited(t, owner, 'desk.one@example.test', 'desk');
    const res = await login('desk.one@example.test', STAFF_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.token).toMatch(/^ast_/);
    expect(data.staff).toMatchObject({ id: desk.id, role: 'desk', status: 'active' });

    const list = await t.app.inject({ url: '/v1/staff/members', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: { email: string }) => s.email)).toContain(
      'desk.one@example.test',
    );
  });

  it('an invitation link works once, and a weak password does not use it up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/invite',
      headers: owner.headers,
      payload: { email: 'weak@example.test', role: 'support' },
    });
    expect(res.statusCode).toBe(201);
    const { listOutbox } = await import('../../mail/outbox');
    const [mail] = await listOutbox(t.db, { to: 'weak@example.test' });
    expect(mail!.link).toContain('/console/accept-invite?token=');
    const token = new URL(mail!.link!).searchParams.get('token')!;
    const weak = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/accept',
      headers: { origin: ORIGIN.beta },
      payload: { token, password: 'password1' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeTruthy();
    await accept(t, token);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/accept',
      headers: { origin: ORIGIN.beta },
      payload: { token, password: STAFF_PASSWORD },
    });
    expect(again.statusCode).toBe(422);
  });

  it('the bootstrap path makes only the first owner, unless forced', async () => {
    await expect(
      bootstrapOwner(t.db, { tenantId: 'beta', email: 'second@example.test' }),
    ).rejects.toThrow(/already has an active owner/);
    await expect(
      bootstrapOwner(t.db, { tenantId: 'no-such-mall', email: 'x@example.test' }),
    ).rejects.toThrow(/No tenant/);
  });

  it('sign-out ends the session', async () => {
    const s = await login(owner.email, STAFF_PASSWORD);
    const token = s.json().data.token as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/logout',
      headers: staffHeaders(token),
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/v1/staff/me', headers: staffHeaders(token) });
    expect(me.statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('a desk member gets 403 in the envelope for what only owners may do', async () => {
    const desk = await invited(t, owner, 'desk.two@example.test', 'desk');
    const member = await createMember(t.db);
    const big = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/points/adjust',
      headers: desk.headers,
      payload: { customer_id: member.id, delta: 5000, reason: 'bonus' },
    });
    expect(big.statusCode).toBe(403);
    expect(big.json()).toMatchObject({
      status: 'error',
      httpStatus: 'Forbidden',
      message: 'The desk role may not do this (points.adjust.any)',
    });
    // The refusal is in the audit log, and no ledger row was written.
    const denied = await t.app.inject({
      url: '/v1/staff/audit?action=access.denied&target_id=points.adjust.any',
      headers: owner.headers,
    });
    expect(denied.json().data.data[0]).toMatchObject({
      actor: { label: 'desk.two@example.test' },
      after: { method: 'POST', route: '/v1/admin/points/adjust' },
    });
    const history = await t.app.inject({
      url: `/v1/admin/members/${member.id}/points-history`,
      headers: owner.headers,
    });
    expect(history.json().data.total).toBe(0);
    for (const [method, url] of [
      ['POST', '/v1/admin/points/expire'],
      ['GET', '/v1/staff/members'],
      ['GET', '/v1/staff/audit'],
      ['POST', '/v1/staff/key/rotate'],
      ['GET', '/v1/admin/messages'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: desk.headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().httpStatus).toBe('Forbidden');
    }
    const invite = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/invite',
      headers: desk.headers,
      payload: { email: 'x@example.test', role: 'owner' },
    });
    expect(invite.statusCode).toBe(403);

    // What the desk may: small adjustments, the receipts queue.
    const small = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/points/adjust',
      headers: desk.headers,
      payload: { customer_id: member.id, delta: 100, reason: 'bonus' },
    });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().data.balance).toBe(100);
    const owners = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/points/adjust',
      headers: owner.headers,
      payload: { customer_id: member.id, delta: 5000, reason: 'bonus' },
    });
    expect(owners.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/v1/admin/receipts', headers: desk.headers })).statusCode,
    ).toBe(200);
  });

  it('support answers messages but sees no receipts; content has no admin operation yet', async () => {
    const support = await invited(t, owner, 'support@example.test', 'support');
    expect(
      (await t.app.inject({ url: '/v1/admin/messages', headers: support.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/v1/admin/receipts', headers: support.headers })).statusCode,
    ).toBe(403);
    const content = await invited(t, owner, 'content@example.test', 'content');
    expect(
      (await t.app.inject({ url: '/v1/admin/receipts', headers: content.headers })).statusCode,
    ).toBe(403);
  });

  it('an owner changes a role and deactivates; the last owner stays', async () => {
    const s = await invited(t, owner, 'temp@example.test', 'desk');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/members/${s.id}`,
      headers: owner.headers,
      payload: { role: 'support' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().data.role).toBe('support');
    // The new role applies to the open session at once.
    expect((await t.app.inject({ url: '/v1/admin/messages', headers: s.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/v1/admin/receipts', headers: s.headers })).statusCode).toBe(
      403,
    );

    const off = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/members/${s.id}/deactivate`,
      headers: owner.headers,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe('deactivated');
    expect((await t.app.inject({ url: '/v1/staff/me', headers: s.headers })).statusCode).toBe(401);
    expect((await login('temp@example.test', STAFF_PASSWORD)).statusCode).toBe(422);

    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/members/${owner.id}`,
      headers: owner.headers,
      payload: { role: 'desk' },
    });
    expect(demote.statusCode).toBe(409);
    const self = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/members/${owner.id}/deactivate`,
      headers: owner.headers,
    });
    expect(self.statusCode).toBe(409);
  });
});

describe('sessions are apart', () => {
  it('a member token never opens staff paths, a staff token never member paths', async () => {
    const member = await createMember(t.db);
    for (const url of ['/v1/staff/me', '/v1/staff/members', '/v1/admin/receipts']) {
      const res = await t.app.inject({ url, headers: member.headers });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().status).toBe('error');
    }
    for (const url of ['/v1/me/profile', '/v1/me/points']) {
      const res = await t.app.inject({ url, headers: owner.headers });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('tenant isolation', () => {
  it('staff of one mall see and touch nothing of another', async () => {
    const harfa = await firstOwner(t, 'galerieharfa');
    // A beta session on harfa's site is no session at all.
    const cross = await t.app.inject({
      url: '/v1/staff/me',
      headers: staffHeaders(owner.token, 'galerieharfa'),
    });
    expect(cross.statusCode).toBe(401);
    const crossAdmin = await t.app.inject({
      url: '/v1/admin/receipts',
      headers: staffHeaders(owner.token, 'galerieharfa'),
    });
    expect(crossAdmin.statusCode).toBe(401);
    // Harfa's owner lists only harfa's staff and cannot reach beta's by id.
    const list = await t.app.inject({ url: '/v1/staff/members', headers: harfa.headers });
    expect(list.json().data.map((s: { email: string }) => s.email)).toEqual([harfa.email]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/members/${owner.id}`,
      headers: harfa.headers,
      payload: { role: 'desk' },
    });
    expect(patch.statusCode).toBe(404);
    // Beta's member is unknown to harfa's staff.
    const member = await createMember(t.db, 'beta');
    const adjust = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/points/adjust',
      headers: harfa.headers,
      payload: { customer_id: member.id, delta: 10, reason: 'bonus' },
    });
    expect(adjust.statusCode).toBe(404);
    // Harfa's audit log holds harfa's rows only.
    const audit = await t.app.inject({
      url: '/v1/staff/audit?per_page=200',
      headers: harfa.headers,
    });
    const rows = audit.json().data.data as { actor: { label: string }; action: string }[];
    expect(rows.length).toBeGreaterThan(0);
    // Harfa's own staff, the CLI, and beta's two attempts on harfa (without beta's e-mail).
    const labels = new Set(rows.map((r) => r.actor.label));
    expect([...labels].sort()).toEqual([harfa.email, 'cli', 'staff of beta'].sort());
    expect(rows.filter((r) => r.actor.label === 'staff of beta').map((r) => r.action)).toEqual([
      'access.other-mall',
      'access.other-mall',
    ]);
    // The same e-mail may be staff of two malls: separate accounts.
    expect((await login(harfa.email, STAFF_PASSWORD)).statusCode).toBe(422);
  });
});

describe('TOTP second factor', () => {
  it('enrol, confirm with a real code, then sign-in needs a fresh code', async () => {
    const s = await invited(t, owner, 'totp@example.test', 'desk');
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/totp/enrol',
      headers: s.headers,
      payload: { password: STAFF_PASSWORD },
    });
    expect(enrol.statusCode).toBe(200);
    const { secret, uri } = enrol.json().data as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/totp/confirm',
      headers: s.headers,
      payload: { code: String((Number(currentTotp(secret)) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.statusCode).toBe(422);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/totp/confirm',
      headers: s.headers,
      payload: { code: currentTotp(secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const without = await login('totp@example.test', STAFF_PASSWORD);
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.totp).toBeTruthy();
    // The code of the step confirm used is spent; the next step's code (clock drift) is good once.
    const spent = await login('totp@example.test', STAFF_PASSWORD, { totp: currentTotp(secret) });
    expect(spent.statusCode).toBe(422);
    const next = currentTotp(secret, Date.now() + 30_000);
    const ok = await login('totp@example.test', STAFF_PASSWORD, { totp: next });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.staff.totp_enabled).toBe(true);
    const replay = await login('totp@example.test', STAFF_PASSWORD, { totp: next });
    expect(replay.statusCode).toBe(422);
    const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.id, s.id));
    expect(row!.totpSecret).toBe(secret);
  });
});

describe('own password', () => {
  const change = (headers: Record<string, string>, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/v1/staff/password', headers, payload });
  const NEW_PASSWORD = 'Velvet-Harbour-Sings-41';

  it('needs the current password and a strong new one; other sessions end, this one stays', async () => {
    const s = await invited(t, owner, 'changer@example.test', 'support');
    const other = await login('changer@example.test', STAFF_PASSWORD);
    const otherHeaders = staffHeaders(other.json().data.token as string);

    const wrong = await change(s.headers, {
      current_password: 'Not-The-Password-1',
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is not correct.']);
    const weak = await change(s.headers, {
      current_password: STAFF_PASSWORD,
      password: 'password1',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeTruthy();
    const missing = await change(s.headers, {});
    expect(missing.statusCode).toBe(422);

    const ok = await change(s.headers, {
      current_password: STAFF_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.inject({ url: '/v1/staff/me', headers: s.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/staff/me', headers: otherHeaders })).statusCode).toBe(
      401,
    );
    expect((await login('changer@example.test', STAFF_PASSWORD)).statusCode).toBe(422);
    expect((await login('changer@example.test', NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await t.app.inject({
      url: `/v1/staff/audit?action=staff.password&target_id=${s.id}`,
      headers: owner.headers,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data.data).toHaveLength(1);
  });

  it('is only for a signed-in staff member', async () => {
    const anonymous = await change(
      { origin: ORIGIN.beta },
      { current_password: STAFF_PASSWORD, password: NEW_PASSWORD },
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('failure lock', () => {
  it('wrong passwords lock the staff account, even for the right password', async () => {
    await invited(t, owner, 'guessed@example.test', 'support');
    for (let i = 0; i < 3; i++) {
      expect((await login('guessed@example.test', `Wrong-${i}-password`)).statusCode).toBe(422);
    }
    const locked = await login('guessed@example.test', STAFF_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another staff member is not affected.
    expect((await login(owner.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });
});

describe('demo owner', () => {
  it('seeds one owner per mall that signs in outside production only', async () => {
    await seedDemoStaff(t.db);
    const res = await login(DEMO_OWNER.email, DEMO_OWNER.password);
    expect(res.statusCode, res.body).toBe(200);
    const prod = await createTestApp({ env: PRODUCTION_ENV, seed: true });
    try {
      await seedDemoStaff(prod.db);
      const refused = await prod.app.inject({
        method: 'POST',
        url: '/v1/staff/login',
        headers: { origin: ORIGIN.beta },
        payload: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });
});
