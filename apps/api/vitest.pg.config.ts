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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
