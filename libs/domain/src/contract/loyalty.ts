import { z } from 'zod';

import { PAGE_SIZES } from '../constants';
import { parseDecimal } from '../money';
import {
  dayRangeFields,
  dayRangeInOrder,
  memberRefSchema,
  memberSearchTextSchema,
  RECEIPT_DAY_FIELDS,
} from './admin-lookup';
import { boundedInt, idSchema, MAX_PAGE } from './integers';
import { receiptReadingSchema } from './receipt-reading';

/**
 * The loyalty contract (DESIGN section 4, docs/loyalty.md): requests the API validates and the
 * shapes it answers with. Points are integers; amounts travel as decimal strings (`"249.90"`,
 * CZK) in requests and as both `amount` (decimal string) and `amount_minor` (haléře) in
 * responses.
 */

export const POINTS_REASONS = [
  'receipt',
  'reward',
  'bonus',
  'expiry',
  'adjustment',
  'reversal',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

export const RECEIPT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/**
 * Why staff reject (or reverse) a receipt: a code the site translates, plus an optional note in
 * the staff's own words. `other` needs the note.
 */
export const RECEIPT_REJECT_REASONS = [
  'unreadable',
  'number-mismatch',
  'amount-mismatch',
  'date-mismatch',
  'duplicate',
  'shop-not-participating',
  'goods-returned',
  'other',
] as const;
export type ReceiptRejectReason = (typeof RECEIPT_REJECT_REASONS)[number];

/**
 * Why a receipt waits for staff instead of being approved at once (apps/api loyalty/receipts.ts,
 * receipt-reading.ts): a (near-)copy of an earlier receipt's photo, a PDF, a photo too small to
 * read, an amount over the auto-approve limit; with OCR, `reading` until the photo is read, then
 * `unread` (nothing read), or the read total, date or IČO disagreeing with what was entered.
 */
export const RECEIPT_HOLD_REASONS = [
  'duplicate-image',
  'pdf',
  'small-photo',
  'over-limit',
  'reading',
  'unread',
  'read-amount',
  'read-date',
  'read-shop',
] as const;
export type ReceiptHoldReason = (typeof RECEIPT_HOLD_REASONS)[number];

export const CUSTOMER_REWARD_STATUSES = ['active', 'used', 'expired'] as const;
export type CustomerRewardStatus = (typeof CUSTOMER_REWARD_STATUSES)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month', 'year', 'ever'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Receipt photo: JPEG, PNG or PDF up to 10 MB (the API checks the file's magic bytes). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

const page = boundedInt(1, MAX_PAGE, `A page from 1 to ${MAX_PAGE}`).default(1);
const perPage = z.coerce
  .number({ error: 'Must be a number' })
  .int()
  .min(1, 'Choose 1, 2, 8, 12, 24 or 48')
  .max(Math.max(...PAGE_SIZES), 'Choose 1, 2, 8, 12, 24 or 48')
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Choose 1, 2, 8, 12, 24 or 48')
  .default(12);

/** GET /v1/me/points-history?page&per_page&reason */
export const pointsHistoryQuerySchema = z.object({
  page,
  per_page: perPage,
  reason: z.enum(POINTS_REASONS, { error: 'Unknown reason' }).optional(),
});
export type PointsHistoryQuery = z.output<typeof pointsHistoryQuerySchema>;

/** GET /v1/me/receipts?page&per_page&status */
export const receiptsQuerySchema = z.object({
  page,
  per_page: perPage,
  status: z.enum(RECEIPT_STATUSES, { error: 'Unknown status' }).optional(),
});
export type ReceiptsQuery = z.output<typeof receiptsQuerySchema>;

/** GET /v1/me/customer-rewards?page&per_page&status */
export const customerRewardsQuerySchema = z.object({
  page,
  per_page: perPage,
  status: z.enum(CUSTOMER_REWARD_STATUSES, { error: 'Unknown status' }).optional(),
});
export type CustomerRewardsQuery = z.output<typeof customerRewardsQuerySchema>;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An amount in the mall's currency as a decimal string with at most two decimals, more than zero
 * → minor units (haléře, cents).
 */
export const czkAmountSchema = z
  .string({ error: 'Enter the amount' })
  .trim()
  .regex(/^\d{1,7}(?:[.,]\d{1,2})?$/, 'Enter the amount, e.g. 249.90')
  .transform((s) => parseDecimal(s))
  .refine((n) => n > 0, 'The amount must be more than zero');

/**
 * The fields of `POST /v1/me/receipts` (multipart; the file is the `image` part). Form fields
 * arrive as strings, so numbers are coerced. `purchased_at` is a day (`YYYY-MM-DD`) or an ISO
 * date-time whose day is taken.
 */
