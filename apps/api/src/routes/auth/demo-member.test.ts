import { seedDemoMembers, DEMO_MEMBER } from '@atrium/server-db/seed/members';
import { TENANTS } from '@atrium/server-db/seed/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, TENANT_IDS, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  await seedDemoMembers(t.db, TENANTS);
  await seedDemoMembers(t.db, TENANTS); // idempotent
});
afterAll(() => t.close());

describe('demo member (seed/members.ts)', () => {
  it.each(TENANT_IDS)('logs in on %s with the documented password', async (tenant) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { origin: ORIGIN[tenant] },
      payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer).toMatchObject({
      email: DEMO_MEMBER.email,
      email_verified: true,
    });
  });
});
