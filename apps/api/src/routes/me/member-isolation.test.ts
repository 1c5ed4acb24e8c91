import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, TENANT_IDS, type TenantId, type TestApp } from '../../test/test-app';
import { bearer, registerVerified } from '../auth/account-test-helpers';

/**
 * The token half of the tenant isolation matrix (issue 3 item 6): a member's token works on its
 * own tenant's origin and is 401 Unauthorized on every other tenant's origin, on every member
 * path; and each member sees only their own likes, messages and orders.
 */
let t: TestApp;
const tokens = new Map<TenantId, string>();

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  // The same e-mail in every tenant: five separate accounts.
  for (const tenant of TENANT_IDS) {
    tokens.set(tenant, (await registerVerified(t, 'same@example.com', tenant)).token);
  }
});
afterAll(() => t.close());

const MEMBER_GETS = [
  '/v1/me/profile',
  '/v1/me/companies',
  '/v1/me/events',
  '/v1/me/news',
  '/v1/me/products',
  '/v1/me/rewards',
  '/v1/me/likes',
  '/v1/me/likes/ids',
  '/v1/me/follows/companies',
  '/v1/me/thumbs',
  '/v1/me/parking/show-qr-code',
  '/v1/messages/overview',
  '/v1/messages/all',
  '/v1/booking/orders',
];

describe('member tokens across tenants', () => {
  it.each(TENANT_IDS)('a %s token: 200 at home, 401 on every other origin', async (home) => {
    const token = tokens.get(home)!;
    for (const url of MEMBER_GETS) {
      const own = await t.app.inject({ url, headers: bearer(token, home) });
      expect(own.statusCode, `${home} ${url}`).toBe(200);
      for (const other of TENANT_IDS) {
        if (other === home) continue;
        const res = await t.app.inject({ url, headers: bearer(token, other) });
        expect(res.statusCode, `${home} token on ${other} ${url}`).toBe(401);
        expect(res.json().httpStatus).toBe('Unauthorized');
      }
    }
    // Writes too: nothing is created on the other tenant.
    for (const other of TENANT_IDS) {
      if (other === home) continue;
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/messages',
        headers: bearer(token, other),
        payload: { body: 'hello' },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('profiles are separate accounts per tenant', async () => {
    const ids = new Set<number>();
    for (const tenant of TENANT_IDS) {
      const res = await t.app.inject({
        url: '/v1/me/profile',
        headers: bearer(tokens.get(tenant)!, tenant),
      });
      ids.add(res.json().data.id);
    }
    expect(ids.size).toBe(TENANT_IDS.length);
  });

  it('messages stay with their tenant account', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/messages',
      headers: bearer(tokens.get('beta')!, 'beta'),
      payload: { body: 'beta only' },
    });
    for (const tenant of TENANT_IDS) {
      const res = await t.app.inject({
        url: '/v1/messages/overview',
        headers: bearer(tokens.get(tenant)!, tenant),
      });
      expect(res.json().data.total, tenant).toBe(tenant === 'beta' ? 2 : 0);
    }
  });
});
