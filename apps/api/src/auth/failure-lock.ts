import type { Database } from '@atrium/server-db/database';
import { failureLocks } from '@atrium/server-db/schema/accounts';
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

import { HttpError } from '../http/errors';

import { hashToken } from './tokens';

/**
 * What is being guessed: a member's password (per account), the staff key (per client IP) or a
 * staff member's password or TOTP code (per staff account, staff/staff.routes.ts).
 */
export type FailureScope = 'account' | 'staff-key' | 'staff-account';

export interface LockPolicy {
  /** Failures within `windowMs` that start a lock. */
  failures: number;
  windowMs: number;
  /** The first lock; each further one doubles, up to `maxLockMs`. */
  lockMs: number;
  maxLockMs: number;
}

/**
 * A row a day past its last failure and its lock is stale: deleted, and a failure that finds it
 * first starts the lock growth again from LOCK_MINUTES.
 */
const stale = sql`greatest(${failureLocks.updatedAt}, coalesce(${failureLocks.lockedUntil}, ${failureLocks.updatedAt})) < now() - interval '1 day'`;

/** A duration in milliseconds as an SQL interval. */
const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/**
 * Locks a key after repeated failures, in the database so every API process counts together:
 * `policy.failures` failures within `policy.windowMs` lock the key for `lockMs`, the next lock
 * for twice as long, and so on up to `maxLockMs`. While locked, callers answer 429 without
 * checking the secret at all, so guessing on gains nothing. `clear` ends a lock and the count
 * (a correct password, a password reset).
 */
export class FailureLock {
  constructor(
    private readonly db: Database,
    private readonly scope: FailureScope,
    private readonly policy: LockPolicy,
  ) {}

  /** Milliseconds until the key's lock ends; 0 when it is not locked. */
  async lockedFor(key: string): Promise<number> {
    const [row] = await this.db
      .select({
        ms: sql<number>`ceil(extract(epoch from ${failureLocks.lockedUntil} - now()) * 1000)`,
      })
      .from(failureLocks)
      .where(and(this.#row(key), gt(failureLocks.lockedUntil, sql`now()`)));
    return row ? Number(row.ms) : 0;
  }

  /** While the key is locked: throws 429 with `message` and `Retry-After` (seconds). */
  async refuseWhileLocked(key: string, reply: FastifyReply, message: string): Promise<void> {
    const ms = await this.lockedFor(key);
    if (ms > 0) {
      void reply.header('retry-after', String(Math.ceil(ms / 1000)));
      throw new HttpError(429, message);
    }
  }

  /** Counts a failure; returns the length of the lock it started (ms), or 0. */
  async recordFailure(key: string): Promise<number> {
    const { failures, windowMs, lockMs, maxLockMs } = this.policy;
    const windowOver = sql`${failureLocks.windowStartedAt} <= now() - ${ms(windowMs)}`;
    await this.db
      .delete(failureLocks)
      .where(and(lt(failureLocks.updatedAt, sql`now() - interval '1 day'`), stale));
    await this.db
      .insert(failureLocks)
      .values({ scope: this.scope, keyHash: hashToken(key), failures: 1 })
      .onConflictDoUpdate({
        target: [failureLocks.scope, failureLocks.keyHash],
        set: {
          failures: sql`case when ${windowOver} then 1 else ${failureLocks.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then now() else ${failureLocks.windowStartedAt} end`,
          locks: sql`case when ${stale} then 0 else ${failureLocks.locks} end`,
          updatedAt: sql`now()`,
        },
      });
    // Only the request whose failure reached the limit finds `failures >= limit` and starts the
    // lock (it resets the count), so concurrent failures start one lock, not several.
    const [locked] = await this.db
      .update(failureLocks)
      .set({
        lockedUntil: sql`now() + least(${ms(lockMs)} * power(2, ${failureLocks.locks}), ${ms(maxLockMs)})`,
        locks: sql`${failureLocks.locks} + 1`,
        failures: 0,
        windowStartedAt: sql`now()`,
      })
      .where(and(this.#row(key), gte(failureLocks.failures, failures)))
      .returning({ locks: failureLocks.locks });
    return locked ? Math.min(lockMs * 2 ** (locked.locks - 1), maxLockMs) : 0;
  }

  /** Ends the key's lock and forgets its failures. */
  async clear(key: string): Promise<void> {
    await this.db.delete(failureLocks).where(this.#row(key));
  }

  #row(key: string) {
    return and(eq(failureLocks.scope, this.scope), eq(failureLocks.keyHash, hashToken(key)));
  }
}

/** The lock policy of a scope from the environment (LOCK_* and *_LOCK_FAILURES, minutes). */
export function lockPolicy(
  env: {
    ACCOUNT_LOCK_FAILURES: number;
    STAFF_KEY_LOCK_FAILURES: number;
    LOCK_WINDOW_MINUTES: number;
    LOCK_MINUTES: number;
    LOCK_MAX_MINUTES: number;
  },
  scope: FailureScope,
): LockPolicy {
  const minute = 60_000;
  return {
    failures: scope === 'account' ? env.ACCOUNT_LOCK_FAILURES : env.STAFF_KEY_LOCK_FAILURES,
    windowMs: env.LOCK_WINDOW_MINUTES * minute,
    lockMs: env.LOCK_MINUTES * minute,
    maxLockMs: Math.max(env.LOCK_MAX_MINUTES, env.LOCK_MINUTES) * minute,
  };
}
