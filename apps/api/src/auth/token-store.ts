import type { Database } from '@atrium/server-db/database';
import { customers, customerTokens } from '@atrium/server-db/schema/accounts';
import { and, eq, lt, ne, sql } from 'drizzle-orm';

import { generateToken, hashToken } from './tokens';

export type CustomerRow = typeof customers.$inferSelect;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A token's expiry moves forward on use, at most once per this interval (one write a day). */
const TOUCH_INTERVAL_MS = DAY_MS;

export interface IssuedToken {
  token: string;
  id: number;
  expiresAt: Date;
}

/** Creates an API token for a customer of a tenant; only its hash is stored. */
export async function issueToken(
  db: Database,
  opts: { tenantId: string; customerId: number; kind: string; ttlDays: number },
): Promise<IssuedToken> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + opts.ttlDays * DAY_MS);
  const [row] = await db
    .insert(customerTokens)
    .values({
      tenantId: opts.tenantId,
      customerId: opts.customerId,
      tokenHash: hashToken(token),
      kind: opts.kind,
      expiresAt,
    })
    .returning({ id: customerTokens.id });
  return { token, id: row!.id, expiresAt };
}

function prepareTokenLookup(db: Database) {
  return db
    .select({ token: customerTokens, customer: customers })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(eq(customerTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('check_token');
}

/**
 * Every member request starts with this lookup, and building its SQL (two tables' columns) cost
 * a third of such a request's CPU (docs/benchmarks.md): it is built once per database.
 */
const tokenLookups = new WeakMap<Database, ReturnType<typeof prepareTokenLookup>>();

function tokenLookup(db: Database) {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = prepareTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  return lookup;
}

export type TokenCheck =
  | { ok: true; customer: CustomerRow; tokenId: number; expiresAt: Date }
  | { ok: false; reason: 'unknown' | 'expired' | 'other-tenant' };

/**
 * Finds the customer behind a bearer token for one tenant. A token of another tenant, an expired
 * one or a revoked (deleted) one is refused. Sliding expiry: a used token lives `ttlDays` more.
 */
export async function checkToken(
  db: Database,
  token: string,
  tenantId: string,
  ttlDays: number,
): Promise<TokenCheck> {
  const [row] = await tokenLookup(db).execute({ tokenHash: hashToken(token) });
  if (!row || row.customer.deletedAt) return { ok: false, reason: 'unknown' };
  if (row.token.tenantId !== tenantId || row.customer.tenantId !== tenantId) {
    return { ok: false, reason: 'other-tenant' };
  }
  const now = Date.now();
  if (row.token.expiresAt.getTime() <= now) {
    await db.delete(customerTokens).where(eq(customerTokens.id, row.token.id));
    return { ok: false, reason: 'expired' };
  }
  let expiresAt = row.token.expiresAt;
  if (now - row.token.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    expiresAt = new Date(now + ttlDays * DAY_MS);
    await db
      .update(customerTokens)
      .set({ lastUsedAt: new Date(now), expiresAt })
      .where(eq(customerTokens.id, row.token.id));
  }
  return { ok: true, customer: row.customer, tokenId: row.token.id, expiresAt };
}

/** Revokes one token (logout). */
export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(customerTokens).where(eq(customerTokens.id, tokenId));
}

/** Revokes every token of a customer, except `keepTokenId` (e.g. after a password change). */
export async function revokeCustomerTokens(
  db: Database,
  customerId: number,
  keepTokenId?: number,
): Promise<void> {
  await db
    .delete(customerTokens)
    .where(
      keepTokenId === undefined
        ? eq(customerTokens.customerId, customerId)
        : and(eq(customerTokens.customerId, customerId), ne(customerTokens.id, keepTokenId)),
    );
}

/** Removes expired tokens (housekeeping; safe to call any time). */
export async function purgeExpiredTokens(db: Database): Promise<void> {
  await db.delete(customerTokens).where(lt(customerTokens.expiresAt, new Date()));
}
