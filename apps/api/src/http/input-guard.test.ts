import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../loyalty/loyalty-env';
import { bearer, registration, registerVerified } from '../routes/auth/account-test-helpers';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { registerEnvelope } from './envelope';

/**
 * Text with U+0000 (PostgreSQL refuses it in `text`) and malformed percent-encoding are bad input
 * on every path: a 4xx in the error envelope naming the field, never a 500 (http/input-guard.ts).
 */
let t: TestApp;
let member: ReturnType<typeof bearer>;
let customerId: number;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000', SUPPORT_RATE_LIMIT: '100000' } });
  const registered = await registerVerified(t, 'nul@example.com');
  member = bearer(registered.token);
  customerId = registered.customerId;
  const services = await t.app.inject({
    url: '/v1/booking/services',
    headers: { origin: ORIGIN.beta },
  });
  serviceId = services.json().data[0].id;
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const visitor = { origin: ORIGIN.beta };
const staff = { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY };
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

interface Case {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: () => Record<string, string>;
  payload?: () => Record<string, unknown>;
  /** The field the error names. */
  field: string;
}

/** Every path that reads text from the query, the path or the body. */
const CASES: Case[] = [
  // Public lists and lookups (query and path)
  { url: '/v1/companies?search=a%00b', field: 'search' },
  { url: '/v1/companies-with-entities?search=a%00b', field: 'search' },
  { url: '/v1/events?search=a%00b', field: 'search' },
  { url: '/v1/news?search=a%00b', field: 'search' },
  { url: '/v1/products?search=a%00b', field: 'search' },
  { url: '/v1/rewards?search=a%00b', field: 'search' },
  { url: '/v1/amenities?search=a%00b', field: 'search' },
  { url: '/v1/faq?search=a%00b', field: 'search' },
  { url: '/v1/categories?type=a%00b', field: 'type' },
  { url: '/v1/companies?category=a%00b', field: 'category' },
  { url: '/v1/search?search=a%00b', field: 'search' },
  { url: '/v1/redirects?path=/a%00b', field: 'path' },
  { url: '/v1/website-pages/permalink/a%00b', field: 'path' },
  { url: '/v1/companies/1%00', field: 'id' },
  { url: '/v1/settings-web-app/web?locale=a%00b', field: 'locale' },
  // Accounts
  {
    method: 'POST',
    url: '/v1/register',
    payload: () => registration('n1@example.com', { first_name: NUL }),
    field: 'first_name',
  },
  {
    method: 'POST',
    url: '/v1/login',
    payload: () => ({ email: 'nul@example.com', password: NUL }),
    field: 'password',
  },
  {
    method: 'POST',
    url: '/v1/forget-password',
    payload: () => ({ email: `${NUL}@example.com` }),
    field: 'email',
  },
  {
    method: 'POST',
    url: '/v1/register/email-verification',
    payload: () => ({ token: NUL }),
    field: 'token',
  },
  {
    method: 'POST',
    url: '/v1/newsletters/subscription',
    payload: () => ({ email: `n${NUL}@example.com`, consent: true }),
    field: 'email',
  },
  {
    method: 'POST',
    url: '/v1/newsletters/unsubscribe',
    payload: () => ({ token: `${NUL}`.repeat(10) }),
    field: 'token',
  },
  {
    method: 'POST',
    url: '/v1/support',
    payload: () => ({
      name: 'Eva',
      email: 'eva@example.com',
      subject: 'Hi',
      message: NUL,
      consent: true,
    }),
    field: 'message',
  },
  // Member paths
  {
    method: 'PATCH',
    url: '/v1/me/profile',
    headers: () => member,
    payload: () => ({ first_name: NUL }),
    field: 'first_name',
  },
  {
    method: 'POST',
    url: '/v1/messages',
    headers: () => member,
    payload: () => ({ subject: NUL, body: 'Hello' }),
    field: 'subject',
  },
  { url: '/v1/me/likes?type=a%00b', headers: () => member, field: 'type' },
  {
    method: 'POST',
    url: '/v1/booking/orders',
    headers: () => member,
    payload: () => ({
      services: [{ service_id: serviceId, option_ids: [NUL] }],
      scheduled_at: tomorrow(),
    }),
    field: 'services.0.option_ids.0',
  },
  {
    method: 'POST',
    url: '/v1/booking/orders',
    headers: () => member,
    payload: () => ({ services: [{ service_id: serviceId }], scheduled_at: tomorrow(), note: NUL }),
    field: 'note',
  },
  {
    method: 'POST',
    url: '/v1/customer-rewards',
    headers: () => member,
    payload: () => ({ reward_id: NUL }),
    field: 'reward_id',
  },
  {
    method: 'POST',
    url: '/v1/change-password',
    headers: () => member,
    payload: () => ({
      current_password: NUL,
      password: 'Secret1234',
      password_confirmation: 'Secret1234',
    }),
    field: 'current_password',
  },
  // Staff paths
  {
    method: 'POST',
    url: '/v1/admin/messages',
    headers: () => staff,
    payload: () => ({ customer_id: customerId, body: NUL }),
    field: 'body',
  },
  {
    method: 'POST',
    url: '/v1/admin/customer-rewards/use',
    headers: () => staff,
    payload: () => ({ code: NUL }),
    field: 'code',
  },
  {
    method: 'POST',
    url: '/v1/admin/points/adjust',
    headers: () => staff,
    payload: () => ({ customer_id: customerId, delta: 5, reason: 'bonus', note: NUL }),
    field: 'note',
  },
  {
    method: 'POST',
    url: '/v1/admin/receipts/1/reject',
    headers: () => staff,
    payload: () => ({ reason: NUL }),
    field: 'reason',
  },
  { url: '/v1/admin/receipts?status=a%00b', headers: () => staff, field: 'status' },
];

