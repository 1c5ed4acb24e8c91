import { defineConfig } from 'vitest/config';

// Every project with tests owns a small vitest.config.ts; this file only lists them.
export default defineConfig({
  test: {
    projects: [
      'libs/*/vitest.config.ts',
      'libs/ui/vitest.unit.config.ts',
      'libs/server/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/api/vitest.pg.config.ts',
      'tools/*/vitest.config.ts',
      'tools/tenant-build/vitest.ssr.config.ts',
      'deploy/vitest.config.ts',
    ],
  },
});
