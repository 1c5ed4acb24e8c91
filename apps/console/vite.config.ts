import { linguiVitePlugins } from '@atrium/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The staff console (docs/console.md): one build for every mall, served by the site server at
 * `/console/` on each mall's site, so the console's origin is the site's and the API maps it to
 * the mall like the site's own requests. Lingui as in the tenant builds (libs/i18n/vite.ts), from
 * the console's own catalog in the workspace config.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  plugins: [...linguiVitePlugins(), react()],
  server: { port: 4300, strictPort: true },
  preview: { port: 4300, strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
