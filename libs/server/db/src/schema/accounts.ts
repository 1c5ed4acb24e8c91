import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { bookingServices, tenants } from '../schema';

/**
 * Accounts, member data, support, messages and booking orders (docs/api.md, "Auth" and
 * "Accounts and member paths"). Re-exported from `../schema.ts`, so drizzle-kit and the
 * relational query builder see these tables with the rest.
 *
 * Deleting an account (POST /v1/delete-account) keeps the `customers` row as an anonymised
 * tombstone: personal columns are cleared, `email` becomes NULL and `deleted_at` is set, and every
 * other row about the person (tokens, likes, follows, thumbs, messages, subscriptions, uploads) is
 * deleted. A ledger table (`points_entries`) references `customers.id` with `onDelete: 'restrict'`
 * and keeps its rows: they then point at the tombstone, which carries no personal data.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Lower-cased; NULL only on a deleted (tombstone) row. Unique per tenant. */
    email: text('email'),
    /** argon2id PHC string; NULL for an SSO-only account (add-password-after-sso sets it). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    locale: text('locale').notNull().default('cz'),
    phone: text('phone'),
    birthDate: text('birth_date'), // YYYY-MM-DD
    gender: text('gender'),
    city: text('city'),
    zipCode: text('zip_code'),
    /** Path under DATA_DIR/uploads, e.g. `avatars/beta/12-a1b2c3.webp`. */
    avatarPath: text('avatar_path'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Firebase `sub` of a linked SSO identity. */
    firebaseUid: text('firebase_uid'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the account was deleted; the row is then an anonymised tombstone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_tenant_email_idx').on(t.tenantId, t.email),
    uniqueIndex('customers_tenant_firebase_idx').on(t.tenantId, t.firebaseUid),
  ],
);

/** API bearer tokens: only the SHA-256 of the token is stored. Deleting a row revokes it. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** `login`, `oauth` (wifi password grant), `firebase`, `magic-link`, `verification`. */
    kind: text('kind').notNull().default('login'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_tokens_hash_idx').on(t.tokenHash),
    index('customer_tokens_customer_idx').on(t.customerId),
  ],
);

/** Single-use, expiring tokens sent by e-mail (verification, password reset / magic login). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** `verify-email` | `reset-password` */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_idx').on(t.tokenHash),
    index('email_tokens_customer_idx').on(t.customerId, t.purpose),
  ],
);

/**
 * Failed secret checks and the locks they led to (apps/api/src/auth/failure-lock.ts), in the
 * database so that every API process counts the same failures. `scope` is what is guessed
 * (`account`: a member's password, key = tenant and e-mail; `staff-key`: the admin key, key =
 * client IP); only the SHA-256 of the key is stored, so a row names nobody. Rows a day past
 * their last failure and lock are deleted.
 */
export const failureLocks = pgTable(
  'failure_locks',
  {
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    /** Failures in the current window (since `window_started_at`). */
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Locks so far: the next one lasts LOCK_MINUTES × 2^locks (capped). */
    locks: integer('locks').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.keyHash] }),
    index('failure_locks_updated_idx').on(t.updatedAt),
  ],
);

/** Likes of content (news, event, reward, product, company) by id; ids are the content tables'. */
export const likes = pgTable(
  'likes',
  {
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.type, t.entityId] }),
    index('likes_tenant_entity_idx').on(t.tenantId, t.type, t.entityId),
  ],
);

/** Companies (shops) a member follows. */
export const companyFollows = pgTable(
  'company_follows',
  {
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.companyId] })],
);

/** Thumbs up (1) / down (-1) a member gave to content. */
export const thumbs = pgTable(
  'thumbs',
  {
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    entityId: integer('entity_id').notNull(),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.type, t.entityId] })],
);

/** Newsletter sign-ups (public; a member's own e-mail or anyone's with consent). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('cz'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hash of the unsubscribe token carried by every newsletter's link. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_tenant_email_idx').on(t.tenantId, t.email)],
);

/** Contact-form requests (public; linked to the member when logged in). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Support chat between a member and the mall. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** `customer` (sent by the member) or `mall` (sent by the mall's staff). */
    sender: text('sender').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_customer_idx').on(t.tenantId, t.customerId, t.createdAt)],
);

/** A member's booking of one service (`booking_services`, with its options) at a time. */
export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** `pending` | `confirmed` | `cancelled` | `done` */
    status: text('status').notNull().default('pending'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_orders_customer_idx').on(t.tenantId, t.customerId)],
);

export const bookingOrderItems = pgTable(
  'booking_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    /** `service` or `option` */
    kind: text('kind').notNull(),
    serviceId: integer('service_id').references(() => bookingServices.id, {
      onDelete: 'set null',
    }),
    /** The option's `id` inside `booking_services.options` (options are JSON on the service). */
    optionId: text('option_id'),
    /** The service's/option's name when ordered (prices and names may change later). */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [index('booking_order_items_order_idx').on(t.orderId)],
);
