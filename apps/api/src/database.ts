import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { createDatabase, type DatabaseHandle } from '@atrium/server-db/database';
import { isDatabaseUnavailable } from '@atrium/server-db/unavailable';
import { sql } from 'drizzle-orm';

import type { DatabaseEnv } from './env';

/** Between attempts to reach a PostgreSQL server that is away at start. */
export const START_RETRY_MS = 5_000;

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite on disk under DATA_DIR/pglite. A PostgreSQL
 * server that is unreachable at start is waited for, with a line to `log` at each attempt, as
 * the API would wait for it later; a refusal (a wrong password, no such database) is thrown.
 */
export async function openDatabase(
  env: DatabaseEnv,
  log: (line: string) => void = console.warn,
): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) {
    return createDatabase({ kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') });
  }
  const handle = await createDatabase({
    kind: 'postgres',
    url: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    timeouts: { connectMs: env.DB_CONNECT_TIMEOUT_MS, statementMs: env.DB_STATEMENT_TIMEOUT_MS },
  });
  for (;;) {
    try {
      await handle.db.execute(sql`select 1`);
      return handle;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        await handle.close();
        throw error;
      }
      const cause = error instanceof Error ? String(error.cause ?? error.message) : String(error);
      log(`database unreachable (${cause}), retrying in ${START_RETRY_MS / 1000} s`);
      await sleep(START_RETRY_MS);
    }
  }
}
