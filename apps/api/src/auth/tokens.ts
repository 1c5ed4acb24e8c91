import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 32 random bytes, base64url (43 characters). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this SHA-256 (hex) is stored; a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
