import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
  /** PGlite only: the data directory as a tarball (tests clone a seeded template from it). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
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
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
