import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import {
  RECEIPT_HOLD_REASONS,
  RECEIPT_REJECT_REASONS,
  type ReceiptHoldReason,
  type ReceiptRejectReason,
} from '@atrium/domain/contract/loyalty';

import { badges, companies, rewards, tenants } from '../schema';
import { customers } from './accounts';

/**
 * The loyalty engine (DESIGN section 4, docs/loyalty.md): points ledger and cached balances,
 * receipts and their per-tenant rules, customer rewards, earned badges.
 *
 * Invariants kept by the services in apps/api/src/loyalty (never by ad-hoc SQL elsewhere):
 * - `points_entries` is append-only: nothing updates or deletes a row; corrections are new rows.
 * - `customer_balances.balance` = SUM(points_entries.delta) of the customer, changed only in the
 *   transaction that appends the entry; CHECK (balance >= 0) is the last line of defence.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'restrict' });

export const POINTS_REASONS = [
  'receipt',
  'reward',
  'bonus',
  'expiry',
  'adjustment',
  'reversal',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** Per-tenant loyalty configuration (one row per tenant; seeded, defaults when missing). */
export const loyaltyRules = pgTable('loyalty_rules', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** Points per 1,000 CZK before the tier multiplier (100 = 1 point per 10 CZK). */
  ratePer1000Czk: integer('rate_per_1000_czk').notNull().default(100),
  /** Smallest receipt amount accepted, in haléře. */
  minAmount: integer('min_amount').notNull().default(10_000),
  /** A receipt older than this many days (by purchase date) is refused. */
  maxAgeDays: integer('max_age_days').notNull().default(30),
  /** Receipts one member may submit per shop and purchase day. */
  maxReceiptsPerShopPerDay: integer('max_receipts_per_shop_per_day').notNull().default(2),
  /** Receipts up to this amount (haléře) are approved at once; 0 = staff approve every one. */
  autoApproveLimit: integer('auto_approve_limit').notNull().default(0),
  /** Shops that take part; NULL = every company with `accepts_loyalty`. */
  eligibleCompanyIds: integer('eligible_company_ids').array(),
  /** Earned points expire this many months after they were credited (FIFO); 0 = never. */
  pointsExpiryMonths: integer('points_expiry_months').notNull().default(12),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cached balance per customer: the ledger's sum, written in the same transaction as an entry. */
export const customerBalances = pgTable(
  'customer_balances',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'restrict' }),
    tenantId: tenantId(),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customer_balances_non_negative', sql`${t.balance} >= 0`)],
);

/** The append-only points ledger. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: customerId(),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    /** What caused it: `receipt:12`, `customer-reward:7`, `expiry:2026-11-22`, free text for staff. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_entries_customer_idx').on(t.customerId, t.createdAt),
    // A receipt is credited once and a customer reward debited once, whatever races.
    uniqueIndex('points_entries_once_idx')
      .on(t.tenantId, t.reason, t.reference)
      .where(sql`reason in ('receipt', 'reward', 'reversal')`),
    check(
      'points_entries_reason',
      sql`${t.reason} in ('receipt', 'reward', 'bonus', 'expiry', 'adjustment', 'reversal')`,
    ),
    check('points_entries_delta_non_zero', sql`${t.delta} <> 0`),
  ],
);

export const RECEIPT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Why a receipt waits for staff: the contract's list (@atrium/domain/contract/loyalty). */
export { RECEIPT_HOLD_REASONS, type ReceiptHoldReason };

export const RECEIPT_OCR_STATUSES = ['queued', 'read', 'failed'] as const;
export type ReceiptOcrStatus = (typeof RECEIPT_OCR_STATUSES)[number];

