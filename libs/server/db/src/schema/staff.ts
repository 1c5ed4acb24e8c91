import {
  bigint,
  bigserial,
  boolean,
  date,
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

import { tenants } from '../schema';

/**
 * Staff accounts of a mall, their sessions and invitations, the mall's own automation key and the
 * audit log (docs/api.md "Staff accounts", docs/security.md). Apart from the members' tables on
 * purpose: a member token is looked up in `customer_tokens` only and a staff token in
 * `staff_tokens` only, so neither ever opens the other's paths.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** `owner` manages staff, the key and the audit log and may do everything the others may. */
export const STAFF_ROLES = ['owner', 'content', 'desk', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Lower-cased; unique per tenant (the same person may be staff of two malls). */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').$type<StaffRole>().notNull(),
    /** `invited` (no password yet), `active`, `deactivated` (cannot sign in; rows never go). */
    status: text('status').$type<'invited' | 'active' | 'deactivated'>().notNull(),
    /** argon2id PHC string; NULL until the invitation is accepted. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret (RFC 6238) once confirmed; sign-in then needs a code. */
    totpSecret: text('totp_secret'),
    /** A secret handed out by enrol, waiting for its first code (confirm). */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code is good once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Demo data (a documented password): refused at sign-in outside demo and development. */
    demo: boolean('demo').notNull().default(false),
    invitedBy: integer('invited_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_members_tenant_email_idx').on(t.tenantId, t.email),
    index('staff_members_tenant_role_idx').on(t.tenantId, t.role),
  ],
);

/** Staff bearer sessions: only the SHA-256 of the token is stored; deleting a row signs out. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry: moves forward on use, never past `absolute_expires_at`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_tokens_hash_idx').on(t.tokenHash),
    index('staff_tokens_staff_idx').on(t.staffId),
  ],
);

/**
 * A table of single-use links mailed to a staff member (SHA-256 of the token stored, never the
 * token), each used up once (`used_at`) or expired.
 */
const singleUseLinks = (name: string) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      tenantId: tenantId(),
      staffId: integer('staff_id')
        .notNull()
        .references(() => staffMembers.id, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull(),
      createdAt: createdAt(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
    },
    (t) => [
      uniqueIndex(`${name}_hash_idx`).on(t.tokenHash),
      index(`${name}_staff_idx`).on(t.staffId),
    ],
  );

/** Invitation links (7 days); a new invitation replaces the unused ones. */
export const staffInvites = singleUseLinks('staff_invites');

/**
 * Links that let an active staff member who forgot their password choose a new one (one hour);
 * a new request replaces the unused ones.
 */
export const staffPasswordResets = singleUseLinks('staff_password_resets');

/**
 * A mall's rules for its staff, edited by its owners (GET/PUT /v1/staff/policy); a mall without a
 * row has the defaults.
 */
export const staffPolicies = pgTable('staff_policies', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** Points one desk staff member may move (the sum of |delta|) per day, UTC. */
  deskPointsPerDay: integer('desk_points_per_day').notNull().default(2000),
  /** Staff without a second factor reach nothing but enrolling it after their password. */
  requireTwoStep: boolean('require_two_step').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Points a staff member moved by hand on a day (UTC): the sum of |delta| of their adjustments,
 * raised in the adjustment's transaction by a conditional upsert that holds the row's lock, so
 * parallel adjustments cannot pass the mall's daily limit together.
 */
export const staffPointsDays = pgTable(
  'staff_points_days',
  {
    tenantId: tenantId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    moved: integer('moved').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.staffId, t.day] })],
);

/**
 * Single-use recovery codes of a staff member with two-step sign-in (argon2id hashes, never the
 * codes): ten made when it is enabled or regenerated, each usable once instead of a TOTP code.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Refused staff sign-ins, aggregated: one row per mall, account (`staff:<id>`, or `unknown` for
 * any address that is no active account, so guessed addresses add no rows), reason and hour, its
 * count raised by an upsert. The audit log itself is append-only; this keeps the repeats bounded.
 */
export const staffSignInRefusals = pgTable(
  'staff_sign_in_refusals',
  {
    tenantId: tenantId(),
    subject: text('subject').notNull(),
    reason: text('reason').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    lastIp: text('last_ip'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.subject, t.reason, t.hour] })],
);

/**
 * A mall's own automation key for `X-Admin-Key` (SHA-256 stored; an owner rotates it). While a
 * mall has one, the deployment's ADMIN_KEY no longer opens that mall.
 */
export const staffKeys = pgTable('staff_keys', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull(),
  /** The key's last four characters, to tell keys apart in the console. */
  hint: text('hint').notNull(),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});

/**
 * Append-only: every staff and key-authenticated action, in the transaction of the change where
 * there is one. A trigger (migration 0008) refuses UPDATE, DELETE and TRUNCATE. No foreign keys,
 * so a row outlives what it names; `tenant_id` is not cascaded for the same reason.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `staff` (actor_staff_id set), `key` (the automation key) or `system` (CLI, seed). */
    actorType: text('actor_type').$type<'staff' | 'key' | 'system'>().notNull(),
    actorStaffId: integer('actor_staff_id'),
    /** The staff member's e-mail at the time, `key:tenant`, `key:deployment` or `cli`. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_tenant_at_idx').on(t.tenantId, t.at),
    index('audit_log_tenant_actor_idx').on(t.tenantId, t.actorType, t.actorStaffId),
    index('audit_log_tenant_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);
