#!/usr/bin/env node
// `npx nx run @atrium/site-server:build`: the site server compiled to JavaScript in
// apps/site-server/dist (what the container runs: `node apps/site-server/dist/main.js`). The
// workspace's own libraries are bundled in; npm packages stay imports, read from node_modules at
// run time. Run from the sources through tsx the process carried tsx's module hooks and their
// thread, about 75 MB of the process's 230 MB at rest (docs/benchmarks.md, "Site server under a
// flood"). Entries: main.ts (the deployment), serve-site.ts (the scripts' and benches' stacks,
// `--compiled`), render-worker.ts (the render threads, found beside the pool's module).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const app = import.meta.dirname;
const outdir = path.join(app, 'dist');
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['main.ts', 'serve-site.ts', 'render-worker.ts'].map((file) =>
    path.join(app, 'src', file),
  ),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
          specifier.startsWith('@atrium/') ? undefined : { path: specifier, external: true },
        );
      },
    },
  ],
});
