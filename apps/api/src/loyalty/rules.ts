import { loyaltyRules } from '@atrium/server-db/schema/loyalty';
import { eq } from 'drizzle-orm';

import type { Db } from './db-util';

export type LoyaltyRules = Omit<typeof loyaltyRules.$inferSelect, 'updatedAt'>;

/** What a tenant without a `loyalty_rules` row gets (staff approve every receipt). */
export const DEFAULT_RULES: Omit<LoyaltyRules, 'tenantId'> = {
  ratePer1000Czk: 100,
  minAmount: 10_000,
  maxAgeDays: 30,
  maxReceiptsPerShopPerDay: 2,
  autoApproveLimit: 0,
  eligibleCompanyIds: null,
  pointsExpiryMonths: 12,
};

export async function getRules(db: Db, tenantId: string): Promise<LoyaltyRules> {
  const [row] = await db.select().from(loyaltyRules).where(eq(loyaltyRules.tenantId, tenantId));
  if (!row) return { tenantId, ...DEFAULT_RULES };
  const { updatedAt: _u, ...rules } = row;
  return rules;
}

/**
 * Points for a receipt: floor(amount × rate × tier multiplier), in integers only.
 * amount in haléře, rate in points per 1,000 CZK, multiplier in percent (100 = ×1).
 */
export function receiptPoints(
  amountMinor: number,
  ratePer1000Czk: number,
  multiplierPercent: number,
) {
  // amount/100 CZK × rate/1000 × multiplier/100
  const numerator = BigInt(amountMinor) * BigInt(ratePer1000Czk) * BigInt(multiplierPercent);
  return Number(numerator / 10_000_000n);
}

/** `date` plus `months` calendar months (UTC), clamped to the month's last day. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
