import { z } from 'zod';

import { LOCALES } from '../locales';
import { pageSearchSchema } from '../pagination';
import { boundedInt, idOrSlugSchema, idSchema } from './integers';

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
const category = idOrSlugSchema.optional();
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
  company: idSchema().optional(),
});
export type PostsQuery = z.output<typeof postsQuerySchema>;

/** GET /v1/products (offers), /v1/rewards: `company`; offers default to currently valid ones. */
export const offersQuerySchema = listQuerySchema.extend({
  company: idSchema().optional(),
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

/*
 * Response items (docs/api.md "Item fields"). The API encodes every answer through these
 * (apps/api/src/http/contract.ts): keys not named here are dropped, a missing or mistyped field
 * is a 500. Translations stay open (`looseObject`): each content type has its own text fields,
 * named below as the optional ones it is known to carry.
 */

const text = z.string();
const nullableText = z.string().nullable();
/** ISO 8601 timestamp, e.g. `2026-11-22T10:00:00.000Z`. */
const timestamp = z.string().describe('ISO 8601 timestamp');
/** An absolute URL under the API's `/media/` (or elsewhere), or null. */
const imageUrl = z.string().nullable().describe('absolute URL of a picture');

function translations<S extends z.ZodRawShape>(shape: S) {
  return z.array(z.looseObject({ locale: z.string().describe(LOCALES.join(', ')), ...shape }));
}

/** One opening-hours zone as the mall and shops store it (`@atrium/domain/opening-hours`). */
export const openingHoursZoneSchema = z
  .record(z.string(), z.unknown())
  .describe('{zone, status, name, days, exceptions} as in docs/api.md "Opening hours"');

/** Stored as text; one of these. */
const companyKind = z.string().describe('shop | service | dining | eshop');

export const companyItemSchema = z.object({
  id: z.number().int(),
  slug: text,
  kind: companyKind,
  category_ids: z.array(z.number().int()),
  floor: z.number().int().nullable(),
  floorplan_id: z.number().int().nullable(),
  unit: nullableText,
  logo: imageUrl,
  image: imageUrl,
  phone: nullableText,
  email: nullableText,
  website: nullableText,
  eshop_url: nullableText,
  opening_hours: z
    .array(openingHoursZoneSchema)
    .nullable()
    .describe("the shop's own hours; null = the mall's"),
  is_featured: z.boolean(),
  accepts_loyalty: z.boolean(),
  created_at: timestamp,
  translations: translations({
    title: text.optional(),
    description: text.optional(),
    article: text.optional(),
    company_category: text.optional(),
  }),
});
export type CompanyItem = z.output<typeof companyItemSchema>;

export const postItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['mall', 'stores']),
  company_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  image: imageUrl,
  starts_at: timestamp,
  ends_at: timestamp,
  published_at: timestamp,
  translations: translations({
    title: text.optional(),
    description: text.optional(),
    article: text.optional(),
  }),
});
export type PostItem = z.output<typeof postItemSchema>;

export const productItemSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  image: imageUrl,
  price_original: z.number().int().nullable().describe('haléře'),
  price_discounted: z.number().int().nullable().describe('haléře'),
  discount_percent: z.number().nullable(),
  valid_from: timestamp.nullable(),
  valid_to: timestamp.nullable(),
  translations: translations({ title: text.optional(), description: text.optional() }),
});
export type ProductItem = z.output<typeof productItemSchema>;

/** `GET /v1/products` list items also name their shop. */
export const productListItemSchema = productItemSchema.extend({
  company: z
    .object({
      id: z.number().int(),
      floor: z.number().int().nullable(),
      kind: companyKind,
      translations: translations({ title: text.optional() }),
    })
    .nullable()
    .optional(),
});

export const rewardItemSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  image: imageUrl,
  points: z.number().int(),
  stock: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  valid_from: timestamp.nullable(),
  valid_to: timestamp.nullable(),
  available: z.boolean(),
  translations: translations({ title: text.optional(), description: text.optional() }),
});
export type RewardItem = z.output<typeof rewardItemSchema>;

export const amenityItemSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  slug: text,
  icon: nullableText,
  image: imageUrl,
  floor: z.number().int().nullable(),
  position: z.number().int(),
  translations: translations({ title: text.optional(), description: text.optional() }),
});
export type AmenityItem = z.output<typeof amenityItemSchema>;

export const categoryItemSchema = z.object({
  id: z.number().int(),
  type: z.string().describe(CATEGORY_TYPES.join(' | ')),
  slug: text,
  icon: nullableText,
  position: z.number().int(),
  translations: translations({ name: text.optional() }),
});
export type CategoryItem = z.output<typeof categoryItemSchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  position: z.number().int(),
  translations: translations({
    title: text.optional(),
    question: text.optional(),
    answer: text.optional(),
  }),
});
export type FaqItem = z.output<typeof faqItemSchema>;

