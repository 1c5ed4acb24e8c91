import { z } from 'zod';

import { emailSchema, loginPasswordSchema, passwordSchema } from './auth';
import { boundedInt, MAX_PAGE } from './integers';

/**
 * Staff accounts (`/v1/staff/*`, docs/api.md "Staff accounts"): request bodies the API validates
 * and the console's forms reuse, and the shapes it answers with.
 */

/** `owner` may do everything the other roles may, and manages staff, the key and the audit log. */
export const STAFF_ROLES = ['owner', 'content', 'desk', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Staff bearer tokens start with this, member tokens never do. */
export const STAFF_TOKEN_PREFIX = 'ast_';

/** 429 after repeated wrong passwords or codes at staff sign-in. */
export const STAFF_LOCKED_MESSAGE =
  'Too many wrong passwords or codes: the staff account is locked for a while.';

/** 403 on everything but enrolling while the mall requires two-step sign-in and it is not on. */
export const TWO_STEP_REQUIRED_MESSAGE =
  'This mall requires two-step sign-in: set it up on your account page first.';

/** 422 on `totp` when the account has a second factor and the sign-in sent no code. */
export const TOTP_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

const roleSchema = z.enum(STAFF_ROLES, { error: `Choose one of ${STAFF_ROLES.join(', ')}` });
const nameSchema = z.string().trim().max(120, 'At most 120 characters');

/** A 6-digit TOTP code; spaces people type between the groups are dropped. */
export const totpCodeSchema = z
  .string({ error: (i) => (i.input === undefined ? 'Enter the code' : 'Must be text') })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** How many recovery codes two-step sign-in gives, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as typed: `abcde-fghij` (case, spaces and dashes do not matter). */
export const recoveryCodeSchema = z
  .string({ error: 'Enter a recovery code' })
  .transform((s) => s.toUpperCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(/^[A-Z2-7]{10}$/, 'A recovery code has 10 letters and digits'));

/** POST /v1/staff/login — with two-step sign-in, a TOTP code or one recovery code */
export const staffLoginRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  totp: totpCodeSchema.optional(),
  recovery_code: recoveryCodeSchema.optional(),
});

/** POST /v1/staff/totp/enrol, /v1/staff/totp/recovery-codes — the current password */
export const staffPasswordConfirmSchema = z.object({ password: loginPasswordSchema });

/** POST /v1/staff/invite (owner) */
export const staffInviteRequestSchema = z.object({
  email: emailSchema,
  role: roleSchema,
  name: nameSchema.optional(),
});

/** POST /v1/staff/accept — the invitation link's token and the new password */
export const staffAcceptRequestSchema = z.object({
  token: z.string({ error: 'The token is required' }).trim().min(10).max(200),
  password: passwordSchema,
  name: nameSchema.optional(),
});

/** POST /v1/staff/password/forgot — where to send the link (answered alike for any address) */
export const staffForgotPasswordRequestSchema = z.object({ email: emailSchema });

/** POST /v1/staff/password/reset — the e-mailed link's token and the new password */
export const staffResetPasswordRequestSchema = z.object({
  token: z.string({ error: 'The token is required' }).trim().min(10).max(200),
  password: passwordSchema,
});

/** PATCH /v1/staff/members/:id (owner) */
export const staffRoleRequestSchema = z.object({ role: roleSchema });

/** POST /v1/staff/totp/confirm */
export const totpConfirmRequestSchema = z.object({ code: totpCodeSchema });

/** POST /v1/staff/totp/disable — the password and a current code (or a recovery code) */
export const totpDisableRequestSchema = z.object({
  password: loginPasswordSchema,
  code: totpCodeSchema,
});

