import { defineProject } from 'vitest/config';

// The one-machine cluster test (issue 19 item 5): haproxy, two API processes, two gateways over
// Redis, the site server and PostgreSQL, with processes killed under load. Not in the root
// vitest.config.ts list (its name keeps it out of the `tools/*/vitest.config.ts` pattern there):
// it needs apps/beta/dist and dist-server, which `npm test` builds after the unit tests, and
// haproxy (Debian package `haproxy`), PostgreSQL and Redis. Run:
//   npx vitest run --config tools/cluster/vitest.cluster.config.ts
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['cluster.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // The test files share one cluster and kill its processes in turn.
    sequence: { concurrent: false },
  },
});
