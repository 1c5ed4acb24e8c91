import { z } from 'zod';

/**
 * Environment keys of accounts, mail and member paths. Spread into `envSchema` (env.ts, the only
 * file that reads process.env), so they are parsed and reported with every other key.
 */
export const accountsEnvShape = {
  /** `smtp://user:pass@host:587` / `smtps://…`; alternative to SMTP_HOST/SMTP_PORT/…. */
  SMTP_URL: z.url().optional(),
  /** Firebase project whose ID tokens /v1/firebase-login accepts (aud / iss). */
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  /** JWKS JSON (`{"keys":[…]}`), a `{kid: PEM certificate}` map, or a path to a file with either. */
  FIREBASE_PUBLIC_KEYS: z.string().min(1).optional(),
  /** API token lifetime in days since last use (sliding expiry). */
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Requests per minute per client IP on login, register, forget-password, oauth/token,
   * change-password, delete-account (the IP is the peer's unless it is a TRUST_PROXY proxy).
   */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Contact-form and newsletter posts per minute per client IP. */
  SUPPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /**
   * Failed password checks of one account (login, oauth/token, change-password, delete-account)
   * within LOCK_WINDOW_MINUTES before the account is locked (auth/failure-lock.ts).
   */
  ACCOUNT_LOCK_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Wrong staff keys (X-Admin-Key) from one client IP within LOCK_WINDOW_MINUTES before a lock. */
  STAFF_KEY_LOCK_FAILURES: z.coerce.number().int().min(1).default(10),
  /** The window in which failures are counted. */
  LOCK_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** The first lock's length; each further lock of the same account or IP doubles it … */
  LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** … up to this length (a password reset unlocks an account at once). */
  LOCK_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 60),
  /** Lowest zxcvbn score (0–4) a new password must reach (register, change, reset, add). */
  PASSWORD_MIN_SCORE: z.coerce.number().int().min(0).max(4).default(3),
  /** HMAC key of the parking QR codes (≥ 16 chars); without it a random key per process. */
  PARKING_QR_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
};
