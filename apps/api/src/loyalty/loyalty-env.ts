import { z } from 'zod';

/**
 * Environment keys of the loyalty engine, spread into `envSchema` (env.ts). ADMIN_KEY itself is
 * in env.ts; outside production the admin endpoints fall back to DEV_ADMIN_KEY when it is unset.
 */
export const loyaltyEnvShape = {
  /** Minutes between points-expiry runs inside the API; 0 turns the timer off (tests do). */
  LOYALTY_EXPIRY_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /**
   * OCR of receipt photos after upload (docs/loyalty.md "Reading receipts"): `on` unless set to
   * `off`, in every mode (production, demo, development). Off: nothing is approved at once, every
   * receipt waits for staff (hold reason `unread`); the API tests turn it off to spare the CPU.
   */
  RECEIPT_OCR: z.enum(['on', 'off']).optional(),
  /** A photo not read within this many seconds waits for staff (the OCR worker restarts). */
  RECEIPT_OCR_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Photos waiting to be read at most; beyond, a new photo is not read and waits for staff. */
  RECEIPT_OCR_QUEUE: z.coerce.number().int().min(1).max(10_000).default(200),
};

/** Whether receipt photos are read: always, unless RECEIPT_OCR=off. */
export function receiptOcrEnabled(env: { RECEIPT_OCR?: 'on' | 'off' }) {
  return env.RECEIPT_OCR !== 'off';
}

/** The admin key of a local demo (`npm start`, tests) when ADMIN_KEY is not set. */
export const DEV_ADMIN_KEY = 'atrium-dev-admin-key';
