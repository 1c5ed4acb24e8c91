import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'realtime',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['./src/testing/fixture-gateway.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
