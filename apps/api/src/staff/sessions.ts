import { STAFF_TOKEN_PREFIX } from '@atrium/domain/contract/staff';
import type { Database } from '@atrium/server-db/database';
import { staffMembers, staffTokens } from '@atrium/server-db/schema/staff';
import { and, eq, lt, ne, or } from 'drizzle-orm';

import { generateToken, hashToken } from '../auth/tokens';

export type StaffRow = typeof staffMembers.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
/** A staff session ends after this long unused … */
export const STAFF_SESSION_IDLE_MS = 12 * HOUR_MS;
/** … and this long after sign-in, however busy. */
export const STAFF_SESSION_MAX_MS = 7 * 24 * HOUR_MS;
/** The idle expiry moves forward on use at most this often (one write per few minutes). */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Staff sessions, apart from the members' (`staff_tokens`, tokens `ast_…`): only the SHA-256 of a
 * token is stored; a member token is never looked up here and a staff token never in
 * `customer_tokens`.
 */
export async function issueStaffToken(
  db: Database,
  staff: Pick<StaffRow, 'id' | 'tenantId'>,
): Promise<{ token: string; id: number; expiresAt: Date }> {
  const token = `${STAFF_TOKEN_PREFIX}${generateToken()}`;
  const now = Date.now();
  const expiresAt = new Date(now + STAFF_SESSION_IDLE_MS);
  const [row] = await db
    .insert(staffTokens)
    .values({
      tenantId: staff.tenantId,
      staffId: staff.id,
      tokenHash: hashToken(token),
      expiresAt,
      absoluteExpiresAt: new Date(now + STAFF_SESSION_MAX_MS),
    })
    .returning({ id: staffTokens.id });
  return { token, id: row!.id, expiresAt };
}

export type StaffTokenCheck =
  | { ok: true; staff: StaffRow; tokenId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'inactive' }
  /** A live session of another mall's staff member: refused, and audited by the mall asked. */
  | { ok: false; reason: 'other-tenant'; staff: StaffRow };

/** The active staff member behind a staff token, for one tenant. */
export async function checkStaffToken(
  db: Database,
  token: string,
  tenantId: string,
): Promise<StaffTokenCheck> {
  if (!token.startsWith(STAFF_TOKEN_PREFIX)) return { ok: false, reason: 'unknown' };
  const [row] = await db
    .select({ token: staffTokens, staff: staffMembers })
    .from(staffTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffTokens.staffId))
    .where(eq(staffTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.token.tenantId !== tenantId || row.staff.tenantId !== tenantId) {
    return { ok: false, reason: 'other-tenant', staff: row.staff };
  }
  const now = Date.now();
  if (
    row.token.expiresAt.getTime() <= now ||
    row.token.absoluteExpiresAt.getTime() <= now ||
    row.staff.status !== 'active'
  ) {
    await db.delete(staffTokens).where(eq(staffTokens.id, row.token.id));
    return { ok: false, reason: row.staff.status !== 'active' ? 'inactive' : 'expired' };
  }
  if (now - row.token.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    const idle = now + STAFF_SESSION_IDLE_MS;
    await db
      .update(staffTokens)
      .set({
        lastUsedAt: new Date(now),
        expiresAt: new Date(Math.min(idle, row.token.absoluteExpiresAt.getTime())),
      })
      .where(eq(staffTokens.id, row.token.id));
  }
  return { ok: true, staff: row.staff, tokenId: row.token.id };
}

export async function revokeStaffToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(staffTokens).where(eq(staffTokens.id, tokenId));
}

/** Signs a staff member out everywhere (deactivation, role change), except `keepTokenId`. */
export async function revokeStaffTokens(
  db: Pick<Database, 'delete'>,
  staffId: number,
  keepTokenId?: number,
): Promise<void> {
  await db
    .delete(staffTokens)
    .where(
      keepTokenId === undefined
        ? eq(staffTokens.staffId, staffId)
        : and(eq(staffTokens.staffId, staffId), ne(staffTokens.id, keepTokenId)),
    );
}

/** Removes ended sessions (housekeeping). */
export async function purgeExpiredStaffTokens(db: Database): Promise<void> {
  const now = new Date();
  await db
    .delete(staffTokens)
    .where(or(lt(staffTokens.expiresAt, now), lt(staffTokens.absoluteExpiresAt, now)));
}
