import type { StaffMember, StaffRole } from '@atrium/domain/contract/staff';
import type { Database } from '@atrium/server-db/database';
import { staffInvites, staffMembers } from '@atrium/server-db/schema/staff';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';

import { generateToken, hashToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { type Db, isUniqueViolation, type Tx } from '../loyalty/db-util';
import { type AuditContext, writeAudit } from './audit';
import { revokeStaffTokens, type StaffRow } from './sessions';

/** How long an invitation link works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The staff member's own fields as the API shows them (never the password hash or TOTP secrets);
 * two-step.ts `describeStaff` adds the second factor's state.
 */
export function toStaffMember(
  row: StaffRow,
): Omit<StaffMember, 'recovery_codes_left' | 'must_enrol_two_step'> {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    totp_enabled: row.totpSecret !== null,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

/** What the audit log keeps of a staff member (no secrets). */
export const staffState = (row: StaffRow | undefined | null) =>
  row ? { email: row.email, name: row.name, role: row.role, status: row.status } : null;

export async function findStaffByEmail(db: Db, tenantId: string, email: string) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.tenantId, tenantId), eq(staffMembers.email, email)))
    .limit(1);
  return row;
}

export async function listStaff(db: Db, tenantId: string) {
  return db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.tenantId, tenantId))
    .orderBy(asc(staffMembers.id));
}

/**
 * Invites (or re-invites) a person as staff of the tenant: a new row, or an invited or
 * deactivated one reset to `invited` (no password, no TOTP, signed out). An active staff member
 * is refused (422). Earlier unused links stop working. Audited in the same transaction; returns
 * the link's token in clear, once.
 */
export async function inviteStaff(
  db: Database,
  audit: AuditContext,
  input: { email: string; role: StaffRole; name?: string | undefined; invitedBy: number | null },
): Promise<{ staff: StaffRow; token: string }> {
  const token = generateToken();
  const staff = await db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(staffMembers)
        .where(and(eq(staffMembers.tenantId, audit.tenantId), eq(staffMembers.email, input.email)))
        .for('update');
      if (existing?.status === 'active') {
        throw new HttpError(422, 'The given data was invalid', {
          email: ['This person is already staff of this mall.'],
        });
      }
      const fields = {
        role: input.role,
        status: 'invited' as const,
        passwordHash: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        demo: false,
        invitedBy: input.invitedBy,
        updatedAt: new Date(),
      };
      let row: StaffRow;
      if (existing) {
        [row] = (await tx
          .update(staffMembers)
          .set({ ...fields, name: input.name ?? existing.name })
          .where(eq(staffMembers.id, existing.id))
          .returning()) as [StaffRow];
        await revokeStaffTokens(tx, existing.id);
        await tx
          .delete(staffInvites)
          .where(and(eq(staffInvites.staffId, existing.id), isNull(staffInvites.usedAt)));
      } else {
        [row] = (await tx
          .insert(staffMembers)
          .values({
            tenantId: audit.tenantId,
            email: input.email,
            name: input.name ?? '',
            ...fields,
          })
          .returning()) as [StaffRow];
      }
      await tx.insert(staffInvites).values({
        tenantId: audit.tenantId,
        staffId: row.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      });
      await writeAudit(tx, audit, {
        action: 'staff.invite',
        targetType: 'staff',
        targetId: row.id,
        before: staffState(existing),
        after: staffState(row),
      });
      return row;
    })
    .catch((error: unknown) => {
      // Two invitations of one new address at once: both found no row, the second insert broke the
      // unique (tenant, e-mail) index and its whole transaction was rolled back.
      if (isUniqueViolation(error)) {
        throw new HttpError(409, 'This address was invited by another request at the same moment', {
          email: ['This address was just invited: reload the staff list.'],
        });
      }
      throw error;
    });
  return { staff, token };
}

/** The invited staff member an unused, unexpired link of this tenant belongs to. */
export async function findInvite(db: Db, tenantId: string, token: string) {
  const [row] = await db
    .select({ invite: staffInvites, staff: staffMembers })
    .from(staffInvites)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvites.staffId))
    .where(
      and(
        eq(staffInvites.tokenHash, hashToken(token)),
        eq(staffInvites.tenantId, tenantId),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, new Date()),
        eq(staffMembers.status, 'invited'),
      ),
    )
    .limit(1);
  return row;
}

/** Uses the link up (atomic: two requests with one link cannot both succeed). */
export async function consumeInvite(tx: Tx, inviteId: number): Promise<boolean> {
  const rows = await tx
    .update(staffInvites)
    .set({ usedAt: new Date() })
    .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.usedAt)))
    .returning({ id: staffInvites.id });
  return rows.length > 0;
}

/**
 * Locks the mall's active owners (FOR UPDATE, in id order) for the caller's transaction, before
 * any other staff row. Every change that can take an owner away (role, deactivation) takes this
 * lock first, so two of them — two owners demoting each other at the same moment — run one after
 * the other, and the second sees what the first left (a waiting FOR UPDATE re-reads the rows it
 * waited for: an owner demoted meanwhile is no longer among them). Without it both counted the
 * other as the remaining owner and both succeeded (docs/accounts.md "The last owner").
 */
export async function lockOwners(tx: Tx, tenantId: string): Promise<{ id: number }[]> {
  return tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.tenantId, tenantId),
        eq(staffMembers.role, 'owner'),
        eq(staffMembers.status, 'active'),
      ),
    )
    .orderBy(asc(staffMembers.id))
    .for('update');
}

/**
 * Under lockOwners: refuses (403) an acting staff member who is no longer an active owner (their
 * session was authenticated before a change that committed while they waited), and (409) a change
 * that would leave the mall without an active owner.
 */
export function assertOwnersRemain(
  owners: { id: number }[],
  actorStaffId: number | null,
  losing: number | null,
) {
  if (actorStaffId !== null && !owners.some((o) => o.id === actorStaffId)) {
    throw new HttpError(403, 'You are no longer an owner of this mall.');
  }
  if (losing !== null && !owners.some((o) => o.id !== losing)) {
    throw new HttpError(409, 'A mall keeps at least one active owner.');
  }
}

/** The tenant's staff row by id, locked for the caller's transaction; 404 for another mall's. */
export async function lockStaff(tx: Tx, tenantId: string, id: number): Promise<StaffRow> {
  const [row] = await tx
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), eq(staffMembers.tenantId, tenantId)))
    .for('update');
  if (!row) throw new HttpError(404, 'Staff member not found');
  return row;
}
