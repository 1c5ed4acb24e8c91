import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { companies } from '@atrium/server-db/schema';
import { customers, customerTokens, likes } from '@atrium/server-db/schema/accounts';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { onCustomerDelete } from '../../auth/customer-erasure';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { bearer, PASSWORD, registerVerified } from './account-test-helpers';

const PROJECT = 'atrium-test';
let t: TestApp;
let dataDir: string;
let signingKey: CryptoKey;
let foreignKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  foreignKey = foreign.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  // Keys from a file path, as a deployment would mount them.
  const file = join(tmpdir(), `atrium-firebase-keys-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ keys: [jwk] }));
  dataDir = mkdtempSync(join(tmpdir(), 'atrium-sso-'));
  t = await createTestApp({
    env: {
      AUTH_RATE_LIMIT: '1000',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_PUBLIC_KEYS: file,
      DATA_DIR: dataDir,
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function idToken(
  claims: Record<string, unknown>,
  opts: { key?: CryptoKey; kid?: string; aud?: string; exp?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key' })
    .setIssuer(`https://securetoken.google.com/${opts.aud ?? PROJECT}`)
    .setAudience(opts.aud ?? PROJECT)
    .setSubject(String(claims['sub'] ?? 'uid-1'))
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '1h')
    .sign(opts.key ?? signingKey);
}

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = { origin: ORIGIN.beta },
) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('POST /v1/firebase-login', () => {
  it('accepts a locally signed ID token, creates the member and logs in', async () => {
    const token = await idToken({
      sub: 'fb-new',
      email: 'SSO@example.com',
      email_verified: true,
      name: 'Jana Nová',
    });
    const res = await post('/v1/firebase-login', { id_token: token, locale: 'cz' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.customer).toMatchObject({
      email: 'sso@example.com',
      first_name: 'Jana',
      last_name: 'Nová',
      has_password: false,
      email_verified: true,
    });
    // The API token works; the same identity logs into the same account again.
    const profile = await t.app.inject({ url: '/v1/me/profile', headers: bearer(data.token) });
    expect(profile.statusCode).toBe(200);
    const again = await post('/v1/firebase-login', { id_token: token });
    expect(again.json().data.customer.id).toBe(data.customer.id);

    // add-password-after-sso sets a password once.
    const add = await post(
      '/v1/add-password-after-sso',
      { password: 'Amber-Falcon-77' },
      bearer(data.token),
    );
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data.customer.has_password).toBe(true);
    const twice = await post(
      '/v1/add-password-after-sso',
      { password: 'Amber-Falcon-77' },
      bearer(data.token),
    );
    expect(twice.statusCode).toBe(409);
    expect(
      (await post('/v1/login', { email: 'sso@example.com', password: 'Amber-Falcon-77' }))
        .statusCode,
    ).toBe(200);
  });

  it('rejects forged, expired and foreign-audience tokens', async () => {
    const claims = { sub: 'fb-x', email: 'x@example.com', email_verified: true };
    for (const token of [
      await idToken(claims, { key: foreignKey }), // signed by another key
      await idToken(claims, { kid: 'unknown' }),
      await idToken(claims, { aud: 'other-project' }),
      await idToken(claims, { exp: '-10m' }),
    ]) {
      const res = await post('/v1/firebase-login', { id_token: token });
      expect(res.statusCode).toBe(401);
      expect(res.json().httpStatus).toBe('Unauthorized');
    }
    // A tampered payload with the original signature.
    const good = await idToken(claims);
    const [h, , s] = good.split('.');
    const evil = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    expect((await post('/v1/firebase-login', { id_token: `${h}.${evil}.${s}` })).statusCode).toBe(
      401,
    );
  });

  it('links an existing account only when the provider verified the e-mail', async () => {
    await registerVerified(t, 'linked@example.com');
    const unverified = await idToken({
      sub: 'fb-l',
      email: 'linked@example.com',
      email_verified: false,
    });
    expect((await post('/v1/firebase-login', { id_token: unverified })).statusCode).toBe(409);
    const verified = await idToken({
      sub: 'fb-l',
      email: 'linked@example.com',
      email_verified: true,
    });
    const res = await post('/v1/firebase-login', { id_token: verified });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customer).toMatchObject({
      email: 'linked@example.com',
      has_password: true,
    });
  });

  it('answers 503 when Firebase is not configured', async () => {
    const bare = await createTestApp({ seed: true });
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: '/v1/firebase-login',
        headers: { origin: ORIGIN.beta },
        payload: { id_token: await idToken({ sub: 'a' }) },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe('POST /v1/oauth/token (wifi login)', () => {
  it('grants a bearer token for form and JSON password grants', async () => {
    await registerVerified(t, 'wifi@example.com');
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      headers: { origin: ORIGIN.beta, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=wifi%40example.com&password=${PASSWORD}&client_id=wifi`,
    });
    expect(form.statusCode, form.body).toBe(200);
    const body = form.json();
    expect(body).toMatchObject({ token_type: 'Bearer' });
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.expires_in).toBeGreaterThan(29 * 24 * 3600);
    expect(form.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ url: '/v1/me/profile', headers: bearer(body.access_token) });
    expect(me.json().data.email).toBe('wifi@example.com');

    const json = await post('/v1/oauth/token', {
      grant_type: 'password',
      username: 'wifi@example.com',
      password: PASSWORD,
    });
    expect(json.statusCode).toBe(200);
  });

  it('answers OAuth errors: invalid_grant, unsupported_grant_type, invalid_request', async () => {
    const bad = await post('/v1/oauth/token', {
      grant_type: 'password',
      username: 'wifi@example.com',
      password: 'Wrong1234',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', error: 'invalid_grant' });
    const grant = await post('/v1/oauth/token', { grant_type: 'client_credentials' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
    const missing = await post('/v1/oauth/token', { grant_type: 'password' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.username).toBeDefined();
  });
});

describe('POST /v1/delete-account', () => {
  it('erases the person, keeps an anonymised tombstone row, revokes every token', async () => {
    const { token, customerId } = await registerVerified(t, 'leaving@example.com');
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.tenantId, 'beta'))
      .limit(1);
    await post('/v1/me/likes', { type: 'company', id: company!.id }, bearer(token));

    // Another area's erasure step runs in the same deletion and its files are removed.
    const erased: number[] = [];
    const receipt = join(dataDir, 'uploads', 'receipts', `r-${customerId}.jpg`);
    mkdirSync(join(dataDir, 'uploads', 'receipts'), { recursive: true });
    writeFileSync(receipt, 'photo');
    onCustomerDelete(async (_tx, customer) => {
      erased.push(customer.id);
      return customer.id === customerId ? [`receipts/r-${customerId}.jpg`] : [];
    });

    const noPassword = await post('/v1/delete-account', {}, bearer(token));
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.password).toBeDefined();
    const res = await post('/v1/delete-account', { password: PASSWORD }, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(erased).toEqual([customerId]);
    expect(existsSync(receipt)).toBe(false);

    const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ email: null, passwordHash: null, firstName: '', lastName: '' });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.db.select().from(customerTokens).where(eq(customerTokens.customerId, customerId)),
    ).toHaveLength(0);
    expect(await t.db.select().from(likes).where(eq(likes.customerId, customerId))).toHaveLength(0);

    expect((await t.app.inject({ url: '/v1/me/profile', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/v1/login', { email: 'leaving@example.com', password: PASSWORD })).statusCode,
    ).toBe(422);
    // The address can register again as a new account.
    const again = await registerVerified(t, 'leaving@example.com');
    expect(again.customerId).not.toBe(customerId);
  });
});

describe('rate limits', () => {
  it('limits login attempts per client (429 envelope)', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v1/login',
          headers: { origin: ORIGIN.beta },
          payload: { email: 'a@example.com', password: 'Whatever1' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toMatchObject({ status: 'error', httpStatus: 'TooManyRequests' });
      }
      expect(codes).toEqual([422, 422, 422, 429, 429]);
      // Another client is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/v1/login',
        remoteAddress: '10.1.2.3',
        headers: { origin: ORIGIN.beta },
        payload: { email: 'a@example.com', password: 'Whatever1' },
      });
      expect(other.statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  });
});
