import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config libs/server/db/drizzle.config.ts` writes SQL into ./drizzle;
// the SQL is checked in and applied at start by `migrateDatabase` (src/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  // schema.ts plus the per-area modules in src/schema/ (accounts.ts, …).
  schema: ['./libs/server/db/src/schema.ts', './libs/server/db/src/schema/*.ts'],
  out: './libs/server/db/drizzle',
});
