import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tenant-build', environment: 'node', include: ['src/**/*.test.ts'] },
});
