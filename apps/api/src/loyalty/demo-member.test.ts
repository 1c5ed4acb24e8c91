import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEMO_MEMBER } from '@atrium/server-db/seed/members';
import { receipts as receiptTable } from '@atrium/server-db/schema/loyalty';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { seedDemoMemberActivity } from './demo-member';
import { loyaltyContext } from './loyalty-plugin';
import { PLAUSIBLE_RECEIPT_PHOTO } from './receipt-file';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atrium-demo-data-'));
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', DATA_DIR: dataDir } });
  await seedDemoMemberActivity(loyaltyContext(t.app));
  await seedDemoMemberActivity(loyaltyContext(t.app)); // a second start adds nothing
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function demoGet(token: string, url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { origin: ORIGIN.beta, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the demo member of npm start', () => {
  it('signs in and finds receipts in every state, points history and an activated reward', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { origin: ORIGIN.beta },
      payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.token as string;

    const receipts = (await demoGet(token, '/v1/me/receipts?per_page=12')).data as {
      status: string;
      reject_reason: string | null;
      points: number | null;
    }[];
    expect(receipts.map((r) => r.status).sort()).toEqual([
      'approved',
      'approved',
      'approved',
      'pending',
      'rejected',
    ]);
    expect(receipts.find((r) => r.status === 'rejected')?.reject_reason).toBe('number-mismatch');
    const earned = receipts.reduce((sum, r) => sum + (r.points ?? 0), 0);

    const rewards = (await demoGet(token, '/v1/me/customer-rewards')).data as {
      points_spent: number;
    }[];
    expect(rewards).toHaveLength(1);
    const points = await demoGet(token, '/v1/me/points');
    expect(points.balance).toBe(earned - rewards[0]!.points_spent);

    const history = (await demoGet(token, '/v1/me/points-history')).data as {
      created_at: string;
    }[];
    expect(history).toHaveLength(4);
    // Dated when each receipt was approved, not all at the moment of seeding.
    expect(new Set(history.map((h) => h.created_at.slice(0, 10))).size).toBeGreaterThan(2);
    // Each receipt has its own photo in the uploads folder, decodable and of a receipt's size
    // (one per tenant and receipt).
    const folder = join(loyaltyContext(t.app).uploads, 'receipts', 'beta');
    const files = (await readdir(folder, { recursive: true })).filter((f) => f.endsWith('.jpg'));
    expect(files).toHaveLength(5);
    for (const file of files) {
      const { width, height } = await sharp(join(folder, file)).metadata();
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(PLAUSIBLE_RECEIPT_PHOTO.shortSide);
      expect(Math.max(width, height)).toBeGreaterThanOrEqual(PLAUSIBLE_RECEIPT_PHOTO.longSide);
    }
    const held = await t.db
      .select({ hold: receiptTable.holdReason })
      .from(receiptTable)
      .where(eq(receiptTable.tenantId, 'beta'));
    // Nothing is approved at upload: with reading off (the tests' setting) every one waited
    // for the staff as unread.
    expect(held.map((r) => r.hold)).toEqual(Array(5).fill('unread'));
  });
});
