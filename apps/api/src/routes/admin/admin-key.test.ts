import { describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import { createTestApp, ORIGIN } from '../../test/test-app';

/** Which key opens /v1/admin in which mode (docs/loyalty.md, "Admin"). */
describe('admin key', () => {
  const list = (t: Awaited<ReturnType<typeof createTestApp>>, key: string) =>
    t.app.inject({
      url: '/v1/admin/receipts',
      headers: { origin: ORIGIN.beta, 'x-admin-key': key },
    });

  it('production without ADMIN_KEY: admin endpoints are off (503)', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await list(t, DEV_ADMIN_KEY);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Admin endpoints are disabled: set ADMIN_KEY');
    } finally {
      await t.close();
    }
  });

  it('the demo server (production with DEV_OUTBOX) keeps the development key; ADMIN_KEY replaces it', async () => {
    const demo = await createTestApp({ env: { NODE_ENV: 'production', DEV_OUTBOX: 'true' } });
    try {
      expect((await list(demo, DEV_ADMIN_KEY)).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
    const own = await createTestApp({ env: { ADMIN_KEY: 'a-very-secret-admin-key' } });
    try {
      expect((await list(own, DEV_ADMIN_KEY)).statusCode).toBe(403);
      expect((await list(own, 'a-very-secret-admin-key')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
