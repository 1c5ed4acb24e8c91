import { z } from 'zod';

import { boundedInt, idSchema, pageSchema } from './integers';

/**
 * How staff find members and receipts at volume (`/v1/admin/members/search`, the filters of
 * `/v1/admin/receipts` and `/v1/admin/receipts/decisions`; docs/console.md "Members", "Receipts").
 */

/** At most this many members a search answers per page. */
export const MEMBER_SEARCH_MAX_PER_PAGE = 50;

/**
 * A search text: part of a name, an e-mail address or a phone number, in any case and with or
 * without diacritics. Two characters at least, so one letter does not list the whole mall.
 */
export const memberSearchTextSchema = z
  .string({ error: 'Enter part of a name, e-mail or phone number' })
  .trim()
  .min(2, 'Enter at least 2 characters')
  .max(100, 'At most 100 characters');

/** `GET /v1/admin/members/search?q&page&per_page` */
export const memberSearchQuerySchema = z.object({
  q: memberSearchTextSchema,
  page: pageSchema,
  per_page: boundedInt(
    1,
    MEMBER_SEARCH_MAX_PER_PAGE,
    `From 1 to ${MEMBER_SEARCH_MAX_PER_PAGE} per page`,
  ).default(20),
});
export type MemberSearchQuery = z.output<typeof memberSearchQuerySchema>;

/** Who a member is, as lists show them: the name first, the number beside it. */
export const memberRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;

/** One member found by `/v1/admin/members/search`. */
export const memberFoundSchema = memberRefSchema.extend({
  phone: z.string().nullable(),
  balance: z.number().int(),
});
export type MemberFound = z.infer<typeof memberFoundSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'A day as YYYY-MM-DD');

/** `from`/`to` of a list, both days inclusive; `from` after `to` is refused. */
export const dayRangeFields = { from: isoDay.optional(), to: isoDay.optional() };
export const dayRangeInOrder = {
  check: (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to,
  message: { path: ['to'], message: 'The end day is before the start day' },
};

/** Which day of a receipt a day range filters: the purchase (as entered) or the upload. */
export const RECEIPT_DAY_FIELDS = ['purchased', 'uploaded'] as const;

export const RECEIPT_DECISIONS = ['approve', 'reject', 'reverse'] as const;
export type ReceiptDecisionKind = (typeof RECEIPT_DECISIONS)[number];

/** `GET /v1/admin/receipts/decisions?page&per_page&decision&from&to&member` (newest first). */
export const receiptDecisionsQuerySchema = z
  .object({
    page: pageSchema,
    per_page: boundedInt(1, 200, 'From 1 to 200 per page').default(48),
    decision: z.enum(RECEIPT_DECISIONS, { error: 'Unknown decision' }).optional(),
    ...dayRangeFields,
    member: memberSearchTextSchema.optional(),
    staff_id: idSchema().optional(),
  })
  .refine(dayRangeInOrder.check, dayRangeInOrder.message);
export type ReceiptDecisionsQuery = z.output<typeof receiptDecisionsQuerySchema>;

/** One staff decision on a receipt, from the audit log: who, when, what and why. */
export const receiptDecisionSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  decision: z.enum(RECEIPT_DECISIONS),
  receipt_id: z.number().int(),
  company_id: z.number().int().nullable(),
  amount_minor: z.number().int().nullable(),
  points: z.number().int().nullable(),
  reject_reason: z.string().nullable(),
  reject_note: z.string().nullable(),
  staff: z.object({
    id: z.number().int().nullable(),
    name: z.string().describe("the staff member's name, else the e-mail or the key's label"),
  }),
  member: memberRefSchema.nullable(),
});
export type ReceiptDecision = z.infer<typeof receiptDecisionSchema>;
