import { defineProject } from 'vitest/config';

import { linguiVitePlugins } from './vite';

export default defineProject({
  plugins: [linguiVitePlugins()],
  test: { name: 'i18n', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
