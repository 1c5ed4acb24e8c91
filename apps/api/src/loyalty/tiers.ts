import { tiers } from '@atrium/server-db/schema';
import { asc, eq } from 'drizzle-orm';

import type { Db } from './db-util';
import { type CustomerKey, earnedSince } from './ledger';
import { addMonths } from './rules';

export type TierRow = typeof tiers.$inferSelect;

export async function listTiers(db: Db, tenantId: string): Promise<TierRow[]> {
  return db.select().from(tiers).where(eq(tiers.tenantId, tenantId)).orderBy(asc(tiers.minPoints));
}

/** The highest tier whose threshold `earned` reaches (tiers sorted by min_points). */
export function tierFor(sorted: TierRow[], earned: number): TierRow | null {
  let found: TierRow | null = null;
  for (const t of sorted) if (earned >= t.minPoints) found = t;
  return found;
}

export const tierJson = (t: TierRow) => ({
  id: t.id,
  slug: t.slug,
  min_points: t.minPoints,
  multiplier_percent: t.multiplierPercent,
  image: t.image,
  translations: t.translations,
});

/** Points earned in the rolling 12 months before `now`. */
export const earned12Months = (db: Db, key: CustomerKey, now = new Date()) =>
  earnedSince(db, key, addMonths(now, -12));

/** The member's tier, the next one and the progress between them. */
export async function memberTier(db: Db, key: CustomerKey, now = new Date()) {
  const [sorted, earned] = await Promise.all([
    listTiers(db, key.tenantId),
    earned12Months(db, key, now),
  ]);
  const tier = tierFor(sorted, earned);
  const next = sorted.find((t) => t.minPoints > earned) ?? null;
  const from = tier?.minPoints ?? 0;
  const progress = next
    ? Math.max(0, Math.min(100, Math.floor(((earned - from) * 100) / (next.minPoints - from))))
    : 100;
  return {
    tier: tier ? tierJson(tier) : null,
    next_tier: next ? tierJson(next) : null,
    earned_12_months: earned,
    points_to_next: next ? next.minPoints - earned : 0,
    progress_percent: progress,
  };
}
