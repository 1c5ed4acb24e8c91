import type { Database } from '../database';
import { customers } from '../schema/accounts';

/**
 * A verified demo member per tenant, so `npm start` and the browser tests can log in without
 * going through the outbox: e-mail `demo@atrium.example`, password `Demo12345`.
 * The hash is a precomputed argon2id PHC string of that password (hashing at seed time would need
 * argon2 in this library and ~50 ms per tenant).
 */
export const DEMO_MEMBER = {
  email: 'demo@atrium.example',
  password: 'Demo12345',
  passwordHash:
    '$argon2id$v=19$m=19456,t=2,p=1$xJdESa5fGwP7bwotGBFP5g$LWrBujL+iROIkFX1NtYsBT1fDAB/pdM1kdcsd0rV5uA',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

/** Inserts the demo member into each tenant (skips tenants that already have it). */
export async function seedDemoMembers(
  db: Pick<Database, 'insert'>,
  tenants: { id: string; defaultLocale: string }[],
): Promise<void> {
  const now = new Date();
  await db
    .insert(customers)
    .values(
      tenants.map((t) => ({
        tenantId: t.id,
        email: DEMO_MEMBER.email,
        passwordHash: DEMO_MEMBER.passwordHash,
        firstName: DEMO_MEMBER.firstName,
        lastName: DEMO_MEMBER.lastName,
        locale: t.defaultLocale,
        emailVerifiedAt: now,
        termsAcceptedAt: now,
      })),
    )
    .onConflictDoNothing();
}
