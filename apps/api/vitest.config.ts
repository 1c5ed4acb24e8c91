import { defineProject } from 'vitest/config';

/**
 * The API on PGlite in-process, the embedded default of `npm start` and small malls. The whole
 * suite runs on PostgreSQL, the production database (vitest.pg.config.ts); here run the files
 * that prove the embedded database does what PostgreSQL does for Atrium: migrations and the
 * demo seed, the loyalty ledger and its races, accounts and sessions, staff and the append-only
 * audit log, tenant isolation, and a content route end to end. Every file here runs there too;
 * a PGlite file costs about 3.5 times a PostgreSQL one (docs/api.md "Tests").
 */
export const PGLITE_FILES = [
  'src/seed.test.ts',
  'src/seed-content.test.ts',
  'src/demo-mode.test.ts',
  'src/http/health.test.ts',
  'src/loyalty/loyalty.test.ts',
  'src/loyalty/loyalty-concurrency.test.ts',
  'src/loyalty/receipt-files.test.ts',
  'src/loyalty/receipt-duplicates.test.ts',
  'src/routes/auth/auth.test.ts',
  'src/routes/me/member-isolation.test.ts',
  'src/routes/staff/staff.test.ts',
  'src/routes/staff/staff-audit.test.ts',
  // The desk: a conditional UPDATE and the idempotency key's unique index (migration 0012).
  'src/routes/customer-rewards/desk.test.ts',
  // The desk's points per day: a conditional upsert (ON CONFLICT … DO UPDATE … WHERE).
  'src/routes/staff/desk-points-limit.test.ts',
  // The mall's settings: an advisory lock and upserts in one transaction.
  'src/routes/admin/admin-settings.test.ts',
  // Content editing: row locks (FOR UPDATE), audit rows and the migration 0010 columns.
  'src/routes/content-admin/content-admin.test.ts',
  'src/routes/companies/companies.test.ts',
  'src/tenancy/isolation.test.ts',
  // Staff look-ups: folded LIKE searches, day ranges in the mall's time zone, the audit log read.
  'src/routes/admin/staff-lookup.test.ts',
  // Bad input on every route (ids out of range, lone surrogates, broken forms, races on unique
  // rows): PGlite's own errors for them must be 4xx as well.
  'src/http/fuzz-inputs.test.ts',
];

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: PGLITE_FILES,
    globalSetup: ['src/test/global-setup-pglite.ts'],
    // Files share a worker's module cache: each builds its own app and database, and none mocks a
    // module or changes the environment. Loading the API once per file was most of the run
    // (api-pg 178 → 94 s, api 95 → 54 s with two workers, docs/api.md "Tests").
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
