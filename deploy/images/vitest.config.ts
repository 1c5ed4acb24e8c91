import { defineProject } from 'vitest/config';

// The image test (images.test.ts) builds both images and starts them: minutes, not seconds, so
// it runs as a step of its own (tools/scripts/test-all.mjs), not in the shared `deploy` project.
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'deploy-images',
    environment: 'node',
    include: ['images.test.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 10 * 60_000,
    fileParallelism: false,
  },
});