const floorAreaSchema = z.object({
  company_id: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

export const floorplanSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  image: imageUrl.describe('SVG'),
  width: z.number(),
  height: z.number(),
  areas: z.array(floorAreaSchema),
  translations: translations({ title: text.optional() }),
});
export type FloorplanItem = z.output<typeof floorplanSchema>;

/** `GET /v1/companies/:id`: the company with its floor, current offers and events, latest news. */
export const companyDetailSchema = companyItemSchema.extend({
  floorplan: floorplanSchema
    .omit({ areas: true })
    .extend({ area: floorAreaSchema.nullable() })
    .nullable(),
  products: z.array(productItemSchema),
  events: z.array(postItemSchema),
  news: z.array(postItemSchema),
});
export type CompanyDetail = z.output<typeof companyDetailSchema>;

/** `GET /v1/companies-with-entities` items. */
export const companyWithEntitiesSchema = companyItemSchema.extend({
  entities: z.object({
    products: z.number().int(),
    events: z.number().int(),
    news: z.number().int(),
    rewards: z.number().int(),
  }),
});

export const searchResultsSchema = z.object({
  search: text,
  companies: z.array(companyItemSchema),
  products: z.array(productItemSchema),
  events: z.array(postItemSchema),
  news: z.array(postItemSchema),
  rewards: z.array(rewardItemSchema),
  amenities: z.array(amenityItemSchema),
});
export type SearchResults = z.output<typeof searchResultsSchema>;

export const sitemapEntrySchema = z.object({
  type: text,
  id: z.number().int(),
  titles: z.record(z.string(), z.string()),
  permalink: text.optional(),
  updated_at: timestamp.optional(),
});
export type SitemapEntry = z.output<typeof sitemapEntrySchema>;

/** `GET /v1/website-pages/…`. */
export const websitePageSchema = z.object({
  id: z.number().int(),
  permalink: text,
  image: imageUrl,
  updated_at: timestamp,
  translations: translations({ title: text.optional(), content: text.optional() }),
});
export type WebsitePage = z.output<typeof websitePageSchema>;

/** `GET /v1/privacy-policy`, `GET /v1/terms-conditions`: HTML per language. */
export const legalTextsSchema = z.object({
  translations: z.array(z.object({ locale: z.string() }).catchall(z.string())),
  updated_at: timestamp,
});
export type LegalTexts = z.output<typeof legalTextsSchema>;

/** `:id` as the router hands it over; anything but a positive integer is a 404. */
export const idPathSchema = z.object({
  id: z.string().describe('a positive integer; anything else answers 404'),
});

/** `GET /v1/badges`: the mall's badges and the rule that awards each. */
export const badgeItemSchema = z.object({
  id: z.number().int(),
  slug: text,
  rule: z.record(z.string(), z.unknown()).describe('{kind, count, …}: docs/loyalty.md "Badges"'),
  image: imageUrl,
  translations: translations({ name: text.optional(), description: text.optional() }),
});

/** `GET /v1/options/parking`: prices in haléře. */
export const parkingOptionsSchema = z.looseObject({
  capacity: z.number().int(),
  free: z.number().int(),
  currency: text,
  free_minutes: z.number().int(),
  tariffs: z.array(
    z
      .object({
        from_minutes: z.number().int(),
        to_minutes: z.number().int().nullable(),
        price: z.number().int().optional().describe('flat price of the span, haléře'),
        price_per_hour: z.number().int().optional().describe('per started hour, haléře'),
      })
      .describe('a span of the stay and its price: `price` or `price_per_hour`'),
  ),
  max_daily_price: z.number().int().nullable(),
  entrances: z.array(z.looseObject({ name: z.record(z.string(), z.string()) })),
  ev_chargers: z.number().int(),
  image: imageUrl,
  translations: translations({ title: text.optional(), parking_description: text.optional() }),
});
export type ParkingOptions = z.output<typeof parkingOptionsSchema>;

/** `PUT /v1/admin/parking` — the car park's count of free spaces (its system, or an owner). */
export const parkingFreeRequestSchema = z.object({
  free: boundedInt(0, 100_000, 'A whole number of spaces from 0 to 100000'),
});

/** `PUT /v1/admin/parking` → data: the count as stored and sent to open parking pages. */
export const parkingCountSchema = z.object({
  free: z.number().int(),
  capacity: z.number().int(),
});
