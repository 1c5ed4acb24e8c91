import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEMO_MEMBER } from '@atrium/server-db/seed/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { seedDemoMemberActivity } from './demo-member';
import { loyaltyContext } from './loyalty-plugin';

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  uploads = await mkdtemp(join(tmpdir(), 'atrium-demo-uploads-'));
  await seedDemoMemberActivity(loyaltyContext(t.app), uploads);
  await seedDemoMemberActivity(loyaltyContext(t.app), uploads); // a second start adds nothing
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
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
    // Each receipt has its own picture in the uploads folder (one per tenant and receipt).
    const files = await readdir(join(uploads, 'receipts', 'beta'), { recursive: true });
    expect(files.filter((f) => f.endsWith('.jpg'))).toHaveLength(5);
  });
});
