import { resolve } from 'node:path';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineProject } from 'vitest/config';

// Store, cookie and script logic plus the banner and modal, in jsdom on a `www.` host so
// parent-domain cookies (`.example.com`) are real. The Lingui plugins are those of
// @atrium/i18n/vite (a vitest config cannot import a workspace .ts entry by package name).
export default defineProject({
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({
      configPath: resolve(import.meta.dirname, '../../lingui.config.ts'),
      failOnCompileError: true,
    }),
  ],
  test: {
    name: 'consent',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'https://www.example.com/en/shops' } },
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
