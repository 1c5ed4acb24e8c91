import { staffMembers, staffSignInRefusals } from '@atrium/server-db/schema/staff';
import { and, desc, eq, gte, sql } from 'drizzle-orm';

import type { Db } from '../loyalty/db-util';

/**
 * Refused staff sign-ins, aggregated (staff_sign_in_refusals, docs/accounts.md "Refused
 * sign-ins"): one row per mall, account, reason and hour whose count an upsert raises. An address
 * that is no active account of the mall counts under `unknown`, so guessing addresses adds no
 * rows: at most (staff accounts + 1) × 4 reasons rows an hour, however many attempts.
 */
export type RefusalReason = 'password' | 'code' | 'locked' | 'demo';

const HOUR_MS = 3_600_000;

export async function recordSignInRefusal(
  db: Db,
  r: { tenantId: string; staffId: number | null; reason: RefusalReason; ip: string; at?: Date },
): Promise<void> {
  const at = r.at ?? new Date();
  await db
    .insert(staffSignInRefusals)
    .values({
      tenantId: r.tenantId,
      subject: r.staffId === null ? 'unknown' : `staff:${r.staffId}`,
      reason: r.reason,
      hour: new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS),
      count: 1,
      lastAt: at,
      lastIp: r.ip,
    })
    .onConflictDoUpdate({
      target: [
        staffSignInRefusals.tenantId,
        staffSignInRefusals.subject,
        staffSignInRefusals.reason,
        staffSignInRefusals.hour,
      ],
      set: {
        count: sql`${staffSignInRefusals.count} + 1`,
        lastAt: at,
        lastIp: r.ip,
      },
    });
}

/** The mall's refused sign-ins of the last `days` days, newest hour first (owners read them). */
export async function listSignInRefusals(db: Db, tenantId: string, days = 30) {
  const rows = await db
    .select({ refusal: staffSignInRefusals, email: staffMembers.email })
    .from(staffSignInRefusals)
    .leftJoin(
      staffMembers,
      sql`${staffSignInRefusals.subject} = 'staff:' || ${staffMembers.id}::text`,
    )
    .where(
      and(
        eq(staffSignInRefusals.tenantId, tenantId),
        gte(staffSignInRefusals.hour, new Date(Date.now() - days * 24 * HOUR_MS)),
      ),
    )
    .orderBy(desc(staffSignInRefusals.hour), desc(staffSignInRefusals.lastAt))
    .limit(500);
  return rows.map(({ refusal, email }) => ({
    staff_id: refusal.subject.startsWith('staff:') ? Number(refusal.subject.slice(6)) : null,
    email: email ?? null,
    reason: refusal.reason as RefusalReason,
    hour: refusal.hour.toISOString(),
    count: refusal.count,
    last_at: refusal.lastAt.toISOString(),
  }));
}
