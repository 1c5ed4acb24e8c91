import type { Database } from '@atrium/server-db/database';

import type { CustomerRow } from './token-store';

/**
 * Account deletion is one transaction (routes/auth/auth.service.ts `deleteCustomer`). Other areas
 * that keep personal data about a customer (loyalty: receipt photos, …) register an erasure step
 * here; it runs inside that transaction before the customer row becomes a tombstone:
 *
 * ```ts
 * onCustomerDelete(async (tx, customer) => {
 *   const rows = await tx.delete(receipts).where(eq(receipts.customerId, customer.id)).returning();
 *   return rows.map((r) => r.imagePath); // files under DATA_DIR/uploads, removed after commit
 * });
 * ```
 *
 * Ledger rows (`points_entries`) are not erased: they keep pointing at the anonymised tombstone.
 */
export type CustomerErasure = (tx: Database, customer: CustomerRow) => Promise<string[] | void>;

const steps: CustomerErasure[] = [];

/** Registers an erasure step (idempotent for the same function). */
export function onCustomerDelete(step: CustomerErasure): void {
  if (!steps.includes(step)) steps.push(step);
}

/** Runs every registered step; returns the upload paths (relative to DATA_DIR/uploads) to remove. */
export async function runCustomerErasures(tx: Database, customer: CustomerRow): Promise<string[]> {
  const files: string[] = [];
  for (const step of steps) files.push(...((await step(tx, customer)) ?? []));
  return files;
}
