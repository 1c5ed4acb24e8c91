import type { Database } from '@atrium/server-db/database';
import { tenants } from '@atrium/server-db/schema';
import { staffMembers } from '@atrium/server-db/schema/staff';
import { and, eq } from 'drizzle-orm';

import { hashPassword } from '../auth/password';
import { writeAudit } from './audit';
import { inviteStaff } from './staff.service';

/**
 * The first owner of a mall, made outside the API (no owner exists yet to invite one): an
 * invitation like any other, with the actor `system` (`cli`) in the audit log. The owner opens
 * the link (POST /v1/staff/accept) and chooses a password that passes the strength rules.
 * Refused while the mall has an active owner, unless `force` (recovery when every owner is
 * locked out: the named person is re-invited).
 */
export async function bootstrapOwner(
  db: Database,
  input: { tenantId: string; email: string; name?: string; force?: boolean },
): Promise<{ staffId: number; token: string }> {
  const email = input.email.trim().toLowerCase();
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, input.tenantId));
  if (!tenant) throw new Error(`No tenant "${input.tenantId}"`);
  const [owner] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.tenantId, input.tenantId),
        eq(staffMembers.role, 'owner'),
        eq(staffMembers.status, 'active'),
      ),
    )
    .limit(1);
  if (owner && !input.force) {
    throw new Error(
      `${input.tenantId} already has an active owner: owners invite staff (POST /v1/staff/invite); --force re-invites`,
    );
  }
  const { staff, token } = await inviteStaff(
    db,
    { tenantId: input.tenantId, actor: { type: 'system', label: 'cli' } },
    { email, role: 'owner', name: input.name, invitedBy: null },
  );
  return { staffId: staff.id, token };
}

/**
 * Demo mode and development (never production: `demo` accounts are refused at sign-in there):
 * one active owner per mall, `owner@atrium.example` with the documented password below, so the
 * console can be tried without the outbox. Idempotent; an existing row is left alone.
 */
export const DEMO_OWNER = {
  email: 'owner@atrium.example',
  password: 'Owner-Demo-2468',
  name: 'Olga Owner',
} as const;

export async function seedDemoStaff(db: Database): Promise<number> {
  const all = await db.select({ id: tenants.id }).from(tenants);
  if (!all.length) return 0;
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  const rows = await db
    .insert(staffMembers)
    .values(
      all.map((t) => ({
        tenantId: t.id,
        email: DEMO_OWNER.email,
        name: DEMO_OWNER.name,
        role: 'owner' as const,
        status: 'active' as const,
        passwordHash,
        demo: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: staffMembers.id, tenantId: staffMembers.tenantId });
  for (const row of rows) {
    await writeAudit(
      db,
      { tenantId: row.tenantId, actor: { type: 'system', label: 'demo-seed' } },
      {
        action: 'staff.seed-demo-owner',
        targetType: 'staff',
        targetId: row.id,
        after: { email: DEMO_OWNER.email, role: 'owner', status: 'active' },
      },
    );
  }
  return rows.length;
}