describe('U+0000 in text', () => {
  it.each(CASES)(
    '$method $url → 422 naming $field',
    async ({ method = 'GET', url, headers, payload, field }) => {
      const res = await t.app.inject({
        method,
        url,
        headers: headers?.() ?? visitor,
        ...(payload ? { payload: payload() } : {}),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        status: 'error',
        httpStatus: 'UnprocessableEntity',
        errors: { [field]: ['Must not contain the NUL character (U+0000)'] },
      });
    },
  );

  it('names a query key that holds U+0000', async () => {
    const res = await t.app.inject({ url: '/v1/companies?a%00=1', headers: visitor });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['a\\0']);
  });

  it('is refused as text in a plain-text body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/support',
      headers: { ...visitor, 'content-type': 'text/plain' },
      payload: NUL,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().status).toBe('error');
  });
});

describe('malformed percent-encoding', () => {
  it.each([
    ['/v1/companies/%zz', 'path'],
    ['/v1/website-pages/permalink/%C3%28', 'path'],
    ['/v1/companies?search=%zz', 'search'],
    ['/v1/companies?page=1&search=%E0%A4%A', 'search'],
    ['/v1/companies?%C3%28=1', '%C3%28'],
  ])('%s → 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ url, headers: visitor });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      httpStatus: 'BadRequest',
      errors: { [field]: ['Malformed percent-encoding'] },
    });
  });

  it('answers a path parameter over the router limit with 414', async () => {
    const res = await t.app.inject({ url: `/v1/companies/${'1'.repeat(150)}`, headers: visitor });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ status: 'error', httpStatus: 'URITooLong' });
  });

  it('leaves a well-formed query alone (a literal % is %25, + is a space)', async () => {
    const res = await t.app.inject({ url: '/v1/companies?search=100%25+sale', headers: visitor });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('PostgreSQL refusing U+0000 (the last line of defence)', () => {
  it('answers 422 in the envelope', async () => {
    const app = Fastify({ logger: false });
    registerEnvelope(app);
    app.get('/echo', async () => t.db.execute(sql`select ${NUL}::text as v`));
    try {
      const res = await app.inject({ url: '/echo' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ status: 'error', httpStatus: 'UnprocessableEntity' });
    } finally {
      await app.close();
    }
  });
});
