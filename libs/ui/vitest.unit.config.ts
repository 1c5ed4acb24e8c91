import { defineProject } from 'vitest/config';

// Plain unit tests of libs/ui (theme maths); the story tests are the `storybook` project in
// vitest.config.ts.
export default defineProject({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
