import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';

import type { ReceiptReadingJson } from '@atrium/domain/contract/receipt-reading';
import { toDecimalString } from '@atrium/domain/money';
import { compareReading, type ReadingMismatch } from '@atrium/receipt-ocr/parse';
import { OcrClosedError, ReceiptReader, type ReceiptReading } from '@atrium/receipt-ocr/reader';
import { companies } from '@atrium/server-db/schema';
import { type ReceiptHoldReason, receipts } from '@atrium/server-db/schema/loyalty';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { iso, withTransaction } from './db-util';
import type { LoyaltyContext, ReceiptRow } from './receipts';
import { approveLocked, earlierCopy, publishReceipt } from './receipts';

/**
 * Receipts that read themselves (issue 21 item 3, docs/loyalty.md "Reading receipts"). A photo
 * that nothing else holds for staff is stored with hold reason `reading` and answered at once;
 * afterwards OCR (`@atrium/receipt-ocr`, tesseract.js in its own worker thread, one photo at a
 * time) reads its total, date and IČO, and the receipt is approved when they agree with what the
 * member entered, or left for staff with the reason. Photos held for another reason are read
 * too, so staff see the read values beside the entered ones. A failure, a time-out or a full
 * queue only leaves the receipt waiting (`unread`); it is never lost and never throws into a
 * request.
 */

export interface ReceiptOcr {
  /** Queues a stored receipt's photo; returns at once. */
  enqueue(row: Pick<ReceiptRow, 'id' | 'imagePath' | 'imageType'>): void;
  /** Resolves when every queued photo has been read and settled (tests, shutdown). */
  idle(): Promise<void>;
  /** Marks receipts left `queued` by a process that stopped as unread (they wait for staff). */
  sweepInterrupted(olderThanMinutes?: number): Promise<number>;
  close(): Promise<void>;
}

export interface ReceiptOcrOptions {
  timeoutMs: number;
  maxQueue: number;
  log: FastifyBaseLogger;
  /**
   * Waits between attempts to store a reading while the database is away (default
   * SETTLE_RETRY_DELAYS_MS: five more tries over about 31 s); empty: one attempt only.
   */
  settleRetryDelaysMs?: readonly number[];
  /** How to wait `ms` (tests pass one that resolves at once and records the waits). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Back-off between attempts to store a reading: the photo was read, so a database that is away
 * for a moment (a restart, a fail-over) should not leave the receipt "being read" until the
 * next start's sweep. After the last attempt it is left to that sweep, as before.
 */
export const SETTLE_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000];

/** Waits `ms`, or less when `signal` aborts (close does not wait out a back-off). */
const realSleep = (ms: number, signal: AbortSignal) =>
  wait(ms, undefined, { signal, ref: false }).then(
    () => undefined,
    () => undefined,
  );

const HOLD_FOR: Record<ReadingMismatch, ReceiptHoldReason> = {
  unreadable: 'unread',
  amount: 'read-amount',
  date: 'read-date',
  shop: 'read-shop',
};

/** The read values of a receipt for staff (`reading` in the admin receipt JSON); null: not read. */
export function receiptReadingJson(row: ReceiptRow): ReceiptReadingJson | null {
  if (row.ocrStatus === null) return null;
  return {
    status: row.ocrStatus,
    amount: row.ocrAmount === null ? null : toDecimalString(row.ocrAmount),
    amount_minor: row.ocrAmount,
    purchased_at: row.ocrPurchasedOn,
    company_number: row.ocrCompanyNumber,
    error: row.ocrError,
    read_at: iso(row.ocrReadAt),
  };
}

/**
 * Stores what OCR read (or why it failed) on the receipt and, when the receipt still waits only
 * for this (`reading`), decides it: approved when the read values confirm the entered ones,
 * otherwise held with the reason. The receipt row is locked first, then the balance (the lock
 * order of every receipt write), so a staff decision meanwhile is respected.
 */
