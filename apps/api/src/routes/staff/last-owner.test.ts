import { staffMembers } from '@atrium/server-db/schema/staff';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { issueStaffToken } from '../../staff/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession, staffHeaders } from './staff-test-helpers';

let t: TestApp;
let a: StaffSession;
let b: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  a = await firstOwner(t);
  b = await invited(t, a, 'second-owner@example.test', 'owner');
});

afterAll(async () => {
  await t?.close();
});

/** A new session straight from the session store (sign-in's rate limit is not under test). */
async function signIn(who: StaffSession): Promise<StaffSession> {
  const { token } = await issueStaffToken(t.db, { id: who.id, tenantId: 'beta' });
  return { ...who, token, headers: staffHeaders(token) };
}

async function activeOwners() {
  return t.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.tenantId, 'beta'),
        eq(staffMembers.role, 'owner'),
        eq(staffMembers.status, 'active'),
      ),
    );
}

/** A and B the mall's only active owners again (other owners, e.g. the demo's, made content). */
async function onlyAAndBOwners() {
  await t.db
    .update(staffMembers)
    .set({ role: 'content' })
    .where(
      and(
        eq(staffMembers.tenantId, 'beta'),
        eq(staffMembers.role, 'owner'),
        ne(staffMembers.id, a.id),
        ne(staffMembers.id, b.id),
      ),
    );
  await t.db
    .update(staffMembers)
    .set({ role: 'owner', status: 'active' })
    .where(inArray(staffMembers.id, [a.id, b.id]));
}

describe('the last owner', () => {
  it('survives 20 rounds of two owners demoting each other at the same moment', async () => {
    for (let round = 0; round < 20; round++) {
      await onlyAAndBOwners();
      const [byA, byB] = await Promise.all([
        t.app.inject({
          method: 'PATCH',
          url: `/v1/staff/members/${b.id}`,
          headers: a.headers,
          payload: { role: 'content' },
        }),
        t.app.inject({
          method: 'PATCH',
          url: `/v1/staff/members/${a.id}`,
          headers: b.headers,
          payload: { role: 'desk' },
        }),
      ]);
      const statuses = [byA.statusCode, byB.statusCode].sort();
      // One wins; the other is refused as no longer an owner (403) or as the last one (409).
      expect(statuses[0], `round ${round}: ${byA.body} ${byB.body}`).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await activeOwners(), `round ${round}`).toHaveLength(1);
    }
  });

  it('survives an owner deactivating the other while being demoted by them', async () => {
    for (let round = 0; round < 20; round++) {
      await onlyAAndBOwners();
      // A deactivation ends the person's sessions: both sign in again each round.
      [a, b] = await Promise.all([signIn(a), signIn(b)]);
      await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/v1/staff/members/${b.id}/deactivate`,
          headers: a.headers,
        }),
        t.app.inject({
          method: 'PATCH',
          url: `/v1/staff/members/${a.id}`,
          headers: b.headers,
          payload: { role: 'support' },
        }),
      ]);
      expect(await activeOwners(), `round ${round}`).toHaveLength(1);
    }
  });

  it('refuses to demote or deactivate the only owner', async () => {
    await onlyAAndBOwners();
    await t.db.update(staffMembers).set({ role: 'content' }).where(eq(staffMembers.id, b.id));
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/members/${a.id}`,
      headers: a.headers,
      payload: { role: 'desk' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('A mall keeps at least one active owner.');
    const deactivate = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/members/${a.id}/deactivate`,
      headers: a.headers,
    });
    expect(deactivate.statusCode).toBe(409);
  });
});
