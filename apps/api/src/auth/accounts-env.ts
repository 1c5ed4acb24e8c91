import { z } from 'zod';

/**
 * Environment keys of accounts, mail and member paths. Spread into `envSchema` (env.ts, the only
 * file that reads process.env), so they are parsed and reported with every other key.
 */
const flag = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? def : v === 'true' || v === '1'));

export const accountsEnvShape = {
  /** `smtp://user:pass@host:587` / `smtps://…`; alternative to SMTP_HOST/SMTP_PORT/…. */
  SMTP_URL: z.url().optional(),
  /** Serve GET /dev/outbox even when NODE_ENV=production (the demo `npm start`). */
  DEV_OUTBOX: flag(false),
  /** Firebase project whose ID tokens /v1/firebase-login accepts (aud / iss). */
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  /** JWKS JSON (`{"keys":[…]}`), a `{kid: PEM certificate}` map, or a path to a file with either. */
  FIREBASE_PUBLIC_KEYS: z.string().min(1).optional(),
  /** API token lifetime in days since last use (sliding expiry). */
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Requests per minute per client IP and tenant on login, register, forget-password, oauth. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Contact-form and newsletter posts per minute per client IP and tenant. */
  SUPPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** HMAC key of the parking QR codes (≥ 16 chars); without it a random key per process. */
  PARKING_QR_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
};
