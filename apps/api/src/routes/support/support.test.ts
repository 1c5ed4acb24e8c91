import { supportRequests } from '@atrium/server-db/schema/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { bearer, registerVerified } from '../auth/account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_RATE_LIMIT: '3', AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const form = {
  name: 'Petr',
  email: 'petr@example.com',
  subject: 'Lost umbrella',
  message: 'Blue, level 2.',
};

describe('POST /v1/support', () => {
  it('stores the request, linked to the member when a token is sent', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/v1/support',
      headers: { origin: ORIGIN.beta },
      payload: form,
    });
    expect(anon.statusCode, anon.body).toBe(201);
    const { token, customerId } = await registerVerified(t, 'member@example.com');
    const member = await t.app.inject({
      method: 'POST',
      url: '/v1/support',
      headers: bearer(token),
      payload: { ...form, subject: 'Points missing' },
    });
    expect(member.statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.tenantId, 'beta'));
    expect(rows.map((r) => [r.subject, r.customerId])).toEqual([
      ['Lost umbrella', null],
      ['Points missing', customerId],
    ]);
    // The member lists only their own requests; anonymous cannot list.
    const list = await t.app.inject({ url: '/v1/support', headers: bearer(token) });
    expect(list.json().data).toMatchObject({ total: 1 });
    expect(list.json().data.data[0].subject).toBe('Points missing');
    expect(
      (await t.app.inject({ url: '/v1/support', headers: { origin: ORIGIN.beta } })).statusCode,
    ).toBe(401);
  });

  it('answers 422 per field, then 429 past the limit', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/support',
      headers: { origin: ORIGIN.beta },
      remoteAddress: '10.9.9.9',
      payload: { email: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/v1/support',
        headers: { origin: ORIGIN.beta },
        remoteAddress: '10.9.9.9',
        payload: form,
      });
      codes.push(r.statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });
});