export async function settleReading(
  ctx: LoyaltyContext,
  id: number,
  outcome: { reading: ReceiptReading } | { error: string },
  now = new Date(),
) {
  const result = await withTransaction(ctx.db, async (tx) => {
    const [row] = await tx.select().from(receipts).where(eq(receipts.id, id)).for('update');
    if (!row) return null;
    const values =
      'reading' in outcome
        ? {
            ocrStatus: 'read' as const,
            ocrAmount: outcome.reading.total,
            ocrPurchasedOn: outcome.reading.date,
            ocrCompanyNumber: outcome.reading.companyNumber,
            ocrPurchasedTime: outcome.reading.time,
            ocrError: null,
            ocrReadAt: now,
          }
        : { ocrStatus: 'failed' as const, ocrError: outcome.error.slice(0, 200), ocrReadAt: now };
    let hold = row.holdReason;
    let duplicateOf = row.duplicateImageOf;
    let approve = false;
    if (row.status === 'pending') {
      const read = 'reading' in outcome ? outcome.reading : null;
      // What is printed on it may match an earlier receipt (docs/loyalty.md "Duplicates"),
      // whatever else holds it and whatever was entered.
      // A day or total not read is taken as entered (a member enters what is printed).
      if (read && (read.total !== null || read.date !== null)) {
        duplicateOf = await earlierCopy(
          tx,
          row.tenantId,
          {
            day: read.date ?? row.purchasedOn,
            total: read.total ?? row.amount,
            companyId: row.companyId,
            companyNumber: read.companyNumber,
            time: read.time,
          },
          { phash: row.imagePhash, mirroredPhash: null, sha256: row.imageSha256 },
          row.id,
        );
      }
      if (duplicateOf !== null) {
        hold = 'duplicate-image';
      } else if (row.holdReason !== 'reading') {
        // Held for another reason: it stays so; staff see the read values.
      } else if (read) {
        const [shop] = await tx
          .select({ number: companies.companyNumber })
          .from(companies)
          .where(and(eq(companies.id, row.companyId), eq(companies.tenantId, row.tenantId)));
        const mismatch = compareReading(read, {
          amount: row.amount,
          date: row.purchasedOn,
          companyNumber: shop?.number?.replace(/\s/g, '') || null,
        });
        hold = mismatch === null ? null : HOLD_FOR[mismatch];
        approve = mismatch === null;
      } else {
        hold = 'unread';
      }
    }
    const [updated] = await tx
      .update(receipts)
      .set({ ...values, holdReason: hold, duplicateImageOf: duplicateOf })
      .where(eq(receipts.id, id))
      .returning();
    if (approve) return { ...(await approveLocked(tx, updated!, 'auto', now)), approved: true };
    return { receipt: updated!, balance: null, approved: false };
  });
  // The member hears of it only when it changed for them (held receipts stay pending).
  if (result?.approved) await publishReceipt(ctx, result.receipt, result.balance);
  // The staff's queue shows the read values, or loses the receipt OCR approved.
  if (result) {
    const read = result.receipt;
    await ctx.events.receiptRead(read.tenantId, { id: read.id, status: read.status });
  }
  return result?.receipt ?? null;
}

export function createReceiptOcr(ctx: LoyaltyContext, opts: ReceiptOcrOptions): ReceiptOcr {
  const reader = new ReceiptReader({ timeoutMs: opts.timeoutMs, maxQueue: opts.maxQueue });
  const inFlight = new Set<Promise<void>>();
  const delays = opts.settleRetryDelaysMs ?? SETTLE_RETRY_DELAYS_MS;
  const closed = new AbortController();
  const sleep = opts.sleep ?? ((ms: number) => realSleep(ms, closed.signal));

  /** settleReading, tried again after each delay while it throws (and the process is not closing). */
  async function settle(id: number, outcome: { reading: ReceiptReading } | { error: string }) {
    for (let attempt = 0; ; attempt++) {
      try {
        await settleReading(ctx, id, outcome);
        if (attempt > 0) opts.log.info({ receipt: id, attempt }, 'receipt reading stored on retry');
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined || closed.signal.aborted) {
          opts.log.error(
            { err: error, receipt: id, attempts: attempt + 1 },
            'storing the receipt reading failed; the next start marks it unread',
          );
          return;
        }
        opts.log.warn(
          { err: error, receipt: id, attempt: attempt + 1, retryInMs: delay },
          'storing the receipt reading failed; trying again',
        );
        await sleep(delay);
      }
    }
  }

  async function process(row: Pick<ReceiptRow, 'id' | 'imagePath'>) {
    let outcome: { reading: ReceiptReading } | { error: string };
    try {
      const image = await readFile(join(ctx.uploads, row.imagePath));
      const reading = await reader.read(image);
      opts.log.info(
        { receipt: row.id, ms: reading.ms, confidence: reading.confidence },
        'receipt read',
      );
      outcome = { reading };
    } catch (error) {
      if (error instanceof OcrClosedError) return; // shutting down: sweepInterrupted at next start
      opts.log.warn({ err: error, receipt: row.id }, 'receipt OCR failed; it waits for staff');
      outcome = { error: error instanceof Error ? error.message : String(error) };
    }
    await settle(row.id, outcome);
  }

  return {
    enqueue(row) {
      if (row.imageType !== 'image/jpeg') return;
      const job = process(row).finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    async sweepInterrupted(olderThanMinutes = 10) {
      const cutoff = new Date(Date.now() - olderThanMinutes * 60_000);
      const rows = await ctx.db
        .update(receipts)
        .set({
          ocrStatus: 'failed',
          ocrError: 'interrupted (the API stopped before reading it)',
          holdReason: sql`case when ${receipts.holdReason} = 'reading' then 'unread' else ${receipts.holdReason} end`,
        })
        .where(and(eq(receipts.ocrStatus, 'queued'), lt(receipts.createdAt, cutoff)))
        .returning({ id: receipts.id });
      return rows.length;
    },
    async close() {
      closed.abort();
      await reader.close();
      await Promise.allSettled([...inFlight]);
    },
  };
}
