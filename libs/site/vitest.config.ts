import { defineProject } from 'vitest/config';

// Unit tests of libs/site (pure helpers such as src/seo); pages are covered end to end in
// apps/site-e2e.
export default defineProject({
  test: {
    name: 'site',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
