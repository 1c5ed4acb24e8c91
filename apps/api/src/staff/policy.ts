import type { StaffPolicy } from '@atrium/domain/contract/staff';
import { staffPointsDays, staffPolicies } from '@atrium/server-db/schema/staff';
import { eq, sql } from 'drizzle-orm';

import { HttpError } from '../http/errors';
import type { Db, Tx } from '../loyalty/db-util';

/**
 * A mall's rules for its staff (staff_policies; a mall without a row has the defaults) and the
 * desk's daily points limit (docs/accounts.md "Desk points per day").
 */

/** Points one desk staff member may move by hand per day unless the mall's owners set another. */
export const DEFAULT_DESK_POINTS_PER_DAY = 2_000;

export async function staffPolicy(db: Db, tenantId: string): Promise<StaffPolicy> {
  const [row] = await db.select().from(staffPolicies).where(eq(staffPolicies.tenantId, tenantId));
  return {
    desk_points_per_day: row?.deskPointsPerDay ?? DEFAULT_DESK_POINTS_PER_DAY,
    require_two_step: row?.requireTwoStep ?? false,
  };
}

export async function saveStaffPolicy(tx: Tx, tenantId: string, policy: StaffPolicy) {
  const values = {
    deskPointsPerDay: policy.desk_points_per_day,
    requireTwoStep: policy.require_two_step,
  };
  await tx
    .insert(staffPolicies)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({
      target: staffPolicies.tenantId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** The UTC day of a moment, as the counters store it. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** 403 when a desk adjustment would pass the staff member's points for the day. */
export class DailyPointsLimitReached extends HttpError {
  constructor(
    readonly limit: number,
    readonly moved: number,
  ) {
    super(
      403,
      `Your limit of ${limit} points a day is reached: ${moved} moved today. An owner can adjust more.`,
      { delta: [`At most ${Math.max(0, limit - moved)} more points today`] },
    );
  }
}

/**
 * Counts `points` (|delta|) against the staff member's day, in the adjustment's transaction. One
 * conditional upsert: the counter row's lock makes parallel adjustments of one person wait for
 * each other, and the WHERE refuses the one that would pass the limit (nothing is written then,
 * and the caller's transaction rolls back). Ten parallel +500 calls under a 2,000 limit: four
 * succeed, six are refused.
 */
export async function countDeskPoints(
  tx: Tx,
  k: { tenantId: string; staffId: number; points: number; limit: number; at?: Date },
): Promise<number> {
  const day = utcDay(k.at ?? new Date());
  if (k.points > k.limit) throw new DailyPointsLimitReached(k.limit, await movedOn(tx, k, day));
  const [row] = await tx
    .insert(staffPointsDays)
    .values({ tenantId: k.tenantId, staffId: k.staffId, day, moved: k.points })
    .onConflictDoUpdate({
      target: [staffPointsDays.tenantId, staffPointsDays.staffId, staffPointsDays.day],
      set: { moved: sql`${staffPointsDays.moved} + excluded.moved` },
      setWhere: sql`${staffPointsDays.moved} + excluded.moved <= ${k.limit}`,
    })
    .returning({ moved: staffPointsDays.moved });
  if (!row) throw new DailyPointsLimitReached(k.limit, await movedOn(tx, k, day));
  return row.moved;
}

async function movedOn(tx: Tx, k: { tenantId: string; staffId: number }, day: string) {
  const [row] = await tx
    .select({ moved: staffPointsDays.moved })
    .from(staffPointsDays)
    .where(
      sql`${staffPointsDays.tenantId} = ${k.tenantId} and ${staffPointsDays.staffId} = ${k.staffId} and ${staffPointsDays.day} = ${day}`,
    );
  return row?.moved ?? 0;
}
