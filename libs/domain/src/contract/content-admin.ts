import { z } from 'zod';

import { LOCALES } from '../locales';
import { pageSearchSchema } from '../pagination';

/**
 * Staff content editing (`/v1/admin/content/*`, docs/api.md "Content editing"): request bodies
 * the API validates and the console's forms reuse, and the shapes it answers with. Posts are
 * events, news and offers (`products`), edited through one shape; shops are `companies`.
 */

/** The post types, as they appear in the paths `/v1/admin/content/{events|news|offers}`. */
export const CONTENT_POST_TYPES = ['events', 'news', 'offers'] as const;
export type ContentPostType = (typeof CONTENT_POST_TYPES)[number];

/** What is stored: a draft is seen by staff only. */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
/**
 * What a visitor sees now: `draft`; `scheduled` (published, `publish_from` still to come);
 * `published` (public now); `ended` (published, `publish_until` passed).
 */
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'ended'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** The state of a row at `now` (the API and the console use the same rule). */
export function contentState(
  row: { status: string; publish_from: string | null; publish_until: string | null },
  now = new Date(),
): ContentState {
  if (row.status !== 'published') return 'draft';
  if (row.publish_from && new Date(row.publish_from) > now) return 'scheduled';
  if (row.publish_until && new Date(row.publish_until) <= now) return 'ended';
  return 'published';
}

/** A Czech company number (IČO): 8 digits, the last a mod-11 check digit over weights 8…2. */
export function isValidIco(ico: string): boolean {
  if (!/^\d{8}$/.test(ico)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(ico[i]) * (8 - i);
  return (11 - (sum % 11)) % 10 === Number(ico[7]);
}

const isoTimestamp = z.iso.datetime({ offset: true, error: 'A date and time (ISO 8601)' });
const timestamp = z.string().describe('ISO 8601 timestamp');
const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .default('');
const id = z.number().int().positive().max(2_147_483_647);
/**
 * A picture of the API's `/media/…`: the `path` of an upload (`POST /v1/admin/content/images`),
 * or the URL an item was answered with (only its `/media/…` part is stored).
 */
export const mediaPathSchema = z
  .string({ error: 'A picture from the upload (/media/…)' })
  .regex(/^(https?:\/\/[^/\s]+)?\/media\/[A-Za-z0-9._/-]+$/, 'A picture from the upload (/media/…)')
  .refine((p) => !p.includes('..'), 'A picture from the upload (/media/…)')
  .transform((p) => p.slice(p.indexOf('/media/')));
const imagePath = mediaPathSchema.nullable().default(null);

/** One language's texts. `title` is required in every language sent. */
export const contentTranslationInputSchema = z.object({
  locale: z.enum(LOCALES, { error: `One of ${LOCALES.join(', ')}` }),
  title: z
    .string({ error: 'Enter a title' })
    .trim()
    .min(1, 'Enter a title')
    .max(200, 'At most 200 characters'),
  description: optionalText(1000),
  article: optionalText(20_000),
});
export type ContentTranslationInput = z.input<typeof contentTranslationInputSchema>;

const translationsInput = z
  .array(contentTranslationInputSchema)
  .min(1, 'Write the texts in at least one language')
  .max(LOCALES.length)
  .refine(
    (list) => new Set(list.map((t) => t.locale)).size === list.length,
    'One entry per language',
  );

const schedule = {
  publish_from: isoTimestamp.nullable().default(null),
  publish_until: isoTimestamp.nullable().default(null),
};

const laterThan =
  (from: 'starts_at' | 'publish_from', to: 'ends_at' | 'publish_until', message: string) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const a = value[from];
    const b = value[to];
    if (typeof a === 'string' && typeof b === 'string' && new Date(b) < new Date(a)) {
      ctx.addIssue({ code: 'custom', path: [to], message });
    }
  };

/**
 * POST (create, as a draft) and PATCH (the whole item, replaced) `/v1/admin/content/{type}[/{id}]`. Events and news
 * run from `starts_at` to `ends_at`; offers are valid from `starts_at` to `ends_at` and may carry
 * prices (haléře, ignored for events and news). `publish_from`/`publish_until` schedule when a
 * published post is public (null = no bound).
 */
export const contentPostInputSchema = z
  .object({
    company_id: id.nullable().default(null),
    category_id: id.nullable().default(null),
    image: imagePath,
    starts_at: isoTimestamp,
    ends_at: isoTimestamp,
    ...schedule,
    price_original: z.number().int().min(0).max(100_000_000).nullable().default(null),
    price_discounted: z.number().int().min(0).max(100_000_000).nullable().default(null),
    discount_percent: z.number().int().min(0).max(100).nullable().default(null),
    translations: translationsInput,
  })
  .superRefine(laterThan('starts_at', 'ends_at', 'Ends before it starts'))
  .superRefine(laterThan('publish_from', 'publish_until', 'Hidden before it is shown'));
