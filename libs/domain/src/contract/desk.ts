import { z } from 'zod';

import { LOCALES } from '../locales';

/**
 * The desk: a member's reward code looked up, then redeemed in a second, deliberate step
 * (docs/console.md "Desk").
 *
 * GET  /v1/admin/customer-rewards/lookup?code=&locale=   the card: reward, member, status, expiry
 * POST /v1/admin/customer-rewards/use {code, idempotency_key?}  (or the Idempotency-Key header)
 */

const codeSchema = z.string({ error: 'Enter the code' }).trim().min(4, 'Enter the code').max(64);

/** An idempotency key: what a client generates once per redemption (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'An idempotency key has 8 to 100 characters')
  .max(100, 'An idempotency key has 8 to 100 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'An idempotency key has letters, digits and - _ . : only');

/** GET /v1/admin/customer-rewards/lookup */
export const deskLookupQuerySchema = z.object({
  code: codeSchema,
  /** The staff member's language for `reward.title` (the others are in `reward.translations`). */
  locale: z.enum(LOCALES).default('en'),
});

/** POST /v1/admin/customer-rewards/use */
export const deskRedeemRequestSchema = z.object({
  code: codeSchema,
  /** The same as the Idempotency-Key header; send one of them (both: they must agree). */
  idempotency_key: idempotencyKeySchema.optional(),
  locale: z.enum(LOCALES).default('en'),
});

/** `active`: may be handed over now; `other-mall`: a code of another mall (nothing else of it). */
export const DESK_STATUSES = ['active', 'used', 'expired', 'other-mall'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

export const deskCardSchema = z.object({
  /** The customer reward's id; null for another mall's code. */
  id: z.number().int().nullable(),
  code: z.string(),
  status: z.enum(DESK_STATUSES),
  reward: z
    .object({
      id: z.number().int(),
      /** In the asked language, else English, else the first there is. */
      title: z.string(),
      translations: z.array(z.object({ locale: z.string(), title: z.string() })),
      image: z.string().nullable(),
      points: z.number().int(),
    })
    .nullable(),
  /** The member's number is their id (the console's members page shows it as #id). */
  member: z.object({ number: z.number().int(), name: z.string() }).nullable(),
  expires_at: z.string().nullable(),
  used_at: z.string().nullable(),
  /** The staff member (their name, else e-mail) or the automation key that redeemed it. */
  used_by: z.string().nullable(),
});
export type DeskCard = z.infer<typeof deskCardSchema>;

/** The answer of a redemption: always the reward that was handed over. */
export const deskRedemptionSchema = deskCardSchema.extend({
  /** True when an earlier request with this idempotency key redeemed it (a repeated answer). */
  replayed: z.boolean(),
});
export type DeskRedemption = z.infer<typeof deskRedemptionSchema>;
