import { defineProject } from 'vitest/config';

// Not in the root vitest.config.ts list: it reads apps/*/dist, which `npm test` builds after the
// unit tests, so tools/scripts/test-all.mjs runs it after the tenant builds:
//   npx vitest run --config tools/bench/web/vitest.config.ts
export default defineProject({
  root: import.meta.dirname,
  test: { name: 'size-budget', environment: 'node', include: ['*.test.ts'] },
});