/** GET /v1/staff/audit?actor&action&target_type&target_id&from&to&page&per_page (owner) */
export const auditQuerySchema = z.object({
  /** A staff id, or `key` for the automation key, or `system`. */
  actor: z
    .string()
    .regex(/^(\d{1,9}|key|system)$/, 'A staff id, key or system')
    .optional(),
  action: z.string().trim().min(1).max(80).optional(),
  target_type: z.string().trim().min(1).max(40).optional(),
  target_id: z.string().trim().min(1).max(80).optional(),
  from: z.iso.datetime({ offset: true, error: 'An ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'An ISO date-time' }).optional(),
  page: boundedInt(1, MAX_PAGE, `A page from 1 to ${MAX_PAGE}`).default(1),
  per_page: z.coerce.number({ error: 'Must be a number' }).int().min(1).max(200).default(50),
});

// ---- responses -------------------------------------------------------------------------------

export const staffMemberSchema = z.object({
  id: z.number().int(),
  /** The mall the account belongs to; its staff realtime channel is `private-staff-{tenant_id}`. */
  tenant_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  totp_enabled: z.boolean(),
  /** Unused recovery codes left (0 without two-step sign-in). */
  recovery_codes_left: z.number().int(),
  /**
   * The mall requires two-step sign-in and this account has none yet: the API answers only the
   * enrolment (and /staff/me, sign-out) until it is on.
   */
  must_enrol_two_step: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `POST /v1/staff/login`, `POST /v1/staff/accept` → data. */
export const staffSessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  staff: staffMemberSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({
    type: z.enum(['staff', 'key', 'system']),
    staff_id: z.number().int().nullable(),
    label: z.string(),
  }),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `POST /v1/staff/totp/enrol` → data: the secret to confirm with a code. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string().describe('otpauth:// URI for the authenticator app'),
});

/** `POST /v1/staff/totp/confirm`, `/disable` → data. */
export const totpStateSchema = z.object({ totp_enabled: z.boolean() });

/**
 * `POST /v1/staff/totp/confirm` and `/v1/staff/totp/recovery-codes` → data: the recovery codes,
 * shown this once (only their hashes are kept); a new set replaces the old one.
 */
export const recoveryCodesSchema = z.object({
  totp_enabled: z.boolean(),
  recovery_codes: z.array(z.string()),
});

/** `GET /v1/staff/sign-in-refusals` → data: refused sign-ins, one row per account, reason, hour. */
export const signInRefusalSchema = z.object({
  /** The staff member, or null for an address that is no active account of the mall. */
  staff_id: z.number().int().nullable(),
  email: z.string().nullable(),
  reason: z.enum(['password', 'code', 'locked', 'demo']),
  hour: z.string(),
  count: z.number().int(),
  last_at: z.string(),
});

/** `GET`, `DELETE /v1/staff/key` → data: whether the mall has its own automation key. */
export const staffKeyInfoSchema = z.object({
  own_key: z.boolean(),
  hint: z.string().nullable(),
  created_at: z.string().nullable(),
});

/** `POST /v1/staff/key` → data: the new key, shown once. */
export const staffKeyRotatedSchema = z.object({
  key: z.string(),
  hint: z.string(),
  created_at: z.string(),
});

/** The most points a mall may let one desk staff member move in a day. */
export const MAX_DESK_POINTS_PER_DAY = 1_000_000;

/** `GET`, `PUT /v1/staff/policy` → data: the mall's rules for its staff (owners). */
export const staffPolicySchema = z.object({
  /** Points one desk staff member may move by hand per day (UTC), bonuses and corrections alike. */
  desk_points_per_day: z.number().int(),
  /** Every staff member must sign in with a second factor (enrolment right after the password). */
  require_two_step: z.boolean(),
});
export type StaffPolicy = z.infer<typeof staffPolicySchema>;

/** PUT /v1/staff/policy (owner): the fields sent change, the others stay. */
export const staffPolicyRequestSchema = z.object({
  desk_points_per_day: boundedInt(
    0,
    MAX_DESK_POINTS_PER_DAY,
    `A whole number of points from 0 to ${MAX_DESK_POINTS_PER_DAY}`,
  ).optional(),
  require_two_step: z.boolean({ error: 'true or false' }).optional(),
});
