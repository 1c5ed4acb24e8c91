import { customerTokens } from '@atrium/server-db/schema/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashToken } from '../../auth/tokens';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import {
  bearer,
  latestMail,
  PASSWORD,
  registerVerified,
  registration,
} from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = { origin: ORIGIN.beta },
) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('register → outbox link → verify → login → profile', () => {
  it('walks the whole flow', async () => {
    const email = 'flow@example.com';
    const reg = await post('/v1/register', registration('Flow@Example.com', { locale: 'cz' }));
    expect(reg.statusCode, reg.body).toBe(201);
    expect(reg.json().data.customer).toMatchObject({ email, email_verified: false, locale: 'cz' });

    // Unverified: login is refused with a clear 403.
    const early = await post('/v1/login', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ status: 'error', httpStatus: 'Forbidden' });
    expect(early.json().message).toMatch(/not verified/);

    // The outbox has the mail with a localised link to the tenant's site.
    const mail = await latestMail(t, email);
    expect(mail.tenant).toBe('beta');
    expect(mail.link).toMatch(/^http:\/\/localhost:4200\/cz\/prihlaseni\?verify=[\w-]{43}$/);
    const token = new URL(mail.link).searchParams.get('verify')!;

    const verified = await post('/v1/register/email-verification', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.customer.email_verified).toBe(true);
    // Single use.
    const again = await post('/v1/register/email-verification', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toBeDefined();

    const login = await post('/v1/login', { email: 'FLOW@example.com', password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const data = login.json().data;
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.customer).toMatchObject({ email, first_name: 'Eva', has_password: true });

    // Only the hash is stored.
    const rows = await t.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.tokenHash, hashToken(data.token)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second registration of the same e-mail with a field error', async () => {
    await registerVerified(t, 'twice@example.com');
    const res = await post('/v1/register', registration('twice@example.com'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/already registered/);
  });

  it('answers 422 with per-field errors for bad bodies, never 5xx', async () => {
    const res = await post('/v1/register', {
      email: 'nope',
      password: 'short',
      first_name: '',
      locale: 'fr',
      terms_accepted: false,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    for (const field of [
      'email',
      'password',
      'first_name',
      'last_name',
      'locale',
      'terms_accepted',
    ]) {
      expect(errors, field).toHaveProperty(field);
    }
    for (const [url, body] of [
      ['/v1/register', 'not json'],
      ['/v1/login', []],
      ['/v1/login', { email: 5, password: null }],
      ['/v1/forget-password', {}],
      ['/v1/change-forget-password', { token: 'x'.repeat(43) }],
      ['/v1/register/email-verification', { token: 12 }],
      ['/v1/forget-password/login', null],
      ['/v1/firebase-login', { id_token: 3 }],
    ] as const) {
      const r = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN.beta, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(r.statusCode, `${url} ${r.body}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, url).toBeLessThan(500);
      expect(r.json().status).toBe('error');
    }
  });
});

describe('login', () => {
  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    await registerVerified(t, 'wrong@example.com');
    const wrong = await post('/v1/login', { email: 'wrong@example.com', password: 'Nope12345' });
    const unknown = await post('/v1/login', { email: 'ghost@example.com', password: 'Nope12345' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('keeps accounts per tenant: the same e-mail is another account elsewhere', async () => {
    await registerVerified(t, 'both@example.com', 'beta');
    const other = await post(
      '/v1/login',
      { email: 'both@example.com', password: PASSWORD },
      { origin: ORIGIN.novoplaza },
    );
    expect(other.statusCode).toBe(422);
  });
});

describe('tokens', () => {
  it('is 401 Unauthorized with another tenant origin, expired or revoked', async () => {
    const { token } = await registerVerified(t, 'tokens@example.com');
    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v1/logout', headers });

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/v1/change-password',
      headers: bearer(token, 'galerieharfa'),
      payload: { current_password: PASSWORD, password: 'Copper-Lantern-58' },
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ status: 'error', httpStatus: 'Unauthorized' });

    const none = await me({ origin: ORIGIN.beta });
    expect(none.statusCode).toBe(401);
    const garbage = await me(bearer('x'.repeat(43)));
    expect(garbage.statusCode).toBe(401);

    // Expired.
    await t.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.tokenHash, hashToken(token)));
    const expired = await me(bearer(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().httpStatus).toBe('Unauthorized');
    expect(expired.json().message).toMatch(/expired/);

    // Revoked by logout.
    const login = await post('/v1/login', { email: 'tokens@example.com', password: PASSWORD });
    const fresh = login.json().data.token as string;
    expect((await me(bearer(fresh))).statusCode).toBe(200);
    const revoked = await me(bearer(fresh));
    expect(revoked.statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('changes the password and logs other devices out', async () => {
    const { token } = await registerVerified(t, 'change@example.com');
    const other = (
      await post('/v1/login', { email: 'change@example.com', password: PASSWORD })
    ).json().data.token;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/change-password',
      headers: bearer(token),
      payload: { current_password: 'Wrong1234', password: 'Copper-Lantern-58' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.current_password).toBeDefined();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/change-password',
      headers: bearer(token),
      payload: {
        current_password: PASSWORD,
        password: 'Copper-Lantern-58',
        password_confirmation: 'Copper-Lantern-58',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(other) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/v1/login', { email: 'change@example.com', password: 'Copper-Lantern-58' }))
        .statusCode,
    ).toBe(200);
  });

  it('forget-password: always 200, mails a reset link; the token resets once', async () => {
    await registerVerified(t, 'forgot@example.com');
    const unknown = await post('/v1/forget-password', { email: 'nobody@example.com' });
    const known = await post('/v1/forget-password', { email: 'forgot@example.com', locale: 'de' });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json().data.message).toBe(known.json().data.message);

    const mail = await latestMail(t, 'forgot@example.com');
    expect(mail.link).toMatch(/^http:\/\/localhost:4200\/de\/neues-passwort\?token=[\w-]{43}$/);
    const token = new URL(mail.link).searchParams.get('token')!;
    const weak = await post('/v1/change-forget-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(422);
    const reset = await post('/v1/change-forget-password', { token, password: 'Quiet-Meadow-31' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.token).toBeTruthy();
    const reuse = await post('/v1/change-forget-password', { token, password: 'Quiet-Meadow-32' });
    expect(reuse.statusCode).toBe(422);
    expect(
      (await post('/v1/login', { email: 'forgot@example.com', password: 'Quiet-Meadow-31' }))
        .statusCode,
    ).toBe(200);
  });

  it('forget-password/login logs in with the e-mailed token (magic link), once', async () => {
    await registerVerified(t, 'magic@example.com');
    await post('/v1/forget-password', { email: 'magic@example.com' });
    const token = new URL((await latestMail(t, 'magic@example.com')).link).searchParams.get(
      'token',
    )!;
    // Not from another tenant's origin.
    const foreign = await post('/v1/forget-password/login', { token }, { origin: ORIGIN.europasc });
    expect(foreign.statusCode).toBe(422);
    const res = await post('/v1/forget-password/login', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer.email).toBe('magic@example.com');
    expect((await post('/v1/forget-password/login', { token })).statusCode).toBe(422);
  });

  it('email-resend answers the same for unknown addresses and sends a new link', async () => {
    await post('/v1/register', registration('resend@example.com'));
    const first = await latestMail(t, 'resend@example.com');
    const a = await post('/v1/register/email-resend', { email: 'resend@example.com' });
    const b = await post('/v1/register/email-resend', { email: 'nobody@example.com' });
    expect(a.statusCode).toBe(200);
    expect(b.json().data.message).toBe(a.json().data.message);
    const second = await latestMail(t, 'resend@example.com');
    expect(second.link).not.toBe(first.link);
    // The first link no longer works.
    const old = new URL(first.link).searchParams.get('verify');
    expect((await post('/v1/register/email-verification', { token: old })).statusCode).toBe(422);
  });
});
