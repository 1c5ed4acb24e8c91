import { join } from 'node:path';

import { createDatabase, type DatabaseHandle } from '@atrium/server-db/database';

import type { Env } from './env';

/** PostgreSQL when DATABASE_URL is set, else PGlite on disk under DATA_DIR/pglite. */
export function openDatabase(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? createDatabase({
        kind: 'postgres',
        url: env.DATABASE_URL,
        timeouts: {
          connectMs: env.DB_CONNECT_TIMEOUT_MS,
          statementMs: env.DB_STATEMENT_TIMEOUT_MS,
        },
      })
    : createDatabase({ kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') });
}
