import { resolve } from 'node:path';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Issue 12: HTML-level tests of the server renderer (libs/site/src/server/render.tsx) against a
// real API (apps/api/src/main.ts in a child process on a fresh seeded PGlite folder); no browser. The site's plugins as in the tenant
// build (Lingui macro and catalogs, React); the tenant module is the beta tenant; DOMPurify runs
// over jsdom as in the server build.
const workspace = resolve(import.meta.dirname, '../..');

export default defineProject({
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ configPath: resolve(workspace, 'lingui.config.ts') }),
    react(),
  ],
  resolve: {
    alias: [
      {
        find: /^dompurify$/,
        replacement: resolve(workspace, 'libs/site/src/server/dompurify-server.ts'),
      },
      {
        find: /^virtual:atrium-tenant$/,
        replacement: resolve(import.meta.dirname, 'src/ssr/test-tenant.ts'),
      },
    ],
  },
  test: {
    name: 'site-ssr',
    environment: 'node',
    include: ['src/**/*.ssr-test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
