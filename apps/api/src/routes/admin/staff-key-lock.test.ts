import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { STAFF_KEY_LOCKED_MESSAGE } from './admin.routes';

/** Wrong staff keys lock the client's address out of /v1/admin (STAFF_KEY_LOCK_FAILURES). */
describe('staff key guessing', () => {
  const KEY = 'a-very-secret-admin-key';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_KEY: KEY, STAFF_KEY_LOCK_FAILURES: '3' } });
  });
  afterAll(() => t.close());

  const list = (key: string, remoteAddress: string) =>
    t.app.inject({
      url: '/v1/admin/receipts',
      remoteAddress,
      headers: { origin: ORIGIN.beta, 'x-admin-key': key },
    });

  it('locks an address after wrong keys, even for the right key; other addresses go on', async () => {
    const guesser = '192.0.2.10';
    for (let i = 0; i < 3; i++)
      expect((await list(`wrong-key-${i}`, guesser)).statusCode).toBe(403);

    const locked = await list(KEY, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 'error', message: STAFF_KEY_LOCKED_MESSAGE });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list('wrong-key-3', guesser)).statusCode).toBe(429);

    expect((await list(KEY, '192.0.2.11')).statusCode).toBe(200);
  });

  it('does not count a request without a key as a guess', async () => {
    const forgetful = '192.0.2.20';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        url: '/v1/admin/receipts',
        remoteAddress: forgetful,
        headers: { origin: ORIGIN.beta },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await list(KEY, forgetful)).statusCode).toBe(200);
  });
});
