import { z } from 'zod';

import { CONTENT_TYPES, contentTypeSchema } from '../content-types';
import { localeSchema, requiredText } from './auth';
import { boundedInt, idSchema, MAX_PAGE } from './integers';

/** Member paths under `/v1/me/` (profile, likes, follows, thumbs, parking). */

const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * `PATCH /v1/me/profile`: every field optional, at least one present; unknown keys (e.g. `email`:
 * e-mail changes are not done here) are ignored.
 */
export const profileUpdateRequestSchema = z
  .object({
    first_name: requiredText('first name', 100).optional(),
    last_name: requiredText('last name', 100).optional(),
    locale: localeSchema.optional(),
    phone: z
      .string({ error: 'Must be text' })
      .trim()
      .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'Enter a valid phone number')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    birth_date: z
      .string({ error: 'Must be text' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
      .refine((v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d < new Date();
      }, 'Enter a valid date in the past')
      .nullable()
      .optional(),
    gender: z
      .enum(['female', 'male', 'other'], { error: 'Choose female, male or other' })
      .nullable()
      .optional(),
    city: optionalText(100),
    zip_code: optionalText(20),
    marketing_consent: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send at least one profile field to change',
    path: ['_'],
  });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** Profile pictures: accepted types and the upload limit. */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const entityId = idSchema();

/** `POST|DELETE /v1/me/likes` {type, id}. */
export const likeRequestSchema = z.object({
  type: z.enum(CONTENT_TYPES, { error: `Choose one of ${CONTENT_TYPES.join(', ')}` }),
  id: entityId,
});
export type LikeRequest = z.input<typeof likeRequestSchema>;

/** `POST|DELETE /v1/me/follows/companies` {company_id} (also accepts {id}). */
export const followRequestSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !('company_id' in v) && 'id' in v
      ? { company_id: (v as { id: unknown }).id }
      : v,
  z.object({ company_id: entityId }),
);
export type FollowRequest = { company_id: number };

/** `POST /v1/me/thumbs` {type, id, value: 'up'|'down'}; DELETE with {type, id}. */
export const thumbRequestSchema = z.object({
  type: z.enum(CONTENT_TYPES, { error: `Choose one of ${CONTENT_TYPES.join(', ')}` }),
  id: entityId,
  value: z.enum(['up', 'down'], { error: 'Choose up or down' }),
});
export type ThumbRequest = z.input<typeof thumbRequestSchema>;

/** Lists under /v1/me/… take `page` and `per_page`. */
export const memberListQuerySchema = z.object({
  page: boundedInt(1, MAX_PAGE, `A page from 1 to ${MAX_PAGE}`).default(1),
  per_page: z.coerce
    .number({ error: 'Must be a number' })
    .int()
    .min(1, 'Choose 1, 2, 8, 12, 24 or 48')
    .max(48, 'Choose 1, 2, 8, 12, 24 or 48')
    .refine((n) => [1, 2, 8, 12, 24, 48].includes(n), 'Choose 1, 2, 8, 12, 24 or 48')
    .default(12),
});

/** `GET /v1/me/parking/show-qr-code` → data. */
export const parkingQrCodeSchema = z.object({
  /** The string the gate reads (signed, expires). */
  code: z.string(),
  /** The code as an SVG QR image (markup). */
  qr_svg: z.string(),
  expires_at: z.string(),
});
export type ParkingQrCode = z.infer<typeof parkingQrCodeSchema>;

/** `GET /v1/me/likes` items. */
export const likeSchema = z.object({
  type: contentTypeSchema,
  id: z.number().int(),
  created_at: z.string(),
});

/** `GET /v1/me/likes/ids` → data: liked ids per content type. */
const ids = z.array(z.number().int());
export const likeIdsSchema = z.object({
  news: ids,
  event: ids,
  reward: ids,
  product: ids,
  company: ids,
});
export type LikeIds = z.infer<typeof likeIdsSchema>;

/** `POST`/`DELETE /v1/me/likes` → data. */
export const likeStateSchema = z.object({
  type: contentTypeSchema,
  id: z.number().int(),
  liked: z.boolean(),
});

/** `POST`/`DELETE /v1/me/follows/companies` → data. */
export const followStateSchema = z.object({
  company_id: z.number().int(),
  following: z.boolean(),
});

/** `GET /v1/me/thumbs` items. */
export const thumbSchema = z.object({
  type: contentTypeSchema,
  id: z.number().int(),
  value: z.enum(['up', 'down']),
  created_at: z.string(),
});

/** `POST`/`DELETE /v1/me/thumbs` → data (`value` null: removed). */
export const thumbStateSchema = z.object({
  type: contentTypeSchema,
  id: z.number().int(),
  value: z.enum(['up', 'down']).nullable(),
});

/**
 * `GET /v1/me/{news,events,rewards,products,companies}`, `/v1/me/follows/companies` items: the
 * content item as its own list answers it (content.ts), with `liked: true`.
 */
export const favouriteItemSchema = z
  .looseObject({
    id: z.number().int(),
    liked: z.literal(true),
    translations: z.array(z.looseObject({ locale: z.string() })),
  })
  .describe('the item as GET /v1/<type>/{id} answers it, with liked: true');
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;
