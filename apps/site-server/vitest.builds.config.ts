import { defineProject } from 'vitest/config';

// The site server against real tenant builds (issue 12, 19): pages and proxy caches with the real
// API and realtime gateway, invalidation, render workers and their queue, concurrent renders in
// one worker, tenants by Host. Needs apps/beta/dist and dist-server (and harfa's dist), which
// `npm test` builds after the unit tests, so tools/scripts/test-all.mjs runs it after the tenant
// builds. Its file name keeps it out of the root vitest.config.ts's `apps/*/vitest.config.ts`.
//   npx vitest run --config apps/site-server/vitest.builds.config.ts
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'site-server',
    environment: 'node',
    include: ['src/**/*.builds.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
