import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, registerVerified } from './account-test-helpers';

/** Every write path of accounts and member data answers bad bodies with 4xx, never 5xx. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000', SUPPORT_RATE_LIMIT: '100000' } });
  token = (await registerVerified(t, 'fuzz@example.com')).token;
});
afterAll(() => t.close());

const WRITE_PATHS: [method: 'POST' | 'PATCH' | 'DELETE', url: string][] = [
  ['POST', '/v1/register'],
  ['POST', '/v1/register/email-resend'],
  ['POST', '/v1/register/email-verification'],
  ['POST', '/v1/login'],
  ['POST', '/v1/change-password'],
  ['POST', '/v1/forget-password'],
  ['POST', '/v1/forget-password/login'],
  ['POST', '/v1/change-forget-password'],
  ['POST', '/v1/add-password-after-sso'],
  ['POST', '/v1/firebase-login'],
  ['POST', '/v1/oauth/token'],
  ['PATCH', '/v1/me/profile'],
  ['POST', '/v1/me/profile-picture'],
  ['POST', '/v1/me/likes'],
  ['DELETE', '/v1/me/likes'],
  ['POST', '/v1/me/follows/companies'],
  ['DELETE', '/v1/me/follows/companies'],
  ['POST', '/v1/me/thumbs'],
  ['DELETE', '/v1/me/thumbs'],
  ['POST', '/v1/newsletters/subscription'],
  ['POST', '/v1/newsletters/unsubscribe'],
  ['POST', '/v1/support'],
  ['POST', '/v1/messages'],
  ['POST', '/v1/messages/message/read'],
  ['POST', '/v1/booking/orders'],
  // delete-account last: a bad body must not delete anything either.
  ['POST', '/v1/delete-account'],
];

const BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '12' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '{"email":{"$ne":1},"password":[1],"id":{"a":1},"type":null}' },
  {
    type: 'application/json',
    body: JSON.stringify({ email: 'a'.repeat(300), token: 'b'.repeat(5000) }),
  },
  { type: 'application/json', body: '{"__proto__":{"admin":true},"services":"all","id":1e400}' },
  { type: 'application/x-www-form-urlencoded', body: 'email=&password[]=1&grant_type=password' },
  { type: 'text/plain', body: 'hello' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
];

describe('bad bodies on write paths', () => {
  it.each(WRITE_PATHS)('%s %s answers 4xx with the error envelope', async (method, url) => {
    for (const { type, body } of BODIES) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'content-type': type },
        payload: body,
      });
      expect(
        res.statusCode,
        `${type} ${body.slice(0, 40)} → ${res.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(
        res.statusCode,
        `${type} ${body.slice(0, 40)} → ${res.body.slice(0, 200)}`,
      ).toBeLessThan(500);
      expect(res.json().status).toBe('error');
    }
  });

  it('still has the account afterwards', async () => {
    const res = await t.app.inject({ url: '/v1/me/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });
});
