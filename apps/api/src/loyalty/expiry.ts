import type { Database } from '@atrium/server-db/database';
import { loyaltyRules, pointsEntries } from '@atrium/server-db/schema/loyalty';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';

import { type Db, withTransaction } from './db-util';
import type { LoyaltyEvents } from './events';
import { appendEntry, type CustomerKey, lockBalance, totals } from './ledger';
import { addMonths, getRules } from './rules';

/**
 * Points expiry, oldest first (FIFO). Every debit (rewards, earlier expiries, reversals,
 * negative adjustments) consumes the oldest credits first, so of the credits older than the
 * cutoff, `max(0, old credits − all debits)` are still unspent: that much expires, as one new
 * `expiry` entry. The computation is idempotent: a second run finds nothing left to expire.
 */

export async function expiringPoints(db: Db, key: CustomerKey, cutoff: Date) {
  const [old] = await db
    .select({ n: sql<string>`coalesce(sum(${pointsEntries.delta}), 0)` })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.customerId, key.customerId),
        eq(pointsEntries.tenantId, key.tenantId),
        gt(pointsEntries.delta, 0),
        lt(pointsEntries.createdAt, cutoff),
      ),
    );
  const { debits } = await totals(db, key);
  return Math.max(0, Number(old?.n ?? 0) - debits);
}

/** The next FIFO expiry of a member: which points expire when (null if none). */
export async function nextExpiry(db: Db, key: CustomerKey, months: number) {
  if (months <= 0) return null;
  const credits = await db
    .select({ delta: pointsEntries.delta, createdAt: pointsEntries.createdAt })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.customerId, key.customerId),
        eq(pointsEntries.tenantId, key.tenantId),
        gt(pointsEntries.delta, 0),
      ),
    )
    .orderBy(asc(pointsEntries.createdAt), asc(pointsEntries.id));
  let { debits } = await totals(db, key);
  for (const c of credits) {
    const left = c.delta - Math.min(debits, c.delta);
    debits -= Math.min(debits, c.delta);
    if (left > 0) {
      return { points: left, expires_at: addMonths(c.createdAt, months).toISOString() };
    }
  }
  return null;
}

export interface ExpiryResult {
  customers: number;
  points: number;
}

/**
 * Runs expiry for one tenant or all: for each member with credits older than the tenant's
 * period, expires what FIFO leaves unspent. Each member in its own short transaction.
 */
export async function runExpiry(
  db: Database,
  opts: { tenantId?: string; now?: Date; events?: LoyaltyEvents } = {},
): Promise<ExpiryResult> {
  const now = opts.now ?? new Date();
  const tenantIds = opts.tenantId
    ? [opts.tenantId]
    : (await db.select({ id: loyaltyRules.tenantId }).from(loyaltyRules)).map((r) => r.id);
  const out: ExpiryResult = { customers: 0, points: 0 };
  for (const tenantId of tenantIds) {
    const rules = await getRules(db, tenantId);
    if (rules.pointsExpiryMonths <= 0) continue;
    const cutoff = addMonths(now, -rules.pointsExpiryMonths);
    const candidates = await db
      .selectDistinct({ customerId: pointsEntries.customerId })
      .from(pointsEntries)
      .where(
        and(
          eq(pointsEntries.tenantId, tenantId),
          gt(pointsEntries.delta, 0),
          lt(pointsEntries.createdAt, cutoff),
        ),
      );
    for (const { customerId } of candidates) {
      const key = { tenantId, customerId };
      // Most candidates have nothing left to expire: check before opening a transaction.
      if ((await expiringPoints(db, key, cutoff)) <= 0) continue;
      const done = await withTransaction(db, async (tx) => {
        const balance = await lockBalance(tx, key);
        const amount = Math.min(balance, await expiringPoints(tx, key, cutoff));
        if (amount <= 0) return null;
        const { balance: after } = await appendEntry(tx, key, {
          delta: -amount,
          reason: 'expiry',
          reference: `expiry:${cutoff.toISOString().slice(0, 10)}`,
        });
        return { amount, balance: after };
      });
      if (done) {
        out.customers += 1;
        out.points += done.amount;
        await opts.events?.pointsUpdated(customerId, {
          balance: done.balance,
          delta: -done.amount,
        });
      }
    }
  }
  return out;
}
