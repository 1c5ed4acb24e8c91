import { defineProject } from 'vitest/config';

// The API tests on PGlite in-process. vitest.pg.config.ts runs the same files on PostgreSQL.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup-pglite.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