/** Uploaded receipts; amounts in haléře. The same (tenant, shop, number, day) exists once. */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: customerId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    purchasedOn: date('purchased_on', { mode: 'string' }).notNull(),
    receiptNumber: text('receipt_number').notNull(),
    /** Upper-cased, without spaces and dashes: the duplicate key. */
    receiptNumberKey: text('receipt_number_key').notNull(),
    /** Path under DATA_DIR/uploads. */
    imagePath: text('image_path').notNull(),
    imageType: text('image_type').notNull(),
    imageSize: integer('image_size').notNull(),
    imageSha256: text('image_sha256').notNull(),
    /** 64-bit perceptual hash of a photo (sharp-phash), compared by Hamming distance; null: PDF. */
    imagePhash: bigint('image_phash', { mode: 'bigint' }),
    /** An earlier receipt of the tenant with the same or a nearly identical picture. */
    duplicateImageOf: integer('duplicate_image_of'),
    /** Why the receipt waited for staff (null: approved at once, or stored before the column). */
    holdReason: text('hold_reason').$type<ReceiptHoldReason>(),
    status: text('status').$type<ReceiptStatus>().notNull().default('pending'),
    /** OCR of the photo: queued, read or failed; null when not read (PDF, OCR off, older rows). */
    ocrStatus: text('ocr_status').$type<ReceiptOcrStatus>(),
    /** What OCR read: the total (haléře), the purchase day and the shop's IČO; null: not read. */
    ocrAmount: integer('ocr_amount'),
    ocrPurchasedOn: date('ocr_purchased_on', { mode: 'string' }),
    ocrCompanyNumber: text('ocr_company_number'),
    /** The time of purchase read (HH:MM); with IČO, day and total the receipt's identity. */
    ocrPurchasedTime: text('ocr_purchased_time'),
    /** Why OCR failed (timeout, queue full, error message), for staff and logs. */
    ocrError: text('ocr_error'),
    ocrReadAt: timestamp('ocr_read_at', { withTimezone: true }),
    /** A code of RECEIPT_REJECT_REASONS (the site translates it). */
    rejectReason: text('reject_reason').$type<ReceiptRejectReason>(),
    /** The staff's own words beside the code, shown as written. */
    rejectNote: text('reject_note'),
    points: integer('points'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_once_idx').on(t.tenantId, t.companyId, t.receiptNumberKey, t.purchasedOn),
    index('receipts_customer_idx').on(t.customerId, t.createdAt),
    index('receipts_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('receipts_image_idx').on(t.tenantId, t.imageSha256),
    check('receipts_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('receipts_amount_positive', sql`${t.amount} > 0`),
    check(
      'receipts_reject_reason',
      sql`${t.rejectReason} in (${sql.raw(RECEIPT_REJECT_REASONS.map((r) => `'${r}'`).join(', '))})`,
    ),
    check(
      'receipts_ocr_status',
      sql`${t.ocrStatus} in (${sql.raw(RECEIPT_OCR_STATUSES.map((r) => `'${r}'`).join(', '))})`,
    ),
    check(
      'receipts_hold_reason',
      sql`${t.holdReason} in (${sql.raw(RECEIPT_HOLD_REASONS.map((r) => `'${r}'`).join(', '))})`,
    ),
  ],
);

export const LIMIT_PERIODS = ['day', 'week', 'month', 'year', 'ever'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Loyalty terms of a content reward (the `rewards` row holds cost, stock, validity, limit). */
export const rewardTerms = pgTable('reward_terms', {
  rewardId: integer('reward_id')
    .primaryKey()
    .references(() => rewards.id, { onDelete: 'cascade' }),
  /** `rewards.per_customer_limit` counts activations per this period. */
  limitPeriod: text('limit_period').$type<LimitPeriod>().notNull().default('month'),
  /** An activated customer reward can be used for this many days. */
  redeemDays: integer('redeem_days').notNull().default(30),
});

export const CUSTOMER_REWARD_STATUSES = ['active', 'used', 'expired'] as const;
export type CustomerRewardStatus = (typeof CUSTOMER_REWARD_STATUSES)[number];

/** A member's activated reward: a unique code shown as a QR code; active, used or expired. */
export const customerRewards = pgTable(
  'customer_rewards',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: customerId(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    pointsSpent: integer('points_spent').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who redeemed it at the desk: the staff member's id (NULL for the automation key)… */
    usedByStaffId: integer('used_by_staff_id'),
    /** …and their name or the key's label at the time, shown when the code is read again. */
    usedBy: text('used_by'),
    /**
     * The desk's idempotency key of the redemption: the same key again is answered "redeemed by
     * this request" instead of "already used" (docs/console.md "Desk"). Unique per mall.
     */
    redeemKey: text('redeem_key'),
  },
  (t) => [
    uniqueIndex('customer_rewards_code_idx').on(t.code),
    uniqueIndex('customer_rewards_redeem_key_idx').on(t.tenantId, t.redeemKey),
    index('customer_rewards_customer_idx').on(t.customerId, t.rewardId, t.createdAt),
  ],
);

/** Badges a member earned; each once. */
export const customerBadges = pgTable(
  'customer_badges',
  {
    customerId: customerId(),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.badgeId] })],
);