export type ContentPostInput = z.input<typeof contentPostInputSchema>;

/** POST `/v1/admin/content/{type}/{id}/publish`: optionally (re)schedule while publishing. */
export const contentPublishInputSchema = z
  .object({
    publish_from: isoTimestamp.nullable().optional(),
    publish_until: isoTimestamp.nullable().optional(),
  })
  .superRefine(laterThan('publish_from', 'publish_until', 'Hidden before it is shown'));

/** GET `/v1/admin/content/{type}`: every post of the type, drafts included, newest first. */
export const contentListQuerySchema = pageSearchSchema.extend({
  search: z.string().trim().min(1).max(100).optional(),
  state: z.enum(CONTENT_STATES).optional(),
});
export type ContentListQuery = z.output<typeof contentListQuerySchema>;

const translationsOut = z.array(
  z.looseObject({
    locale: z.string().describe(LOCALES.join(', ')),
    title: z.string().optional(),
    description: z.string().optional(),
    article: z.string().optional(),
  }),
);

const publicationOut = {
  status: z.enum(PUBLICATION_STATUSES),
  state: z.enum(CONTENT_STATES),
  publish_from: timestamp.nullable(),
  publish_until: timestamp.nullable(),
};

/** A post as staff see it (any state). */
export const contentPostSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONTENT_POST_TYPES),
  company_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  image: z.string().nullable().describe('absolute URL of the picture'),
  starts_at: timestamp,
  ends_at: timestamp,
  published_at: timestamp.nullable().describe('events and news: the date shown; offers: null'),
  price_original: z.number().int().nullable(),
  price_discounted: z.number().int().nullable(),
  discount_percent: z.number().nullable(),
  ...publicationOut,
  translations: translationsOut,
});
export type ContentPost = z.output<typeof contentPostSchema>;

/** The company number: empty or null clears it; otherwise 8 digits with a valid check digit. */
const icoInput = z
  .string()
  .trim()
  .transform((s) => s.replace(/\s+/g, ''))
  .nullable()
  .default(null)
  .transform((s) => (s ? s : null))
  .refine((s) => s === null || isValidIco(s), 'An IČO: 8 digits with a valid check digit');

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .default(null)
  .transform((s) => (s ? s : null))
  .refine((s) => s === null || /^https?:\/\/\S+$/.test(s), 'A web address (https://…)');

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null));

/** POST / PATCH (the whole shop) `/v1/admin/content/shops[/{id}]`. */
export const contentShopInputSchema = z.object({
  slug: z
    .string({ error: 'Enter the address name' })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes (e.g. cafe-nero)')
    .max(100),
  kind: z.enum(['shop', 'service', 'dining', 'eshop']),
  category_ids: z.array(id).max(20).default([]),
  floor: z.number().int().min(-5).max(50).nullable().default(null),
  unit: optionalLine(40),
  logo: imagePath,
  image: imagePath,
  phone: optionalLine(40),
  email: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null))
    .refine((s) => s === null || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s), 'An e-mail address'),
  website: optionalUrl,
  company_number: icoInput,
  is_featured: z.boolean().default(false),
  accepts_loyalty: z.boolean().default(true),
  translations: translationsInput,
});
export type ContentShopInput = z.input<typeof contentShopInputSchema>;

/** GET `/v1/admin/content/shops`. */
export const contentShopsQuerySchema = pageSearchSchema.extend({
  search: z.string().trim().min(1).max(100).optional(),
});

/** A shop as staff see it, with its company number. */
export const contentShopSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.string(),
  category_ids: z.array(z.number().int()),
  floor: z.number().int().nullable(),
  unit: z.string().nullable(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  company_number: z.string().nullable().describe('IČO, 8 digits; receipts are matched by it'),
  is_featured: z.boolean(),
  accepts_loyalty: z.boolean(),
  created_at: timestamp,
  translations: translationsOut,
});
export type ContentShop = z.output<typeof contentShopSchema>;

/** POST `/v1/admin/content/images` (multipart, the picture in `image`). */
export const contentImageSchema = z.object({
  image: z.string().describe('absolute URL of the stored picture: send it as `image` or `logo`'),
  width: z.number().int(),
  height: z.number().int(),
});

/** DELETE answers. */
export const contentDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
