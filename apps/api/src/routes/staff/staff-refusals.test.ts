import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from './staff-test-helpers';

/**
 * Refusals are in the mall's audit log too (issue 21: "the same attempts by a staff member of
 * another mall and by the wrong role, all refused and audited"): owners see who tried what.
 */
let t: TestApp;
let owner: StaffSession;
let desk: StaffSession;
let support: StaffSession;
let harfaOwner: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  desk = await invited(t, owner, 'desk-refusals@example.test', 'desk');
  support = await invited(t, owner, 'support-refusals@example.test', 'support');
  harfaOwner = await firstOwner(t, 'galerieharfa');
});
afterAll(() => t?.close());

interface Row {
  actor: { type: string; staff_id: number | null; label: string };
  action: string;
  target_type: string | null;
  target_id: string | null;
  after: Record<string, unknown> | null;
}

async function auditOf(as: StaffSession, query: string): Promise<Row[]> {
  const res = await t.app.inject({ url: `/v1/staff/audit?${query}`, headers: as.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as Row[];
}

describe('refused staff actions are audited', () => {
  it('a desk member inviting staff: 403, and the attempt is in the log', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/invite',
      headers: desk.headers,
      payload: { email: 'nobody@example.test', role: 'owner' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error' });
    const [row] = await auditOf(owner, `action=access.denied&actor=${desk.id}`);
    expect(row).toMatchObject({
      actor: { type: 'staff', staff_id: desk.id, label: desk.email },
      action: 'access.denied',
      target_type: 'permission',
      target_id: 'staff.manage',
      after: { method: 'POST', route: '/v1/staff/invite' },
    });
  });

  it('a support member approving a receipt on /v1/admin: 403, audited, nothing approved', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/receipts/1/approve',
      headers: support.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const rows = await auditOf(owner, `action=access.denied&actor=${support.id}`);
    expect(rows[0]).toMatchObject({ target_id: 'receipts', after: { method: 'POST' } });
    const approvals = await auditOf(owner, 'target_type=receipt');
    expect(approvals.filter((r) => r.actor.staff_id === support.id)).toEqual([]);
  });

  it("another mall's owner: 401 here, written to this mall's log without their e-mail", async () => {
    const res = await t.app.inject({
      url: '/v1/staff/members',
      headers: { ...harfaOwner.headers, origin: ORIGIN.beta },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/another mall/);
    const [row] = await auditOf(owner, 'action=access.other-mall');
    expect(row).toMatchObject({
      actor: { type: 'staff', staff_id: harfaOwner.id, label: 'staff of galerieharfa' },
      target_type: 'tenant',
      target_id: 'galerieharfa',
      after: { method: 'GET', route: '/v1/staff/members' },
    });
    expect(JSON.stringify(row)).not.toContain(harfaOwner.email);
    // Harfa's own log holds nothing of beta's.
    expect(await auditOf(harfaOwner, 'action=access.other-mall')).toEqual([]);
  });

  it('a session refused for its role still works for what the role may do', async () => {
    const res = await t.app.inject({ url: '/v1/admin/receipts', headers: desk.headers });
    expect(res.statusCode, res.body).toBe(200);
  });
});
