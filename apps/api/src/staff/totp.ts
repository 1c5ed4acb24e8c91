import { Secret, TOTP } from 'otpauth';

/**
 * The staff second factor: TOTP (RFC 6238) with the parameters every authenticator app reads
 * from an `otpauth://` URI — SHA-1, 6 digits, 30 s steps — through the `otpauth` library. A code
 * is accepted one step early or late (clock drift) and only once: the step it matched must be
 * later than the last accepted one (no replay of an overheard code).
 */
const PERIOD = 30;
const WINDOW = 1;

function totp(secret: string, label = 'staff', issuer = 'Atrium') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, base32) and its `otpauth://` URI for the QR code. */
export function newTotpSecret(label: string, issuer: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, label, issuer).toString() };
}

/**
 * The time step `code` matches for `secret` now, when it is later than `lastStep`; else null
 * (wrong code, or a code already used).
 */
export function matchTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  timestamp = Date.now(),
): number | null {
  const delta = totp(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The current code of a secret (tests, and the demo's documentation). */
export function currentTotp(secret: string, timestamp = Date.now()): string {
  return totp(secret).generate({ timestamp });
}
