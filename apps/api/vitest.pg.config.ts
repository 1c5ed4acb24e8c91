import { defineProject } from 'vitest/config';

// The same API test files against the PostgreSQL server (127.0.0.1:5432, user postgres):
// the test helper creates a fresh database per test file and drops it afterwards. `*.pg-test.ts`
// files run here only: they need a server to lose the connection to (database-outage.pg-test.ts).
export default defineProject({
  test: {
    name: 'api-pg',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.pg-test.ts'],
    globalSetup: ['src/test/global-setup-pg.ts'],
    env: { ATRIUM_TEST_DB: 'postgres' },
    // Files share a worker's module cache: each builds its own app and database, and none mocks a
    // module or changes the environment. Loading the API once per file was most of the run
    // (api-pg 178 → 94 s, api 95 → 54 s with two workers, docs/api.md "Tests").
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
