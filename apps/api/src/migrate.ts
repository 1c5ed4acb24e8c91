import { openDatabase } from './database';
import { EnvError, parseDatabaseEnv } from './env';

/** A migration may rewrite a large table: its statements get this long, not the API's 5 s. */
const MIGRATION_STATEMENT_TIMEOUT_MS = 600_000;

/**
 * `npm run migrate`: applies the checked-in migrations to DATABASE_URL (or the PGlite data under
 * DATA_DIR) and exits — the step a deploy runs once before the new API version starts
 * (docs/deploy.md). Safe to run twice or beside starting API processes: PostgreSQL migrations
 * take an advisory lock, and applied ones are skipped. Exit code 0 on success, 1 otherwise.
 */
async function main() {
  const env = parseDatabaseEnv();
  const handle = await openDatabase({
    ...env,
    DB_STATEMENT_TIMEOUT_MS: Math.max(env.DB_STATEMENT_TIMEOUT_MS, MIGRATION_STATEMENT_TIMEOUT_MS),
  });
  try {
    await handle.migrate();
    console.log(`migrations applied (${handle.kind})`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
