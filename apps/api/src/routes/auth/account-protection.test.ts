import type { Server } from 'node:net';

import { ACCOUNT_LOCKED_MESSAGE, WEAK_PASSWORD_MESSAGES } from '@atrium/domain/contract/auth';
import { failureLocks } from '@atrium/server-db/schema/accounts';
import { DEMO_MEMBER, seedDemoMembers } from '@atrium/server-db/seed/members';
import { TENANTS } from '@atrium/server-db/seed/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listOutbox } from '../../mail/outbox';
import { startSmtp } from '../../test/smtp-server';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import {
  bearer,
  latestMail,
  PASSWORD,
  registerVerified,
  registration,
} from './account-test-helpers';

/**
 * Guessing protection of accounts (docs/accounts.md, "Guessing"): the lock after wrong passwords
 * on every path that checks one, its unlock by a password reset, per-address limits on the member
 * paths, strength of new passwords, no-store on token answers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN.beta, ...headers }, payload });
const login = (email: string, password: string) => post('/v1/login', { email, password });
const resetLink = async (email: string) => {
  await post('/v1/forget-password', { email });
  return new URL((await latestMail(t, email)).link).searchParams.get('token')!;
};
const expectLocked = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({
    status: 'error',
    httpStatus: 'TooManyRequests',
    message: ACCOUNT_LOCKED_MESSAGE,
  });
  return Number(res.headers['retry-after']);
};

describe('account lock after wrong passwords (ACCOUNT_LOCK_FAILURES = 5)', () => {
  it('locks the account, even for the right password, until a password reset', async () => {
    const email = 'locked@example.com';
    await registerVerified(t, email);
    for (let i = 0; i < 5; i++)
      expect((await login(email, `Wrong-guess-${i}`)).statusCode).toBe(422);

    const retryAfter = expectLocked(await login(email, PASSWORD));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The wifi login checks the same password, so it is locked too.
    expectLocked(
      await post('/v1/oauth/token', {
        grant_type: 'password',
        username: email,
        password: PASSWORD,
      }),
    );

    const reset = await post('/v1/change-forget-password', {
      token: await resetLink(email),
      password: 'Quiet-Meadow-31',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(email, 'Quiet-Meadow-31')).statusCode).toBe(200);
  });

  it('locks an unknown address the same way, so a lock tells nothing about accounts', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('nobody-here@example.com', `Wrong-guess-${i}`)).statusCode).toBe(422);
    }
    expectLocked(await login('nobody-here@example.com', PASSWORD));
  });

  it('forgets the failures after a correct password', async () => {
    const email = 'forgetful@example.com';
    await registerVerified(t, email);
    for (let i = 0; i < 4; i++) await login(email, `Wrong-guess-${i}`);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(email, `Wrong-guess-${i}`);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('makes each further lock twice as long', async () => {
    const email = 'again@example.com';
    await registerVerified(t, email);
    for (let i = 0; i < 5; i++) await login(email, `Wrong-guess-${i}`);
    expect(expectLocked(await login(email, PASSWORD))).toBeLessThanOrEqual(15 * 60);
    // The first lock runs out …
    await t.db
      .update(failureLocks)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`${failureLocks.lockedUntil} > now()`);
    expect((await login(email, 'Wrong-guess-5')).statusCode).toBe(422);
    // … and four more failures start a second one of 30 minutes.
    for (let i = 6; i < 10; i++) await login(email, `Wrong-guess-${i}`);
    const second = expectLocked(await login(email, PASSWORD));
    expect(second).toBeGreaterThan(29 * 60);
    expect(second).toBeLessThanOrEqual(30 * 60);
  });

  it('counts wrong current passwords of change-password and delete-account towards the lock', async () => {
    const email = 'member-guess@example.com';
    const { token } = await registerVerified(t, email);
    const change = (current: string) =>
      post(
        '/v1/change-password',
        { current_password: current, password: 'Copper-Lantern-58' },
        bearer(token),
      );
    const remove = (password: string) => post('/v1/delete-account', { password }, bearer(token));
    for (let i = 0; i < 3; i++) expect((await change(`Wrong-guess-${i}`)).statusCode).toBe(422);
    for (let i = 3; i < 5; i++) expect((await remove(`Wrong-guess-${i}`)).statusCode).toBe(422);

    expectLocked(await change(PASSWORD));
    expectLocked(await remove(PASSWORD));
    expectLocked(await login(email, PASSWORD));
  });

  it('the magic link of the reset mail unlocks as well', async () => {
    const email = 'magic-unlock@example.com';
    await registerVerified(t, email);
    for (let i = 0; i < 5; i++) await login(email, `Wrong-guess-${i}`);
    expectLocked(await login(email, PASSWORD));
    const magic = await post('/v1/forget-password/login', { token: await resetLink(email) });
    expect(magic.statusCode, magic.body).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('per-address limits on change-password and delete-account (AUTH_RATE_LIMIT)', () => {
  it('answers 429 once an address has used up its requests per minute', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      const { token } = await registerVerified(limited, 'limited@example.com');
      for (const url of ['/v1/change-password', '/v1/delete-account']) {
        const send = () =>
          limited.app.inject({
            method: 'POST',
            url,
            headers: bearer(token),
            payload: { current_password: 'x', password: 'x' },
          });
        expect((await send()).statusCode, url).toBe(422);
        expect((await send()).statusCode, url).toBe(422);
        const third = await send();
        expect(third.statusCode, url).toBe(429);
        expect(third.json().status).toBe('error');
      }
    } finally {
      await limited.close();
    }
  });
});

describe('new passwords must be hard to guess (zxcvbn, PASSWORD_MIN_SCORE = 3)', () => {
  it('refuses a common password at registration with the reason on the field', async () => {
    const res = await post(
      '/v1/register',
      registration('weak@example.com', { password: 'Demo12345' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [WEAK_PASSWORD_MESSAGES.common] });
  });

  it("refuses a password made of the member's own name", async () => {
    const res = await post(
      '/v1/register',
      registration('jaroslava.kominkova@example.com', {
        first_name: 'Jaroslava',
        last_name: 'Komínková',
        password: 'Kominkova2',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([WEAK_PASSWORD_MESSAGES.personal]);
  });

  it('refuses a weak new password on change-password; the old one keeps working', async () => {
    const { token } = await registerVerified(t, 'weak-change@example.com');
    const res = await post(
      '/v1/change-password',
      { current_password: PASSWORD, password: 'Password123' },
      bearer(token),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([WEAK_PASSWORD_MESSAGES.common]);
    expect((await login('weak-change@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password on reset without using up the link', async () => {
    await registerVerified(t, 'weak-reset@example.com');
    const token = await resetLink('weak-reset@example.com');
    const weak = await post('/v1/change-forget-password', { token, password: 'qwerty12345' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toHaveLength(1);
    const strong = await post('/v1/change-forget-password', { token, password: 'Quiet-Meadow-31' });
    expect(strong.statusCode, strong.body).toBe(200);
  });

  it('does not judge the password typed at login (old accounts keep theirs)', async () => {
    // The demo member's password (Demo12345) is a common one, and it still signs in.
    await seedDemoMembers(t.db, TENANTS);
    expect((await login(DEMO_MEMBER.email, DEMO_MEMBER.password)).statusCode).toBe(200);
  });
});

describe('token answers are not stored (Cache-Control: no-store)', () => {
  it('on login, successful or not, and on the other paths that hand out a token', async () => {
    const email = 'no-store@example.com';
    await registerVerified(t, email);
    const ok = await login(email, PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await login(email, 'Wrong-guess-0')).headers['cache-control']).toBe('no-store');
    const reset = await post('/v1/change-forget-password', {
      token: await resetLink(email),
      password: 'Quiet-Meadow-31',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    const verify = await post('/v1/register/email-verification', { token: 'x'.repeat(43) });
    expect(verify.headers['cache-control']).toBe('no-store');
  });
});

describe('forget-password and email-resend answer before any mail goes out', () => {
  let mailed: TestApp;
  let smtp: Server;
  const received: string[] = [];
  /** While set, the SMTP server does not greet new connections: a mail being sent is stuck. */
  let held: Promise<void> | undefined;
  let release = () => {};
  const hold = () => {
    held = new Promise((resolve) => (release = resolve));
  };

  beforeAll(async () => {
    const started = await startSmtp(received, { greeting: () => held ?? Promise.resolve() });
    smtp = started.server;
    mailed = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${started.port}`, AUTH_RATE_LIMIT: '1000' },
    });
  });
  afterAll(async () => {
    release();
    await mailed.close();
    await new Promise((r) => smtp.close(r));
  });

  const send = (url: string, email: string) =>
    mailed.app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN.beta },
      payload: { email },
    });

  it('forget-password: the same answer for a known and an unknown address while the mail waits', async () => {
    await registerVerified(mailed, 'known@example.com');
    const before = received.length;
    hold();
    const known = await send('/v1/forget-password', 'known@example.com');
    const unknown = await send('/v1/forget-password', 'unknown@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(received).toHaveLength(before); // answered while the SMTP server still holds the mail

    release();
    await mailed.app.afterResponse.settled();
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)).toMatch(/^To: known@example\.com/m);
    const [row] = await listOutbox(mailed.db, { to: 'known@example.com' });
    expect(row).toMatchObject({ sent: true });
    expect(row!.link).toMatch(/token=/);
  });

  it('email-resend: answered first, the new verification mail follows', async () => {
    const reg = await mailed.app.inject({
      method: 'POST',
      url: '/v1/register',
      headers: { origin: ORIGIN.beta },
      payload: registration('unverified@example.com'),
    });
    expect(reg.statusCode).toBe(201);
    const before = received.length;
    hold();
    const res = await send('/v1/register/email-resend', 'unverified@example.com');
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(before);

    release();
    await mailed.app.afterResponse.settled();
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)).toMatch(/^To: unverified@example\.com/m);
  });
});
