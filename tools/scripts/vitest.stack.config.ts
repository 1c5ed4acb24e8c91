import { defineProject } from 'vitest/config';

// `npm start`'s stack (serve-stack.test.ts): the API in demo mode beside beta's site. Not in the
// root vitest.config.ts list (its name keeps it out of the `tools/*/vitest.config.ts` pattern
// there): it serves apps/beta/dist, which `npm test` builds after the unit tests. Run:
//   npx vitest run --config tools/scripts/vitest.stack.config.ts
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'serve-stack',
    environment: 'node',
    include: ['serve-stack.test.ts'],
    hookTimeout: 120_000,
  },
});
