import type { Database } from '@atrium/server-db/database';
import { staffMembers, staffPasswordResets } from '@atrium/server-db/schema/staff';
import { and, eq, gt, isNull } from 'drizzle-orm';

import { generateToken, hashToken } from '../auth/tokens';
import type { Db, Tx } from '../loyalty/db-util';
import { STAFF_RESET_TTL_MS } from './password-reset-mail';

/**
 * A new single-use link for an active staff member; the unused ones before it stop working, so
 * only the latest e-mail's link does.
 */
export async function createResetToken(
  db: Database,
  staff: { id: number; tenantId: string },
): Promise<string> {
  const token = generateToken();
  await db.transaction(async (tx) => {
    await tx
      .update(staffPasswordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(staffPasswordResets.staffId, staff.id), isNull(staffPasswordResets.usedAt)));
    await tx.insert(staffPasswordResets).values({
      tenantId: staff.tenantId,
      staffId: staff.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + STAFF_RESET_TTL_MS),
    });
  });
  return token;
}

/** The unused, unexpired link of this mall and its active staff member, or undefined. */
export async function findResetToken(db: Db, tenantId: string, token: string) {
  const [row] = await db
    .select({ reset: staffPasswordResets, staff: staffMembers })
    .from(staffPasswordResets)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasswordResets.staffId))
    .where(
      and(
        eq(staffPasswordResets.tokenHash, hashToken(token)),
        eq(staffPasswordResets.tenantId, tenantId),
        isNull(staffPasswordResets.usedAt),
        gt(staffPasswordResets.expiresAt, new Date()),
        eq(staffMembers.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

/** Uses the link up (atomic: two requests with one link cannot both succeed). */
export async function consumeResetToken(tx: Tx, resetId: number): Promise<boolean> {
  const rows = await tx
    .update(staffPasswordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(staffPasswordResets.id, resetId), isNull(staffPasswordResets.usedAt)))
    .returning({ id: staffPasswordResets.id });
  return rows.length > 0;
}
