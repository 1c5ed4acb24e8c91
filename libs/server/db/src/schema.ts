import { sql } from 'drizzle-orm';
import {
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