export const receiptUploadFieldsSchema = z.object({
  company_id: idSchema('Choose the shop'),
  amount: czkAmountSchema,
  purchased_at: z
    .string({ error: 'Enter the purchase date' })
    .trim()
    .transform((s) => s.slice(0, 10))
    .refine((s) => {
      const m = isoDate.exec(s);
      if (!m) return false;
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'Enter the purchase date as YYYY-MM-DD'),
  receipt_number: z
    .string({ error: 'Enter the receipt number' })
    .trim()
    .min(1, 'Enter the receipt number')
    .max(64, 'At most 64 characters')
    .regex(/[A-Za-z0-9]/, 'Enter the receipt number'),
});
export type ReceiptUploadFields = z.output<typeof receiptUploadFieldsSchema>;

/** The duplicate key of a receipt number: upper case, without spaces, dashes, slashes, dots. */
export function receiptNumberKey(receiptNumber: string): string {
  return receiptNumber.toUpperCase().replace(/[\s\-/.]/g, '');
}

/** POST /v1/customer-rewards */
export const activateRewardRequestSchema = z.object({
  reward_id: idSchema('Choose a reward'),
});
export type ActivateRewardRequest = z.output<typeof activateRewardRequestSchema>;

// ---- admin (X-Admin-Key) -------------------------------------------------------------------------

/** GET /v1/admin/receipts?status&page&per_page (default status pending) */
export const adminReceiptsQuerySchema = z.object({
  page,
  per_page: z.coerce.number().int().min(1).max(200).default(48),
  status: z.enum(RECEIPT_STATUSES, { error: 'Unknown status' }).default('pending'),
});

/**
 * The receipt queue's filters on top: the hold reason, the shop, the member (`customer_id`, or
 * `member`: part of a name, e-mail or phone) and a day range (`from`, `to`, inclusive) of the
 * purchase or the upload (`day`, default upload).
 */
export const adminReceiptQueueQuerySchema = adminReceiptsQuerySchema
  .extend({
    hold_reason: z.enum(RECEIPT_HOLD_REASONS, { error: 'Unknown hold reason' }).optional(),
    company_id: idSchema('Unknown shop').optional(),
    customer_id: idSchema('Unknown member').optional(),
    member: memberSearchTextSchema.optional(),
    day: z.enum(RECEIPT_DAY_FIELDS, { error: 'Choose purchased or uploaded' }).default('uploaded'),
    ...dayRangeFields,
  })
  .refine(dayRangeInOrder.check, dayRangeInOrder.message);
export type AdminReceiptQueueQuery = z.output<typeof adminReceiptQueueQuerySchema>;

/** POST /v1/admin/receipts/:id/reject */
export const rejectReceiptRequestSchema = z
  .object({
    reason: z.enum(RECEIPT_REJECT_REASONS, {
      error: `Choose one of ${RECEIPT_REJECT_REASONS.join(', ')}`,
    }),
    note: z.string().trim().max(500, 'At most 500 characters').optional(),
  })
  .refine((body) => body.reason !== 'other' || Boolean(body.note), {
    path: ['note'],
    message: 'Describe the reason',
  });

/**
 * `POST /v1/admin/receipts/:id/approve` body, optional: staff approve with the total they read
 * off the photo when it differs from the entered one (stored as the receipt's amount; audited).
 */
export const approveReceiptRequestSchema = z.object({
  amount: czkAmountSchema
    .optional()
    .describe('the corrected total, e.g. "249.90"; absent: the amount as entered'),
});
export type ApproveReceiptRequest = z.output<typeof approveReceiptRequestSchema>;

/** The largest staff points correction or bonus (docs/api.md "Ids and whole numbers"). */
export const MAX_POINTS_DELTA = 1_000_000;

/** POST /v1/admin/points/adjust — staff correction or bonus (a new ledger row, never an edit). */
export const adjustPointsRequestSchema = z.object({
  customer_id: idSchema(),
  /** One correction moves at most {@link MAX_POINTS_DELTA} points either way. */
  delta: boundedInt(
    -MAX_POINTS_DELTA,
    MAX_POINTS_DELTA,
    `A whole number of points from -${MAX_POINTS_DELTA} to ${MAX_POINTS_DELTA}`,
  ).refine((n) => n !== 0, 'Must not be zero'),
  reason: z.enum(['bonus', 'adjustment']).default('adjustment'),
  note: z.string().trim().max(200).optional(),
});

// ---- responses -----------------------------------------------------------------------------------

export const tierSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  min_points: z.number().int(),
  multiplier_percent: z.number().int(),
  image: z.string().nullable(),
  translations: z.array(z.looseObject({ locale: z.string() })),
});
export type Tier = z.infer<typeof tierSchema>;

