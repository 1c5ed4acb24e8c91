import { defineProject } from 'vitest/config';

// The site server (issue 12): its caches, and the server-rendering stack against the real API,
// realtime gateway and the beta tenant's build. Not in the root vitest.config.ts list (its name keeps
// it out of the `tools/*/vitest.config.ts` pattern there): it needs
// apps/beta/dist and dist-server, which `npm test` builds after the unit tests, so
// tools/scripts/test-all.mjs runs it after the tenant builds:
//   npx vitest run --config tools/scripts/vitest.site-server.config.ts
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'site-server',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
