import { z } from 'zod';

import { LOCALES } from '../locales';

/**
 * Account request bodies and responses (`/v1/register`, `/v1/login`, …). The API validates with
 * these schemas and the browser forms reuse them, so both give the same per-field messages.
 * Messages are English; the site maps them to translated texts by field.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length; the cap keeps a request from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** A required text field with a readable message when it is missing or empty. */
export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: (i) => (i.input === undefined ? `The ${label} is required` : 'Must be text') })
    .trim()
    .min(1, `The ${label} is required`)
    .max(max, `The ${label} may have at most ${max} characters`);

export const emailSchema = z
  .string({
    error: (i) => (i.input === undefined ? 'The e-mail is required' : 'Must be text'),
  })
  .trim()
  .min(1, 'The e-mail is required')
  .max(254, 'The e-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string({
    error: (i) => (i.input === undefined ? 'The password is required' : 'Must be text'),
  })
  .min(PASSWORD_MIN_LENGTH, `The password must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `The password may have at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(
    (p) => /\p{L}/u.test(p) && /\d/.test(p),
    'The password must contain a letter and a digit',
  );

/**
 * Why the API refuses a new password that passes `passwordSchema` as too easy to guess (a
 * zxcvbn estimate on the server, apps/api/src/auth/password-strength.ts): reason code → the
 * 422 message on the `password` field. The site translates each message by its code.
 */
export const WEAK_PASSWORD_MESSAGES = {
  common: 'This password is one of the most common ones. Choose another.',
  personal: 'The password must not contain your name, your e-mail or the name of the mall.',
  word: 'A single word or name is easy to guess. Add more words.',
  pattern: 'Keyboard patterns, repeats and sequences are easy to guess.',
  date: 'Dates and years are easy to guess.',
  guessable: 'This password is too easy to guess. Add another word or a few characters.',
} as const;
export type WeakPasswordReason = keyof typeof WEAK_PASSWORD_MESSAGES;

/**
 * 429 after repeated wrong passwords (login, oauth/token, change-password, delete-account):
 * the account is locked for a while (`Retry-After`); a password reset unlocks it at once.
 */
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many wrong passwords: the account is locked for a while. Reset your password to unlock it now.';

/** A password typed at login: not checked against the rules (old accounts), only bounded. */
export const loginPasswordSchema = z
  .string({
    error: (i) => (i.input === undefined ? 'The password is required' : 'Must be text'),
  })
  .min(1, 'The password is required')
  .max(PASSWORD_MAX_LENGTH, 'The password is too long');

export const localeSchema = z.enum(LOCALES, { error: `Choose one of ${LOCALES.join(', ')}` });

/** Accepts JSON `true` and the form values 'true', '1', 'on'. */
const checkedSchema = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' || v === 1 ? true : v),
  z.boolean({ error: 'Must be true or false' }),
);

/** A single-use token from an e-mail link. */
export const emailTokenSchema = z
  .string({ error: (i) => (i.input === undefined ? 'The token is required' : 'Must be text') })
  .trim()
  .min(16, 'The link is invalid')
  .max(200, 'The link is invalid');

// ---- requests --------------------------------------------------------------------------------

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  locale: localeSchema,
  terms_accepted: checkedSchema.refine((v) => v, 'You must accept the terms and conditions'),
  /** Optional newsletter/marketing consent given on the form. */
  marketing_consent: checkedSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** register/email-resend and forget-password. */
export const emailRequestSchema = z.object({
  email: emailSchema,
  /** Language of the e-mail and its link; default: the account's language. */
  locale: localeSchema.optional(),
});
export type EmailRequest = z.input<typeof emailRequestSchema>;

/** register/email-verification and forget-password/login. */
export const tokenRequestSchema = z.object({ token: emailTokenSchema });
export type TokenRequest = z.input<typeof tokenRequestSchema>;

const confirmed = <T extends { password: string; password_confirmation?: string | undefined }>(
  v: T,
) => v.password_confirmation === undefined || v.password_confirmation === v.password;
const confirmationIssue = {
  message: 'The passwords do not match',
  path: ['password_confirmation'],
};

export const changePasswordRequestSchema = z
  .object({
    current_password: loginPasswordSchema,
    password: passwordSchema,
    password_confirmation: z.string().optional(),
  })
  .refine(confirmed, confirmationIssue);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changeForgetPasswordRequestSchema = z
  .object({
    token: emailTokenSchema,
    password: passwordSchema,
    password_confirmation: z.string().optional(),
  })
  .refine(confirmed, confirmationIssue);
export type ChangeForgetPasswordRequest = z.input<typeof changeForgetPasswordRequestSchema>;

export const addPasswordRequestSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string().optional() })
  .refine(confirmed, confirmationIssue);
export type AddPasswordRequest = z.input<typeof addPasswordRequestSchema>;

/** delete-account: the current password confirms it (SSO-only accounts send none). */
export const deleteAccountRequestSchema = z.object({
  password: loginPasswordSchema.optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const firebaseLoginRequestSchema = z.object({
  id_token: z
    .string({ error: (i) => (i.input === undefined ? 'The id_token is required' : 'Must be text') })
    .min(20, 'The id_token is invalid')
    .max(8192, 'The id_token is invalid'),
  locale: localeSchema.optional(),
});
export type FirebaseLoginRequest = z.input<typeof firebaseLoginRequestSchema>;

/** OAuth2 resource-owner password grant (wifi login), JSON or form-encoded. */
export const oauthTokenRequestSchema = z.object({
  grant_type: z.literal('password', { error: 'Only grant_type=password is supported' }),
  username: emailSchema,
  password: loginPasswordSchema,
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(500).optional(),
});
export type OauthTokenRequest = z.input<typeof oauthTokenRequestSchema>;

// ---- responses -------------------------------------------------------------------------------

/** The member as the API returns it (login, profile). */
export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.enum(LOCALES),
  phone: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: z.string().nullable(),
  city: z.string().nullable(),
  zip_code: z.string().nullable(),
  /** Absolute URL of the resized profile picture, or null (the site shows its default avatar). */
  avatar: z.string().nullable(),
  marketing_consent: z.boolean(),
  email_verified: z.boolean(),
  /** False for an SSO-only account: the site offers add-password-after-sso. */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** `POST /v1/login`, firebase-login, email-verification, forget-password/login → data. */
export const loginResponseSchema = z.object({
  token: z.string(),
  /** ISO time the token stops working unless used (sliding expiry). */
  expires_at: z.string(),
  customer: customerSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /v1/oauth/token` → the OAuth2 token response itself (not wrapped in the envelope). */
export const oauthTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type OauthTokenResponse = z.infer<typeof oauthTokenResponseSchema>;

/** Answers that only confirm: `{message}` (logout, password changed, mail on its way, …). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `POST /v1/register` → 201 data. */
export const registerResponseSchema = z.object({
  customer: customerSchema,
  verification_required: z.boolean(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `POST /v1/add-password-after-sso` → data. */
export const customerResponseSchema = z.object({ customer: customerSchema });

/**
 * `POST /v1/oauth/token` errors: the error envelope with the OAuth2 fields beside it
 * (RFC 6749 §5.2).
 */
export const oauthErrorSchema = z.object({
  status: z.literal('error'),
  httpStatus: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error: z.string().optional().describe('invalid_request | unsupported_grant_type | invalid_grant'),
  error_description: z.string().optional(),
});
