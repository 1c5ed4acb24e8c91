import { z } from 'zod';

/**
 * Environment keys of the loyalty engine, spread into `envSchema` (env.ts). ADMIN_KEY itself is
 * in env.ts; outside production the admin endpoints fall back to DEV_ADMIN_KEY when it is unset.
 */
export const loyaltyEnvShape = {
  /** Minutes between points-expiry runs inside the API; 0 turns the timer off (tests do). */
  LOYALTY_EXPIRY_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
};

/** The admin key of a local demo (`npm start`, tests) when ADMIN_KEY is not set. */
export const DEV_ADMIN_KEY = 'atrium-dev-admin-key';
