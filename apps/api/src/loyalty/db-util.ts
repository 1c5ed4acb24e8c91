import type { Database } from '@atrium/server-db/database';

/** A transaction handle (same query API as the database). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction. */
export type Db = Database | Tx;

/** PostgreSQL error code of an error, also when Drizzle wrapped it (`cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names, also when wrapped. */
export function pgConstraint(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown, constraint?: string) =>
  pgErrorCode(error) === '23505' &&
  (!constraint ||
    pgConstraint(error) === constraint ||
    // PGlite may not report the constraint name; fall back to the message
    String((error as Error)?.message ?? '').includes(constraint) ||
    String((error as { cause?: Error })?.cause?.message ?? '').includes(constraint));

/** PostgreSQL serialization failure / deadlock: safe to retry the whole transaction. */
export const isRetryable = (error: unknown) => {
  const code = pgErrorCode(error);
  return code === '40001' || code === '40P01';
};

/** Runs `fn` in a transaction, retrying a few times on serialization failures or deadlocks. */
export async function withTransaction<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt < 4 && isRetryable(error)) continue;
      throw error;
    }
  }
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