/** GET /v1/me/points */
export const pointsSummarySchema = z.object({
  balance: z.number().int(),
  /** Points earned (receipts and bonuses) in the last 12 months: what the tier is based on. */
  earned_12_months: z.number().int(),
  /** Points earned in total and spent in total (all time). */
  earned_total: z.number().int(),
  spent_total: z.number().int(),
  /** The next expiry under FIFO: how many points expire on which date (null: none due). */
  next_expiry: z.object({ points: z.number().int(), expires_at: z.string() }).nullable(),
  tier: z.object({ slug: z.string(), multiplier_percent: z.number().int() }).nullable(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export const pointsEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** A name or title by language (`cz`, `en`, …) as the mall wrote it. */
const namesByLocale = z.record(z.string(), z.string());

/**
 * A ledger row as staff read it (`GET /v1/admin/members/:id/points-history`): what its reference
 * names, so the console describes it ("Receipt #27 at Albert (CZK 1,287.50)") instead of
 * showing `receipt:27`.
 */
export const adminPointsEntrySchema = pointsEntrySchema.extend({
  receipt: z
    .object({
      id: z.number().int(),
      company_id: z.number().int(),
      shop_names: namesByLocale,
      amount_minor: z.number().int(),
    })
    .nullable()
    .describe('the receipt of a receipt or reversal row'),
  reward: z
    .object({ customer_reward_id: z.number().int(), titles: namesByLocale })
    .nullable()
    .describe('the reward a reward row paid for'),
  staff: z
    .object({ name: z.string(), note: z.string().nullable() })
    .nullable()
    .describe('who made a bonus or adjustment by hand, and their note'),
});
export type AdminPointsEntry = z.infer<typeof adminPointsEntrySchema>;

export const receiptSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  amount: z.string(),
  amount_minor: z.number().int(),
  purchased_at: z.string(),
  receipt_number: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  reject_reason: z.enum(RECEIPT_REJECT_REASONS).nullable(),
  /** The staff's words beside the reason; not translated. */
  reject_note: z.string().nullable(),
  points: z.number().int().nullable(),
  duplicate_image: z.boolean(),
  image_url: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /v1/me/tier */
export const memberTierSchema = z.object({
  tier: tierSchema.nullable(),
  next_tier: tierSchema.nullable(),
  earned_12_months: z.number().int(),
  /** Points still needed for the next tier (0 at the top). */
  points_to_next: z.number().int(),
  /** 0–100: progress from the current tier's threshold to the next one. */
  progress_percent: z.number().int(),
});
export type MemberTier = z.infer<typeof memberTierSchema>;

export const badgeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  rule: z.record(z.string(), z.unknown()),
  image: z.string().nullable(),
  translations: z.array(z.looseObject({ locale: z.string() })),
  earned: z.boolean(),
  earned_at: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const customerRewardSchema = z.object({
  id: z.number().int(),
  reward_id: z.number().int(),
  code: z.string(),
  points_spent: z.number().int(),
  status: z.enum(CUSTOMER_REWARD_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  reward: z.looseObject({ id: z.number().int() }).nullable(),
});
export type CustomerReward = z.infer<typeof customerRewardSchema>;

/** GET /v1/me/customer-rewards/limits: one row per reward the member can see. */
export const rewardLimitSchema = z.object({
  reward_id: z.number().int(),
  limit: z.number().int(),
  period: z.enum(LIMIT_PERIODS),
  used: z.number().int(),
  remaining: z.number().int(),
  /** When the oldest activation counted in the period leaves it (null: nothing counted). */
  resets_at: z.string().nullable(),
});
export type RewardLimit = z.infer<typeof rewardLimitSchema>;

// ---- staff answers (`/v1/admin/*`) ---------------------------------------------------------------

/** A receipt after a staff decision (approve, reject, reverse): whose it is. */
export const adminReceiptResultSchema = receiptSchema.extend({ customer_id: z.number().int() });

/** `GET /v1/admin/receipts` items: what the desk needs to decide. */
export const adminReceiptSchema = adminReceiptResultSchema.extend({
  duplicate_image_of: z.number().int().nullable(),
  hold_reason: z
    .enum(RECEIPT_HOLD_REASONS)
    .nullable()
    .describe('why it waits for staff; null: nothing special'),
  reading: receiptReadingSchema.nullable().describe('what OCR read from the photo'),
  image_path: z.string(),
  admin_image_url: z.string(),
  member: memberRefSchema.nullable().describe('whose receipt it is; null: a deleted member'),
});
export type AdminReceipt = z.infer<typeof adminReceiptSchema>;

/** `POST /v1/admin/points/adjust` → data. */
export const pointsAdjustedSchema = z.object({
  customer_id: z.number().int(),
  balance: z.number().int(),
  entry_id: z.number().int(),
});

/** `POST /v1/admin/points/expire` → data: how many members lost how many points. */
export const pointsExpiredSchema = z.object({
  customers: z.number().int(),
  points: z.number().int(),
});

// ---- members, as staff see them (`/v1/admin/members*`) -----------------------------------------

/** `GET /v1/admin/members?email=` — the exact address, any case; no partial matches. */
export const adminMembersQuerySchema = z.object({
  email: z
    .string({ error: 'Enter an e-mail address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
});

/** A member of this mall as the console shows them: who, and their points. */
export const adminMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.string(),
  created_at: z.string(),
  balance: z.number().int(),
  tier: z.string().nullable().describe("the tier's slug; null below the first tier"),
  tier_names: z
    .record(z.string(), z.string())
    .describe("the tier's name as the mall named it, by language ({} below the first tier)"),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
