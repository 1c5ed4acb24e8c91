import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (the @node-rs/argon2 default algorithm) with its default
 * cost (19 MiB, 2 passes); the PHC string keeps the parameters, so they can be raised later.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist or has no password,
 * so login timing does not tell which e-mails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-for-timing-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
