import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The code behind the parking QR (`GET /v1/me/parking/show-qr-code`): what the parking gate
 * reads to recognise a member (e.g. for free or discounted parking).
 *
 *   ATP1.<tenantId>.<customerId>.<expires unix s>.<HMAC-SHA256 base64url, 32 chars>
 *
 * The gate checks it offline with the shared PARKING_QR_SECRET (`verifyParkingCode`). A code
 * is valid for PARKING_CODE_TTL_S; the site fetches a new one when it shows the QR.
 */
export const PARKING_CODE_TTL_S = 15 * 60;
const PREFIX = 'ATP1';

const processSecrets = new WeakMap<object, string>();

/** PARKING_QR_SECRET, or a random key for the life of this process (demo without config). */
export function parkingSecret(env: { PARKING_QR_SECRET?: string | undefined }): string {
  if (env.PARKING_QR_SECRET) return env.PARKING_QR_SECRET;
  let s = processSecrets.get(env);
  if (!s) {
    s = randomBytes(32).toString('hex');
    processSecrets.set(env, s);
  }
  return s;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);
}

export function createParkingCode(
  secret: string,
  tenantId: string,
  customerId: number,
  now = Date.now(),
): { code: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + PARKING_CODE_TTL_S;
  const payload = `${PREFIX}.${tenantId}.${customerId}.${exp}`;
  return { code: `${payload}.${sign(payload, secret)}`, expiresAt: new Date(exp * 1000) };
}

export function verifyParkingCode(
  secret: string,
  code: string,
  now = Date.now(),
): { tenantId: string; customerId: number } | null {
  const parts = code.split('.');
  if (parts.length !== 5 || parts[0] !== PREFIX) return null;
  const [, tenantId, customerId, exp, sig] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(parts.slice(0, 4).join('.'), secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(exp) || Number(exp) * 1000 <= now || !/^\d+$/.test(customerId)) return null;
  return { tenantId, customerId: Number(customerId) };
}
