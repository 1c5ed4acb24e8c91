import { badges } from '@atrium/server-db/schema';
import { customerBadges, customerRewards, receipts } from '@atrium/server-db/schema/loyalty';
import { and, asc, count, countDistinct, eq } from 'drizzle-orm';

import type { Db } from './db-util';
import type { CustomerKey } from './ledger';
import { earned12Months, listTiers, tierFor, type TierRow } from './tiers';

/**
 * Badges (awards). A badge's `rule` (jsonb) says what earns it:
 * - `{kind:'receipts', count:N}`        N approved receipts (first receipt: N = 1)
 * - `{kind:'distinct_shops', count:N}`  approved receipts from N different shops
 * - `{kind:'visits', count:N}`          approved receipts on N different purchase days
 * - `{kind:'rewards', count:N}`         N activated rewards
 * - `{kind:'tier', slug:'gold'}`        the tier reached (or a higher one)
 * - `{kind:'profile_completed'}`        phone, birth date and city filled in
 * Each is awarded once (primary key customer + badge); evaluation is idempotent.
 */

export type BadgeRow = typeof badges.$inferSelect;

interface ProfileFields {
  phone: string | null;
  birthDate: string | null;
  city: string | null;
  firstName: string;
  lastName: string;
}

export function isProfileComplete(c: ProfileFields): boolean {
  return [c.phone, c.birthDate, c.city, c.firstName, c.lastName].every(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
}

/** Awards every badge whose rule the member now meets; returns the newly awarded badges. */
export async function evaluateBadges(
  db: Db,
  key: CustomerKey,
  profile: ProfileFields | null,
  now = new Date(),
  /** Already known by the caller (saves two queries): the tenant's tiers and points earned. */
  known?: { tiers: TierRow[]; earned12: number },
): Promise<BadgeRow[]> {
  const all = await db
    .select()
    .from(badges)
    .where(eq(badges.tenantId, key.tenantId))
    .orderBy(asc(badges.id));
  if (all.length === 0) return [];
  const earned = new Set(
    (
      await db
        .select({ id: customerBadges.badgeId })
        .from(customerBadges)
        .where(eq(customerBadges.customerId, key.customerId))
    ).map((r) => r.id),
  );
  const open = all.filter((b) => !earned.has(b.id));
  if (open.length === 0) return [];

  let receiptStats: { n: number; shops: number; days: number } | undefined;
  const stats = async () => {
    if (!receiptStats) {
      const [row] = await db
        .select({
          n: count(),
          shops: countDistinct(receipts.companyId),
          days: countDistinct(receipts.purchasedOn),
        })
        .from(receipts)
        .where(
          and(
            eq(receipts.customerId, key.customerId),
            eq(receipts.tenantId, key.tenantId),
            eq(receipts.status, 'approved'),
          ),
        );
      receiptStats = {
        n: Number(row?.n ?? 0),
        shops: Number(row?.shops ?? 0),
        days: Number(row?.days ?? 0),
      };
    }
    return receiptStats;
  };
  let rewardsCount: number | undefined;
  const rewardsActivated = async () => {
    if (rewardsCount === undefined) {
      const [row] = await db
        .select({ n: count() })
        .from(customerRewards)
        .where(eq(customerRewards.customerId, key.customerId));
      rewardsCount = Number(row?.n ?? 0);
    }
    return rewardsCount;
  };
  let tierRank: { rankOf: (slug: string) => number; current: number } | undefined;
  const tierState = async () => {
    if (!tierRank) {
      const sorted = known?.tiers ?? (await listTiers(db, key.tenantId));
      const current = tierFor(sorted, known?.earned12 ?? (await earned12Months(db, key, now)));
      const rankOf = (slug: string) => sorted.findIndex((t) => t.slug === slug);
      tierRank = { rankOf, current: current ? rankOf(current.slug) : -1 };
    }
    return tierRank;
  };

  const qualifies: BadgeRow[] = [];
  for (const badge of open) {
    const rule = badge.rule as { kind?: string; count?: number; slug?: string };
    const n = typeof rule.count === 'number' ? rule.count : 1;
    let ok = false;
    switch (rule.kind) {
      case 'receipts':
        ok = (await stats()).n >= n;
        break;
      case 'distinct_shops':
        ok = (await stats()).shops >= n;
        break;
      case 'visits':
        ok = (await stats()).days >= n;
        break;
      case 'rewards':
        ok = (await rewardsActivated()) >= n;
        break;
      case 'tier': {
        const t = await tierState();
        const target = t.rankOf(String(rule.slug ?? ''));
        ok = target >= 0 && t.current >= target;
        break;
      }
      case 'profile_completed':
        ok = profile !== null && isProfileComplete(profile);
        break;
      default:
        ok = false;
    }
    if (ok) qualifies.push(badge);
  }
  if (qualifies.length === 0) return [];
  const inserted = await db
    .insert(customerBadges)
    .values(
      qualifies.map((b) => ({
        customerId: key.customerId,
        badgeId: b.id,
        tenantId: key.tenantId,
        awardedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ badgeId: customerBadges.badgeId });
  const ids = new Set(inserted.map((r) => r.badgeId));
  return qualifies.filter((b) => ids.has(b.id));
}

/** All badges of the tenant with the member's earned state (anonymous: none earned). */
export async function badgesWithState(db: Db, tenantId: string, customerId: number | null) {
  const all = await db
    .select()
    .from(badges)
    .where(eq(badges.tenantId, tenantId))
    .orderBy(asc(badges.id));
  const earned = new Map<number, Date>();
  if (customerId !== null) {
    const rows = await db
      .select()
      .from(customerBadges)
      .where(eq(customerBadges.customerId, customerId));
    for (const r of rows) earned.set(r.badgeId, r.awardedAt);
  }
  return all.map((b) => ({
    id: b.id,
    slug: b.slug,
    rule: b.rule,
    image: b.image,
    translations: b.translations,
    earned: earned.has(b.id),
    earned_at: earned.get(b.id)?.toISOString() ?? null,
  }));
}
