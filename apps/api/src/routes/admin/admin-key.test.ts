import { describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import { createTestApp, DEMO_ENV, ORIGIN, PRODUCTION_ENV } from '../../test/test-app';

/** Which key opens /v1/admin in which mode (docs/loyalty.md, "Admin"; demo-mode.ts). */
describe('admin key', () => {
  const list = (
    t: Awaited<ReturnType<typeof createTestApp>>,
    key: string,
    remoteAddress?: string,
  ) =>
    t.app.inject({
      url: '/v1/admin/receipts',
      headers: { origin: ORIGIN.beta, 'x-admin-key': key },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('production without ADMIN_KEY: admin endpoints are off (503)', async () => {
    const t = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const res = await list(t, DEV_ADMIN_KEY);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Admin endpoints are disabled: set ADMIN_KEY');
    } finally {
      await t.close();
    }
  });

  it('demo mode takes the development key from loopback clients only', async () => {
    const demo = await createTestApp({ env: DEMO_ENV });
    try {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await list(demo, DEV_ADMIN_KEY, remoteAddress)).statusCode, remoteAddress).toBe(
          200,
        );
      }
      for (const remoteAddress of ['192.0.2.7', '2001:db8::1']) {
        const res = await list(demo, DEV_ADMIN_KEY, remoteAddress);
        expect(res.statusCode, remoteAddress).toBe(403);
        expect(res.json()).toMatchObject({ status: 'error', message: 'Wrong admin key' });
      }
    } finally {
      await demo.close();
    }
  });

  it('ADMIN_KEY replaces the development key, from any address', async () => {
    const own = await createTestApp({ env: { ADMIN_KEY: 'a-very-secret-admin-key' } });
    try {
      expect((await list(own, DEV_ADMIN_KEY)).statusCode).toBe(403);
      expect((await list(own, 'a-very-secret-admin-key')).statusCode).toBe(200);
      expect((await list(own, 'a-very-secret-admin-key', '192.0.2.7')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
