import { staffPasswordResets } from '@atrium/server-db/schema/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listOutbox } from '../../mail/outbox';
import { createTestApp, ORIGIN, type TenantId, type TestApp } from '../../test/test-app';
import { firstOwner, invited, STAFF_PASSWORD, type StaffSession } from './staff-test-helpers';

/** A forgotten staff password: /v1/staff/password/forgot and /reset. */
let t: TestApp;
let owner: StaffSession;
let desk: StaffSession;

const NEW_PASSWORD = 'Marble-Heron-Drifts-48';

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  desk = await invited(t, owner, 'desk-reset@example.test', 'desk');
  await firstOwner(t, 'galerieharfa', 'owner-harfa-reset@example.test');
});
afterAll(() => t?.close());

const post = (url: string, payload: object, tenant: TenantId = 'beta') =>
  t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN[tenant] }, payload });

/** Asks for a link and returns the token of the e-mail it sent, or null when none was sent. */
async function forgot(email: string, tenant: TenantId = 'beta'): Promise<string | null> {
  const before = (await listOutbox(t.db, { to: email })).length;
  const res = await post('/v1/staff/password/forgot', { email }, tenant);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  await t.app.afterResponse.settled();
  const mails = await listOutbox(t.db, { to: email });
  if (mails.length === before) return null;
  expect(mails[0]!.link).toMatch(/\/console\/reset-password\?token=/);
  return new URL(mails[0]!.link!).searchParams.get('token');
}

const signIn = (email: string, password: string, tenant: TenantId = 'beta') =>
  post('/v1/staff/login', { email, password }, tenant);

describe('a forgotten staff password', () => {
  it('answers alike for unknown addresses and mails only active staff of this mall', async () => {
    const known = await post('/v1/staff/password/forgot', { email: desk.email });
    const unknown = await post('/v1/staff/password/forgot', { email: 'nobody@example.test' });
    expect(unknown.json()).toEqual(known.json());
    await t.app.afterResponse.settled();
    expect(await forgot('nobody@example.test')).toBeNull();
    // Harfa's owner asking at beta's site gets nothing: staff accounts are per mall.
    expect(await forgot('owner-harfa-reset@example.test')).toBeNull();
    const bad = await post('/v1/staff/password/forgot', { email: 'not an address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toBeDefined();
  });

  it('sets a new password once, ends every session and is audited', async () => {
    const token = (await forgot(desk.email))!;
    expect(token).toBeTruthy();

    const weak = await post('/v1/staff/password/reset', { token, password: 'password1' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeDefined();

    // Another mall's site cannot use beta's link.
    const elsewhere = await post(
      '/v1/staff/password/reset',
      { token, password: NEW_PASSWORD },
      'galerieharfa',
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.token).toBeDefined();

    const done = await post('/v1/staff/password/reset', { token, password: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    const again = await post('/v1/staff/password/reset', { token, password: NEW_PASSWORD });
    expect(again.statusCode).toBe(422);

    const me = await t.app.inject({ url: '/v1/staff/me', headers: desk.headers });
    expect(me.statusCode).toBe(401); // the old session ended
    expect((await signIn(desk.email, STAFF_PASSWORD)).statusCode).toBe(422);
    expect((await signIn(desk.email, NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=staff.password.reset',
      headers: owner.headers,
    });
    const [entry] = audit.json().data.data;
    expect(entry).toMatchObject({ action: 'staff.password.reset', target_id: String(desk.id) });
  });

  it('honours only the latest link, and none after it expired', async () => {
    const first = (await forgot(desk.email))!;
    const second = (await forgot(desk.email))!;
    expect(first).not.toBe(second);
    const old = await post('/v1/staff/password/reset', { token: first, password: NEW_PASSWORD });
    expect(old.statusCode).toBe(422);

    await t.db
      .update(staffPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordResets.staffId, desk.id));
    const expired = await post('/v1/staff/password/reset', {
      token: second,
      password: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toMatch(/invalid or has expired/);
  });

  it('sends nothing to a deactivated account', async () => {
    const gone = await invited(t, owner, 'gone-reset@example.test', 'support');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/members/${gone.id}/deactivate`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await forgot(gone.email)).toBeNull();
  });
});
