import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The single source of the database's types. Every tenant-owned table has `tenant_id`
 * and every query filters by it (see docs/api.md, "Tenant isolation").
 * After changing this file run `npm run db:generate -w @atrium/server-db` and commit the SQL.
 */

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(), // tenantId, e.g. 'beta', 'galerieharfa'
  name: text('name').notNull(),
  defaultLocale: text('default_locale').notNull().default('cz'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Browser origins that belong to a tenant (the API finds the tenant from `Origin`). */
export const tenantOrigins = pgTable(
  'tenant_origins',
  {
    origin: text('origin').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [index('tenant_origins_tenant_idx').on(t.tenantId)],
);

/** A tenant's malls; the first by `position` is the tenant's own mall. */
export const malls = pgTable(
  'malls',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    /** The spec section 3 Mall fields that are not columns (images, billing, social, hours …). */
    profile: jsonb('profile')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index('malls_tenant_idx').on(t.tenantId, t.position)],
);

/** Flat key/value web-app settings (spec section 3), strings only. */
export const settings = pgTable(
  'settings',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** Old paths of a tenant's previous website and where they live now (DESIGN section 8). */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    statusCode: integer('status_code').notNull().default(301),
  },
  (t) => [uniqueIndex('redirects_tenant_path_idx').on(t.tenantId, t.fromPath)],
);

// ---------------------------------------------------------------------------------------------
// Content. Texts live in `translations`: [{locale, title, description, …}] for en, cz, sk, de.
// Images are `/media/...` paths (made absolute by the API).
// ---------------------------------------------------------------------------------------------

export type Translation = { locale: string } & Record<string, string>;
export type FloorplanArea = {
  company_id: number;
  x: number;
  y: number;
  width: number;
  height: number;
};

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const translations = () =>
  jsonb('translations')
    .$type<Translation[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Categories of one content type: company, product, reward, amenity, event, news, faq. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (t) => [uniqueIndex('categories_tenant_type_slug_idx').on(t.tenantId, t.type, t.slug)],
);

/** One floor of the mall with its plan (an SVG with the shops' areas). */
export const floorplans = pgTable(
  'floorplans',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    level: integer('level').notNull(),
    image: text('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    areas: jsonb('areas')
      .$type<FloorplanArea[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    translations: translations(),
  },
  (t) => [uniqueIndex('floorplans_tenant_level_idx').on(t.tenantId, t.level)],
);

/** Shops and services (`companies`). kind: shop | service | dining | eshop. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    kind: text('kind').notNull(),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    floor: integer('floor'),
    floorplanId: integer('floorplan_id').references(() => floorplans.id, { onDelete: 'set null' }),
    unit: text('unit'),
    logo: text('logo'),
    image: text('image'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    eshopUrl: text('eshop_url'),
    openingHours: jsonb('opening_hours').$type<Record<string, unknown>[] | null>(),
    isFeatured: boolean('is_featured').notNull().default(false),
    acceptsLoyalty: boolean('accepts_loyalty').notNull().default(true),
    /**
     * The shop's company number (IČO, 8 digits) as printed on its receipts; OCR compares it before
     * a receipt is approved automatically (docs/loyalty.md). Null: its receipts wait for staff.
     */
    companyNumber: text('company_number'),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_tenant_slug_idx').on(t.tenantId, t.slug),
    index('companies_tenant_kind_idx').on(t.tenantId, t.kind),
  ],
);

/**
 * Staff publishing (the console's Content area, docs/api.md "Content editing"): `draft` is seen
 * by staff only; `published` is public between `publish_from` and `publish_until` (null = no
 * bound). Rows made before publishing existed are `published` without bounds.
 */
const publication = () => ({
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
  publishFrom: timestamp('publish_from', { withTimezone: true }),
  publishUntil: timestamp('publish_until', { withTimezone: true }),
});

/** Events and news share a shape; `company_id` null = the mall's own (type=mall). */
const postColumns = () => ({
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  image: text('image'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  translations: translations(),
  ...publication(),
});

export const events = pgTable('events', postColumns(), (t) => [
  index('events_tenant_starts_idx').on(t.tenantId, t.startsAt),
]);

export const news = pgTable('news', postColumns(), (t) => [
  index('news_tenant_published_idx').on(t.tenantId, t.publishedAt),
]);

/** Offers (`products`): a shop's offer valid between two dates. Prices in haléře. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    image: text('image'),
    priceOriginal: integer('price_original'),
    priceDiscounted: integer('price_discounted'),
    discountPercent: integer('discount_percent'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    translations: translations(),
    ...publication(),
  },
  (t) => [index('products_tenant_valid_idx').on(t.tenantId, t.validTo)],
);

/** Rewards of the loyalty programme: cost in points, stock, per-customer limit. */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    image: text('image'),
    points: integer('points').notNull(),
    stock: integer('stock').notNull(),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    translations: translations(),
  },
  (t) => [index('rewards_tenant_idx').on(t.tenantId)],
);

export const amenities = pgTable(
  'amenities',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    icon: text('icon'),
    image: text('image'),
    floor: integer('floor'),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (t) => [uniqueIndex('amenities_tenant_slug_idx').on(t.tenantId, t.slug)],
);

/** FAQ entries (question/answer in translations), grouped by categories of type 'faq'. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (t) => [index('faqs_tenant_idx').on(t.tenantId)],
);

/** Custom content pages (`/a/:permaLink`, gift-cards, loyalty-program, compliance texts …). */
export const websitePages = pgTable(
  'website_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    permalink: text('permalink').notNull(),
    image: text('image'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    translations: translations(),
  },
  (t) => [uniqueIndex('website_pages_tenant_permalink_idx').on(t.tenantId, t.permalink)],
);

/** Loyalty tiers by points earned in the last 12 months; multiplier in percent (100 = ×1). */
export const tiers = pgTable('tiers', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  slug: text('slug').notNull(),
  minPoints: integer('min_points').notNull(),
  multiplierPercent: integer('multiplier_percent').notNull().default(100),
  image: text('image'),
  translations: translations(),
});

/** Badges (awards) with the rule that grants them, e.g. {kind:'receipts', count:1}. */
export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  slug: text('slug').notNull(),
  rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
  image: text('image'),
  translations: translations(),
});

/** Per-tenant option documents, e.g. key 'parking' (capacity, tariffs, entrances). */
export const options = pgTable(
  'options',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** Bookable services (e.g. car wash, personal shopper); options priced in haléře. */
export const bookingServices = pgTable('booking_services', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  durationMinutes: integer('duration_minutes').notNull(),
  options: jsonb('options')
    .$type<Record<string, unknown>[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  image: text('image'),
  translations: translations(),
});

/** Outgoing e-mail when SMTP is not configured (and a record when it is); see /dev/outbox. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  links: jsonb('links')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});
