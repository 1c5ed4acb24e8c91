import { toDecimalString } from '@atrium/domain/money';
import {
  receiptNumberKey,
  type ReceiptRejectReason,
  type ReceiptsQuery,
  type ReceiptStatus,
  type ReceiptUploadFields,
} from '@atrium/domain/contract/loyalty';
import type { Paginated } from '@atrium/domain/contract/envelope';
import type { Database } from '@atrium/server-db/database';
import { companies } from '@atrium/server-db/schema';
import { customers } from '@atrium/server-db/schema/accounts';
import { type ReceiptHoldReason, receipts } from '@atrium/server-db/schema/loyalty';
import { and, asc, count, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';

import { HttpError } from '../http/errors';
import { evaluateBadges } from './badges';
import { type Db, isUniqueViolation, iso, type Tx, withTransaction } from './db-util';
import type { LoyaltyEvents } from './events';
import { appendEntry, type CustomerKey, ensureBalanceRow, lockBalance } from './ledger';
import { NEAR_DUPLICATE_MAX_DISTANCE, type ReceiptFile, writeReceiptFile } from './receipt-file';
import type { ReceiptOcr } from './receipt-reading';
import { getRules, receiptPoints } from './rules';
import { earned12Months, listTiers, tierFor } from './tiers';

export type ReceiptRow = typeof receipts.$inferSelect;

export interface LoyaltyContext {
  db: Database;
  events: LoyaltyEvents;
  /** Public base URL of the API (image links). */
  publicUrl: string;
  /** DATA_DIR/uploads: receipt files go under `receipts/<tenant>/`. */
  uploads: string;
  /** Reads receipt photos after upload (receipt-reading.ts); absent: OCR off (RECEIPT_OCR). */
  ocr?: ReceiptOcr;
}

export function receiptJson(row: ReceiptRow, publicUrl: string) {
  return {
    id: row.id,
    company_id: row.companyId,
    amount: toDecimalString(row.amount),
    amount_minor: row.amount,
    purchased_at: row.purchasedOn,
    receipt_number: row.receiptNumber,
    status: row.status,
    reject_reason: row.rejectReason,
    reject_note: row.rejectNote,
    points: row.points,
    duplicate_image: row.duplicateImageOf !== null,
    image_url: `${publicUrl}/v1/me/receipts/${row.id}/image`,
    created_at: row.createdAt.toISOString(),
    reviewed_at: iso(row.reviewedAt),
  };
}

const invalid = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

/** Today's date (YYYY-MM-DD) in the mall's time zone. */
export function localDay(now: Date, timeZone = 'Europe/Prague'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

const dayDiff = (a: string, b: string) =>
  Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);

/** The per-tenant rules that do not need the database's current state of the member. */
export async function checkReceiptRules(
  db: Db,
  tenantId: string,
  f: ReceiptUploadFields,
  now: Date,
) {
  const rules = await getRules(db, tenantId);
  const [company] = await db
    .select({ id: companies.id, acceptsLoyalty: companies.acceptsLoyalty })
    .from(companies)
    .where(and(eq(companies.id, f.company_id), eq(companies.tenantId, tenantId)));
  if (!company) throw invalid('company_id', 'Choose a shop of this centre');
  const eligible = rules.eligibleCompanyIds
    ? rules.eligibleCompanyIds.includes(company.id)
    : company.acceptsLoyalty;
  if (!eligible)
    throw invalid('company_id', 'This shop does not take part in the loyalty programme');
  if (f.amount < rules.minAmount) {
    throw invalid(
      'amount',
      `The smallest amount accepted is CZK ${toDecimalString(rules.minAmount)}`,
    );
  }
  const today = localDay(now);
  const age = dayDiff(today, f.purchased_at);
  if (age < -1) throw invalid('purchased_at', 'The purchase date cannot be in the future');
  if (age > rules.maxAgeDays) {
    throw invalid(
      'purchased_at',
      `Receipts older than ${rules.maxAgeDays} days cannot be submitted`,
    );
  }
  return rules;
}

const DUPLICATE_MESSAGE =
  'This receipt has already been submitted (same shop, receipt number and date)';

/**
 * Why a new receipt waits for staff, the first of these that applies; `reading`: it waits only
 * for OCR, which approves it when the read total, date and IČO confirm the entered ones
 * (receipt-reading.ts). Nothing is approved unread: with reading off every photo waits as
 * `unread`, a PDF as `pdf`. Staff see it as `hold_reason` in the admin list.
 */
function holdReason(
  file: ReceiptFile,
  duplicateOf: number | null,
  amount: number,
  autoApproveLimit: number,
  reading: boolean,
): ReceiptHoldReason {
  if (duplicateOf !== null) return 'duplicate-image';
  if (file.kind === 'pdf') return 'pdf';
  if (!file.plausibleSize) return 'small-photo';
  if (!reading) return 'unread';
  if (amount > autoApproveLimit) return 'over-limit';
  return 'reading';
}

/** Hamming distance between a stored perceptual hash and `hash`, in SQL. */
const hashDistance = (hash: bigint) =>
  sql<number>`bit_count((${receipts.imagePhash} # ${hash.toString()}::bigint)::bit(64))`;

/**
 * The tenant's first earlier receipt that this one is a copy of (docs/loyalty.md "Duplicates"),
 * of any member, not rejected. Both have the same day and total — each side's as read, else as
 * entered — and besides either
 * - after reading (`identity.time` present): the same time to the minute as read from both (or
 *   no time read on one side), and the same shop (the chosen one, or the IČO read) or picture;
 * - unread (at upload with reading off, a PDF): the same picture — a photo within
 *   NEAR_DUPLICATE_MAX_DISTANCE bits of it or of its mirror image, a PDF byte for byte.
 * A similar photo with another day or total is no copy (slips photographed alike hash alike), and
 * two purchases of one total at one shop on one day are two receipts unless their times agree.
 */
export async function earlierCopy(
  tx: Tx,
  tenantId: string,
  identity: {
    day: string;
    total: number;
    companyId: number;
    companyNumber?: string | null;
    /** HH:MM as read; null: read, but no time found; absent: not read (at upload). */
    time?: string | null;
  },
  picture: { phash: bigint | null; mirroredPhash: bigint | null; sha256: string },
  before?: number,
) {
  const sameShop = or(
    eq(receipts.companyId, identity.companyId),
    identity.companyNumber ? eq(receipts.ocrCompanyNumber, identity.companyNumber) : undefined,
  );
  const samePicture = or(
    eq(receipts.imageSha256, picture.sha256),
    picture.phash === null
      ? undefined
      : sql`${hashDistance(picture.phash)} <= ${NEAR_DUPLICATE_MAX_DISTANCE}`,
    picture.mirroredPhash === null
      ? undefined
      : sql`${hashDistance(picture.mirroredPhash)} <= ${NEAR_DUPLICATE_MAX_DISTANCE}`,
  );
  // Not read: the picture decides. Read: the printed times must agree (a time read on one side
  // only, or on neither, does not tell two purchases apart: staff decide, the safe side), and the
  // shop or the picture be the same.
  const match =
    identity.time === undefined
      ? samePicture
      : and(
          identity.time === null
            ? undefined
            : or(eq(receipts.ocrPurchasedTime, identity.time), isNull(receipts.ocrPurchasedTime)),
          or(sameShop, samePicture),
        );
  const [row] = await tx
    .select({ id: receipts.id })
    .from(receipts)
    .where(
      and(
        eq(receipts.tenantId, tenantId),
        ne(receipts.status, 'rejected'),
        before === undefined ? undefined : lt(receipts.id, before),
        sql`coalesce(${receipts.ocrAmount}, ${receipts.amount}) = ${identity.total}`,
        sql`coalesce(${receipts.ocrPurchasedOn}, ${receipts.purchasedOn}) = ${identity.day}`,
        match,
      ),
    )
    .orderBy(asc(receipts.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Stores a new receipt and its checked file (receipt-file.ts `readReceiptFile`)
 * and never approves it here: it waits for OCR or for staff (`holdReason`). The file is written
 * only after the tenant's rules passed and removed again when the receipt is not recorded, so a
 * refused upload leaves nothing behind. The unique index on (tenant, shop, number key, day) makes
 * the same receipt count once even when sent many times at once (409).
 */
export async function submitReceipt(
  ctx: LoyaltyContext,
  key: CustomerKey,
  f: ReceiptUploadFields,
  file: ReceiptFile,
  now = new Date(),
) {
  const rules = await checkReceiptRules(ctx.db, key.tenantId, f, now);
  await ensureBalanceRow(ctx.db, key);
  const stored = await writeReceiptFile(ctx.uploads, key.tenantId, file);
  let result: { receipt: ReceiptRow; balance: number | null };
  try {
    result = await withTransaction(ctx.db, async (tx) => {
      await lockBalance(tx, key); // one receipt submission per member at a time
      const [sameDay] = await tx
        .select({ n: count() })
        .from(receipts)
        .where(
          and(
            eq(receipts.customerId, key.customerId),
            eq(receipts.companyId, f.company_id),
            eq(receipts.purchasedOn, f.purchased_at),
            ne(receipts.status, 'rejected'),
          ),
        );
      if (Number(sameDay?.n ?? 0) >= rules.maxReceiptsPerShopPerDay) {
        throw new HttpError(
          429,
          `At most ${rules.maxReceiptsPerShopPerDay} receipts per shop and day can be submitted`,
        );
      }
      // One submission per tenant from here to commit: two accounts sending the same photo at
      // once must not both miss each other's.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`receipt-pictures:${key.tenantId}`}))`,
      );
      // With OCR every photo is read after the answer, held or not (staff see the read values),
      // and what is printed on it decides whether it copies an earlier receipt
      // (receipt-reading.ts); unread, the picture does, on the entered day and total.
      const read = ctx.ocr !== undefined && file.kind === 'photo';
      const duplicateOf = read
        ? null
        : await earlierCopy(
            tx,
            key.tenantId,
            { day: f.purchased_at, total: f.amount, companyId: f.company_id },
            {
              phash: file.kind === 'photo' ? file.phash : null,
              mirroredPhash: file.kind === 'photo' ? file.mirroredPhash : null,
              sha256: stored.sha256,
            },
          );
      const hold = holdReason(file, duplicateOf, f.amount, rules.autoApproveLimit, read);
      const [row] = await tx
        .insert(receipts)
        .values({
          tenantId: key.tenantId,
          customerId: key.customerId,
          companyId: f.company_id,
          amount: f.amount,
          purchasedOn: f.purchased_at,
          receiptNumber: f.receipt_number,
          receiptNumberKey: receiptNumberKey(f.receipt_number),
          imagePath: stored.path,
          imageType: stored.mime,
          imageSize: stored.size,
          imageSha256: stored.sha256,
          imagePhash: file.kind === 'photo' ? file.phash : null,
          duplicateImageOf: duplicateOf,
          holdReason: hold,
          ocrStatus: read ? 'queued' : null,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('receipt insert returned nothing');
      return { receipt: row, balance: null as number | null };
    });
  } catch (error) {
    await stored.remove();
    if (isUniqueViolation(error, 'receipts_once_idx')) throw new HttpError(409, DUPLICATE_MESSAGE);
    throw error;
  }
  await publishReceipt(ctx, result.receipt, result.balance);
  const { id, status, tenantId } = result.receipt;
  if (status === 'pending') await ctx.events.receiptSubmitted(tenantId, { id });
  if (result.receipt.ocrStatus === 'queued') ctx.ocr?.enqueue(result.receipt);
  return result.receipt;
}

/** Credits an approved receipt; the receipt row and the balance are locked by the caller. */
export async function approveLocked(tx: Tx, row: ReceiptRow, reviewer: string, now: Date) {
  const key = { tenantId: row.tenantId, customerId: row.customerId };
  await lockBalance(tx, key);
  const rules = await getRules(tx, row.tenantId);
  const tiers = await listTiers(tx, row.tenantId);
  const earned = await earned12Months(tx, key, now);
  const tier = tierFor(tiers, earned);
  const points = receiptPoints(row.amount, rules.ratePer1000Czk, tier?.multiplierPercent ?? 100);
  let balance: number | null = null;
  if (points > 0) {
    ({ balance } = await appendEntry(tx, key, {
      delta: points,
      reason: 'receipt',
      reference: `receipt:${row.id}`,
    }));
  }
  const [updated] = await tx
    .update(receipts)
    .set({ status: 'approved', points, reviewedBy: reviewer, reviewedAt: now })
    .where(eq(receipts.id, row.id))
    .returning();
  const [profile] = await tx.select().from(customers).where(eq(customers.id, row.customerId));
  await evaluateBadges(tx, key, profile ?? null, now, { tiers, earned12: earned + points });
  return { receipt: updated!, balance };
}

export async function publishReceipt(ctx: LoyaltyContext, row: ReceiptRow, balance: number | null) {
  await ctx.events.receiptUpdated(row.customerId, {
    id: row.id,
    status: row.status,
    ...(row.points !== null ? { points: row.points } : {}),
  });
  if (balance !== null && row.points) {
    await ctx.events.pointsUpdated(row.customerId, { balance, delta: row.points });
  }
}

async function lockPendingReceipt(tx: Tx, tenantId: string, id: number) {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.tenantId, tenantId)))
    .for('update');
  if (!row) throw new HttpError(404, 'Receipt not found');
  if (row.status !== 'pending') {
    throw new HttpError(409, `The receipt is already ${row.status}`);
  }
  return row;
}

/**
 * Staff approval of a pending receipt: credits floor(amount × rate × tier multiplier). With
 * `correctedAmount` (haléře) staff approve with the total they read off the photo: it becomes the
 * receipt's amount, so the points, the member's history and later duplicate checks use it (the
 * entered amount stays in the audit entry's `before`).
 */
export async function approveReceipt(
  ctx: LoyaltyContext,
  tenantId: string,
  id: number,
  reviewer = 'staff',
  now = new Date(),
  correctedAmount?: number,
) {
  const result = await withTransaction(ctx.db, async (tx) => {
    let row: ReceiptRow | undefined = await lockPendingReceipt(tx, tenantId, id);
    if (correctedAmount !== undefined && correctedAmount !== row.amount) {
      [row] = await tx
        .update(receipts)
        .set({ amount: correctedAmount })
        .where(eq(receipts.id, id))
        .returning();
    }
    return approveLocked(tx, row!, reviewer, now);
  });
  await publishReceipt(ctx, result.receipt, result.balance);
  await ctx.events.receiptReviewed(tenantId, { id, status: result.receipt.status });
  return result.receipt;
}

/** Marks a receipt locked by the caller's transaction as rejected, with the reason and note. */
async function markRejected(tx: Tx, id: number, rejection: Rejection, reviewer: string, now: Date) {
  const [updated] = await tx
    .update(receipts)
    .set({
      status: 'rejected',
      rejectReason: rejection.reason,
      rejectNote: rejection.note || null,
      reviewedBy: reviewer,
      reviewedAt: now,
    })
    .where(eq(receipts.id, id))
    .returning();
  return updated!;
}

/** Why staff turned a receipt down: a code the site translates and their optional words. */
export interface Rejection {
  reason: ReceiptRejectReason;
  note?: string | null;
}

export async function rejectReceipt(
  ctx: LoyaltyContext,
  tenantId: string,
  id: number,
  rejection: Rejection,
  reviewer = 'staff',
  now = new Date(),
) {
  const row = await withTransaction(ctx.db, async (tx) => {
    await lockPendingReceipt(tx, tenantId, id);
    return markRejected(tx, id, rejection, reviewer, now);
  });
  await publishReceipt(ctx, row, null);
  await ctx.events.receiptReviewed(tenantId, { id, status: row.status });
  return row;
}

/**
 * Staff reverse an approved receipt (found fraudulent or returned goods): a `reversal` entry
 * takes its points back (once: unique reference) and the receipt becomes rejected with the
 * reason. Refused (409) when the member has already spent more than the balance can give back;
 * staff then decide with an adjustment.
 */
export async function reverseReceipt(
  ctx: LoyaltyContext,
  tenantId: string,
  id: number,
  rejection: Rejection,
  reviewer = 'staff',
  now = new Date(),
) {
  const result = await withTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(receipts)
      .where(and(eq(receipts.id, id), eq(receipts.tenantId, tenantId)))
      .for('update');
    if (!row) throw new HttpError(404, 'Receipt not found');
    if (row.status !== 'approved') {
      throw new HttpError(
        409,
        `Only an approved receipt can be reversed; this one is ${row.status}`,
      );
    }
    const key = { tenantId, customerId: row.customerId };
    const balance = await lockBalance(tx, key);
    const points = row.points ?? 0;
    if (points > balance) {
      throw new HttpError(
        409,
        `The member's balance (${balance}) is lower than the receipt's ${points} points`,
      );
    }
    let after: number | null = null;
    if (points > 0) {
      ({ balance: after } = await appendEntry(tx, key, {
        delta: -points,
        reason: 'reversal',
        reference: `receipt:${row.id}`,
      }));
    }
    const updated = await markRejected(tx, row.id, rejection, reviewer, now);
    return { receipt: updated, balance: after, points };
  });
  await ctx.events.receiptUpdated(result.receipt.customerId, {
    id: result.receipt.id,
    status: 'rejected',
  });
  if (result.balance !== null) {
    await ctx.events.pointsUpdated(result.receipt.customerId, {
      balance: result.balance,
      delta: -result.points,
    });
  }
  return result.receipt;
}

export async function listReceipts(
  db: Db,
  where: { tenantId: string; customerId?: number; status?: ReceiptStatus },
  q: Pick<ReceiptsQuery, 'page' | 'per_page'>,
  order: 'newest' | 'oldest' = 'newest',
): Promise<Paginated<ReceiptRow>> {
  const cond = and(
    eq(receipts.tenantId, where.tenantId),
    where.customerId !== undefined ? eq(receipts.customerId, where.customerId) : undefined,
    where.status ? eq(receipts.status, where.status) : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(receipts).where(cond);
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select()
    .from(receipts)
    .where(cond)
    .orderBy(
      ...(order === 'newest'
        ? [desc(receipts.createdAt), desc(receipts.id)]
        : [asc(receipts.createdAt), asc(receipts.id)]),
    )
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    data: rows,
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    per_page: q.per_page,
    total,
  };
}

export async function getReceipt(db: Db, key: CustomerKey, id: number) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.id, id),
        eq(receipts.tenantId, key.tenantId),
        eq(receipts.customerId, key.customerId),
      ),
    );
  return row;
}
