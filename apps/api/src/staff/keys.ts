import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { Database } from '@atrium/server-db/database';
import { staffKeys } from '@atrium/server-db/schema/staff';
import { eq } from 'drizzle-orm';

import { hashToken } from '../auth/tokens';
import type { Db } from '../loyalty/db-util';

/**
 * A mall's own automation key for `X-Admin-Key` (docs/security.md "Automation key"). Only its
 * SHA-256 is stored; an owner rotates it (the old one stops at once). While a mall has its own
 * key, the deployment key (ADMIN_KEY, or the development key in demo mode and development) no
 * longer opens that mall; a mall without one accepts the deployment key as before.
 */

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type KeyVerdict = 'tenant' | 'deployment' | 'wrong' | 'none';

/**
 * Which key `sent` is for the tenant: its own (`tenant`), the deployment's (`deployment`, only
 * when the tenant has none of its own and `deploymentKey` is usable for this request), `wrong`, or
 * `none` when no key could be right (neither a tenant key nor a deployment key exists).
 */
export async function verifyAdminKey(
  db: Database,
  tenantId: string,
  sent: string,
  deploymentKey: string | undefined,
  deploymentAllowed: boolean,
): Promise<KeyVerdict> {
  const [own] = await db
    .select({ keyHash: staffKeys.keyHash })
    .from(staffKeys)
    .where(eq(staffKeys.tenantId, tenantId));
  if (own) return sameText(hashToken(sent), own.keyHash) ? 'tenant' : 'wrong';
  if (!deploymentKey) return 'none';
  return sameText(sent, deploymentKey) && deploymentAllowed ? 'deployment' : 'wrong';
}

/** Makes a new key for the tenant (replacing its old one); returns it once, in clear. */
export async function rotateTenantKey(
  db: Db,
  tenantId: string,
  createdBy: number | null,
): Promise<{ key: string; hint: string; createdAt: Date }> {
  const key = `atk_${randomBytes(32).toString('base64url')}`;
  const hint = key.slice(-4);
  const createdAt = new Date();
  const values = { tenantId, keyHash: hashToken(key), hint, createdBy, createdAt };
  await db
    .insert(staffKeys)
    .values(values)
    .onConflictDoUpdate({ target: staffKeys.tenantId, set: values });
  return { key, hint, createdAt };
}

/** The tenant's key without its secret, or null when it uses the deployment key. */
export async function tenantKeyInfo(db: Db, tenantId: string) {
  const [row] = await db
    .select({
      hint: staffKeys.hint,
      createdAt: staffKeys.createdAt,
      createdBy: staffKeys.createdBy,
    })
    .from(staffKeys)
    .where(eq(staffKeys.tenantId, tenantId));
  return row ?? null;
}

/** Removes the tenant's own key: the deployment key opens the mall again. */
export async function removeTenantKey(db: Db, tenantId: string): Promise<boolean> {
  const rows = await db
    .delete(staffKeys)
    .where(eq(staffKeys.tenantId, tenantId))
    .returning({ id: staffKeys.tenantId });
  return rows.length > 0;
}
