import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { createPgPool, DEFAULT_TIMEOUTS, type PoolTimeouts } from './pg-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database every service receives; the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../drizzle');

export type DatabaseOptions =
  /** A PostgreSQL server through node-postgres; `timeouts` default to {@link DEFAULT_TIMEOUTS}. */
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: PoolTimeouts }
  /** PGlite with data on disk in `dataDir`, or in memory when `dataDir` is omitted. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the data directory as a tarball (tests clone a seeded template from it). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key that lets one process at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK_KEY = 424_200_001;
const MIGRATION_LOCK_POLL_MS = 250;

/**
 * Runs `work` holding a session advisory lock, so API replicas and a migration job started
 * together apply the migrations once: the others wait, then find nothing left to do. The lock is
 * taken by polling (`pg_try_advisory_lock`), so no single statement waits past the statement
 * timeout, and it goes with the connection if the process dies.
 */
async function withMigrationLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [MIGRATION_LOCK_KEY],
      );
      if (rows[0]?.locked) break;
      await sleep(MIGRATION_LOCK_POLL_MS);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    let closed = false;
    const pool = createPgPool({
      url: options.url,
      max: options.poolSize ?? 10,
      timeouts: options.timeouts ?? DEFAULT_TIMEOUTS,
      // The pool replaces a failed connection. pool.end() resolves before its sockets close, so
      // after close() such an error is expected.
      onConnectionError: (error) => {
        if (!closed) console.error(`database: a connection failed: ${error.message}`);
      },
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      migrate: () =>
        withMigrationLock(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
      close: () => {
        closed = true;
        return pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
