import { resolve } from 'node:path';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineProject } from 'vitest/config';

// Unit tests of libs/site (pure helpers, stores, behaviours); pages are covered end to end in
// apps/site-e2e. The Lingui macro plugins (as in @atrium/i18n/vite, which the config loader
// cannot import as TypeScript) compile `msg` in the navigation registry.
export default defineProject({
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ configPath: resolve(import.meta.dirname, '../../lingui.config.ts') }),
  ],
  test: {
    name: 'site',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
