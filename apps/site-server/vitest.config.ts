import { defineProject } from 'vitest/config';

// The site server's units that need no tenant build: caches, the API proxy, security headers.
// The suite against the beta build (pages, invalidation, render workers, tenants by Host) is
// vitest.builds.config.ts, which tools/scripts/test-all.mjs runs after the tenant builds.
export default defineProject({
  test: {
    name: 'site-server-unit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.builds.test.ts'],
    testTimeout: 30_000,
  },
});
