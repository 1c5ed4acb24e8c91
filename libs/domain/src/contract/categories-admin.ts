import { z } from 'zod';

import { CATEGORY_TYPES } from './content';

/**
 * The mall's categories as staff edit them (`/v1/admin/content/categories`, docs/api.md
 * "Categories"): each of one content type (shops, offers, rewards, events, news, amenities, FAQ),
 * named in up to four languages — Czech required, as the site shows the Czech name where a
 * language has none — and listed by the site in the staff's order.
 */

export type CategoryType = (typeof CATEGORY_TYPES)[number];
export { CATEGORY_TYPES };

export const CATEGORY_NAME_MAX = 100;
/** The most categories of one type a mall may have (the site lists them all as filter chips). */
export const CATEGORIES_PER_TYPE_MAX = 100;

const name = z
  .string({ error: 'Must be text' })
  .trim()
  .max(CATEGORY_NAME_MAX, `At most ${CATEGORY_NAME_MAX} characters`);

/** The names per language: Czech required, the others optional ('' or missing: none). */
export const categoryNamesInputSchema = z.object({
  cz: name.min(1, 'Enter the Czech name'),
  en: name.optional().default(''),
  sk: name.optional().default(''),
  de: name.optional().default(''),
});
export type CategoryNamesInput = z.input<typeof categoryNamesInputSchema>;

/** The address name the site's category lists use (`/shops/<slug>/1`); `all` lists every one. */
export const categorySlugSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .max(100, 'At most 100 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes, e.g. home-and-garden')
  .refine((slug) => slug !== 'all', '“all” stands for every category on the site');

/** An icon's name (the seed's `shirt`, `sparkles`, …); the site draws none yet. */
const iconSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .max(40, 'At most 40 characters')
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Lower-case letters, digits and dashes, e.g. shopping-bag')
  .transform((icon) => icon || null)
  .nullable()
  .default(null);

/**
 * `POST /v1/admin/content/categories`: a new category, last of its type. Without a `slug` the API
 * makes one from the Czech name (a number added when the mall has it already).
 */
export const categoryCreateInputSchema = z.object({
  type: z.enum(CATEGORY_TYPES, { error: `One of ${CATEGORY_TYPES.join(', ')}` }),
  slug: categorySlugSchema.optional(),
  icon: iconSchema,
  names: categoryNamesInputSchema,
});
export type CategoryCreateInput = z.input<typeof categoryCreateInputSchema>;

/** `PATCH /v1/admin/content/categories/:id`: its names (all four replaced) and icon. */
export const categoryUpdateInputSchema = z.object({
  icon: iconSchema,
  names: categoryNamesInputSchema,
});
export type CategoryUpdateInput = z.input<typeof categoryUpdateInputSchema>;

/** `PUT /v1/admin/content/categories/order`: every category of `type`, in the site's new order. */
export const categoryOrderInputSchema = z.object({
  type: z.enum(CATEGORY_TYPES, { error: `One of ${CATEGORY_TYPES.join(', ')}` }),
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(CATEGORIES_PER_TYPE_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each category once'),
});
export type CategoryOrderInput = z.input<typeof categoryOrderInputSchema>;

/** `GET /v1/admin/content/categories?type=`: one type's, or every type's. */
export const categoryAdminQuerySchema = z.object({
  type: z.enum(CATEGORY_TYPES, { error: `One of ${CATEGORY_TYPES.join(', ')}` }).optional(),
});

/** A category as staff see it: every language's name ('' for none) and how many items use it. */
export const categoryAdminSchema = z.object({
  id: z.number().int(),
  type: z.enum(CATEGORY_TYPES),
  slug: z.string(),
  icon: z.string().nullable(),
  position: z.number().int(),
  names: z.object({ en: z.string(), cz: z.string(), sk: z.string(), de: z.string() }),
  /** The items of its type that name it (shops, offers, rewards, events, news, amenities, questions). */
  used: z.number().int(),
});
export type CategoryAdmin = z.output<typeof categoryAdminSchema>;
