import type { PointsHistoryQuery, PointsReason } from '@atrium/domain/contract/loyalty';
import type { Paginated } from '@atrium/domain/contract/envelope';
import { customerBalances, pointsEntries } from '@atrium/server-db/schema/loyalty';
import { and, count, desc, eq, sql } from 'drizzle-orm';

import { counter } from '@atrium/observability/registry';

import type { Db, Tx } from './db-util';

/** Ledger rows written, by reason and direction (a row's transaction may still roll back). */
const ledgerEntries = counter<'reason' | 'direction'>({
  name: 'atrium_ledger_entries_total',
  help: 'Points ledger entries written, by reason and direction (credit or debit).',
  labelNames: ['reason', 'direction'],
});

/**
 * The points ledger (DESIGN section 4). Writers go through `appendEntry` inside a transaction
 * that first took `lockBalance`: the entry and the cached balance change together, and the
 * per-customer row lock serialises every write that moves one member's points (PostgreSQL:
 * SELECT … FOR UPDATE; PGlite runs one transaction at a time anyway).
 */

export interface CustomerKey {
  tenantId: string;
  customerId: number;
}

/** Creates the balance row of a customer if missing (outside or inside a transaction). */
export async function ensureBalanceRow(db: Db, key: CustomerKey): Promise<void> {
  await db
    .insert(customerBalances)
    .values({ customerId: key.customerId, tenantId: key.tenantId, balance: 0 })
    .onConflictDoNothing();
}

/** Locks the customer's balance row for the rest of the transaction; returns the balance. */
export async function lockBalance(tx: Tx, key: CustomerKey): Promise<number> {
  const read = () =>
    tx
      .select({ balance: customerBalances.balance })
      .from(customerBalances)
      .where(
        and(
          eq(customerBalances.customerId, key.customerId),
          eq(customerBalances.tenantId, key.tenantId),
        ),
      )
      .for('update');
  let [row] = await read();
  if (!row) {
    await ensureBalanceRow(tx, key);
    [row] = await read();
  }
  if (!row) throw new Error(`no balance row for customer ${key.customerId}`);
  return row.balance;
}

/**
 * Appends one ledger entry and moves the cached balance by the same delta; returns the new
 * balance. Call only after `lockBalance` in the same transaction. A debit below zero fails on
 * the balance CHECK constraint (callers check first and answer with a clear 409).
 */
export async function appendEntry(
  tx: Tx,
  key: CustomerKey,
  entry: { delta: number; reason: PointsReason; reference: string | null },
): Promise<{ balance: number; entryId: number }> {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0) {
    throw new Error(`ledger delta must be a non-zero integer, got ${entry.delta}`);
  }
  const [inserted] = await tx
    .insert(pointsEntries)
    .values({ tenantId: key.tenantId, customerId: key.customerId, ...entry })
    .returning({ id: pointsEntries.id });
  const [row] = await tx
    .update(customerBalances)
    .set({
      balance: sql`${customerBalances.balance} + ${entry.delta}`,
      updatedAt: new Date(),
    })
    .where(eq(customerBalances.customerId, key.customerId))
    .returning({ balance: customerBalances.balance });
  if (!row || !inserted) throw new Error(`no balance row for customer ${key.customerId}`);
  ledgerEntries.inc({ reason: entry.reason, direction: entry.delta > 0 ? 'credit' : 'debit' });
  return { balance: row.balance, entryId: inserted.id };
}

export async function getBalance(db: Db, key: CustomerKey): Promise<number> {
  const [row] = await db
    .select({ balance: customerBalances.balance })
    .from(customerBalances)
    .where(
      and(
        eq(customerBalances.customerId, key.customerId),
        eq(customerBalances.tenantId, key.tenantId),
      ),
    );
  return row?.balance ?? 0;
}

/**
 * Points earned since `since`: the basis of tiers. Receipts and bonuses count, reversals of
 * receipts count against; spending and expiry do not lower it.
 */
export async function earnedSince(db: Db, key: CustomerKey, since: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${pointsEntries.delta}), 0)` })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.customerId, key.customerId),
        eq(pointsEntries.tenantId, key.tenantId),
        sql`${pointsEntries.reason} in ('receipt', 'bonus', 'reversal')`,
        since ? sql`${pointsEntries.createdAt} > ${since.toISOString()}` : undefined,
      ),
    );
  return Math.max(0, Number(row?.n ?? 0));
}

/** Sum of all credits and all debits of a customer (all time). */
export async function totals(db: Db, key: CustomerKey) {
  const [row] = await db
    .select({
      credits: sql<string>`coalesce(sum(case when ${pointsEntries.delta} > 0 then ${pointsEntries.delta} else 0 end), 0)`,
      debits: sql<string>`coalesce(sum(case when ${pointsEntries.delta} < 0 then -${pointsEntries.delta} else 0 end), 0)`,
    })
    .from(pointsEntries)
    .where(
      and(eq(pointsEntries.customerId, key.customerId), eq(pointsEntries.tenantId, key.tenantId)),
    );
  return { credits: Number(row?.credits ?? 0), debits: Number(row?.debits ?? 0) };
}

export function pointsEntryJson(row: typeof pointsEntries.$inferSelect) {
  return {
    id: row.id,
    delta: row.delta,
    reason: row.reason,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  };
}

export async function pointsHistory(
  db: Db,
  key: CustomerKey,
  q: PointsHistoryQuery,
): Promise<Paginated<ReturnType<typeof pointsEntryJson>>> {
  const where = and(
    eq(pointsEntries.customerId, key.customerId),
    eq(pointsEntries.tenantId, key.tenantId),
    q.reason ? eq(pointsEntries.reason, q.reason) : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(pointsEntries).where(where);
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select()
    .from(pointsEntries)
    .where(where)
    .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    data: rows.map(pointsEntryJson),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    per_page: q.per_page,
    total,
  };
}
