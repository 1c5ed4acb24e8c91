import { z } from 'zod';

import { LOCALES } from '../locales';
import { pageSearchSchema } from '../pagination';

/**
 * Queries and items of the public content paths (spec section 7). Every list accepts
 * `page` (≥ 1) and `per_page` (1, 2, 8, 12, 24, 48; default 12) and answers the paginated
 * envelope data `{data, current_page, last_page, per_page, total}`.
 */

const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** `category`: a category id or slug of the list's content type. */
const category = z.string().trim().min(1).max(100).optional();
/** `search`: text matched against the titles (and descriptions) in every language. */
const search = z.string().trim().min(1, 'search must not be empty').max(100).optional();

export const listQuerySchema = pageSearchSchema.extend({ category, search });
export type ListQuery = z.output<typeof listQuerySchema>;

/** GET /v1/companies: `f=dine` (restaurants), `f=shops`, `f=services`, `f=eshops`; `floor`. */
export const companiesQuerySchema = listQuerySchema.extend({
  f: z.enum(['dine', 'shops', 'services', 'eshops']).optional(),
  floor: z.coerce.number().int().min(-5).max(50).optional(),
});
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;

/** GET /v1/events, /v1/news: `type=mall|stores`, `upcoming=1` (not yet ended), `company`. */
export const postsQuerySchema = listQuerySchema.extend({
  type: z.enum(['mall', 'stores']).optional(),
  upcoming: flag,
  company: z.coerce.number().int().positive().optional(),
});
export type PostsQuery = z.output<typeof postsQuerySchema>;

/** GET /v1/products (offers), /v1/rewards: `company`; offers default to currently valid ones. */
export const offersQuerySchema = listQuerySchema.extend({
  company: z.coerce.number().int().positive().optional(),
  /** Include offers that are no longer valid. */
  all: flag,
});
export type OffersQuery = z.output<typeof offersQuerySchema>;

/** GET /v1/search?search=… — results grouped by content type. */
export const searchQuerySchema = z.object({
  search: z.string().trim().min(2, 'search must have at least 2 characters').max(100),
  per_type: z.coerce.number().int().min(1).max(24).default(8),
});

/** GET /v1/categories?type=company|product|reward|event|news|amenity|faq */
export const CATEGORY_TYPES = [
  'company',
  'product',
  'reward',
  'event',
  'news',
  'amenity',
  'faq',
] as const;
export const categoriesQuerySchema = z.object({ type: z.enum(CATEGORY_TYPES).optional() });

/** GET /v1/redirects?path=/old/path */
export const redirectQuerySchema = z.object({
  path: z.string().min(1).max(2000).startsWith('/', 'path must start with /'),
});

/** `:id` path parameter. */
export const idParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const translationSchema = z.looseObject({ locale: z.enum(LOCALES) });
export type Translation = z.output<typeof translationSchema>;

/** Fields every content item has; each resource adds its own (documented in docs/api.md). */
export const contentItemSchema = z.looseObject({
  id: z.number().int(),
  translations: z.array(translationSchema),
});
export type ContentItem = z.output<typeof contentItemSchema>;

export const categorySchema = contentItemSchema.extend({
  type: z.enum(CATEGORY_TYPES),
  slug: z.string(),
  icon: z.string().nullable(),
});
export type Category = z.output<typeof categorySchema>;

export const companySchema = contentItemSchema.extend({
  slug: z.string(),
  kind: z.enum(['shop', 'service', 'dining', 'eshop']),
  category_ids: z.array(z.number()),
  floor: z.number().nullable(),
  floorplan_id: z.number().nullable(),
  unit: z.string().nullable(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
});
export type Company = z.output<typeof companySchema>;

export const postSchema = contentItemSchema.extend({
  type: z.enum(['mall', 'stores']),
  company_id: z.number().nullable(),
  category_id: z.number().nullable(),
  image: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  published_at: z.string(),
});
export type Post = z.output<typeof postSchema>;

export const redirectSchema = z.object({
  path: z.string(),
  to: z.string(),
  status_code: z.number(),
});
export type Redirect = z.output<typeof redirectSchema>;
