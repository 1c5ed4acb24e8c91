#!/usr/bin/env node
// `node apps/api/build.mjs`: the API server compiled to JavaScript in apps/api/dist, what the API
// image runs (docs/deploy.md, "Images"). One esbuild build with four entries sharing chunks:
//   main.js       the API                    node apps/api/dist/main.js
//   migrate.js    the migration job          node apps/api/dist/migrate.js
//   gateway.js    the realtime gateway alone node apps/api/dist/gateway.js --host 0.0.0.0
//   staff.js      staff accounts             node apps/api/dist/staff.js create-owner …
// The workspace libraries and the pure-JavaScript npm packages are bundled in; the packages in
// EXTERNAL_PACKAGES stay imports, read from node_modules at run time, because they carry native
// binaries, WebAssembly or data files found beside their own code. The image holds only those and
// what they depend on (deploy/images/package-closure.mjs --externals-of apps/api/build.mjs).
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const EXTERNAL_PACKAGES = [
  // PostgreSQL in WebAssembly: its .wasm and .data files are read beside its modules.
  '@electric-sql/pglite',
  // Native: libvips and the argon2 addon, one prebuilt package per platform.
  'sharp',
  'sharp-phash',
  '@node-rs/argon2',
  // Receipt OCR: a worker script and the WASM core found by path, and the English model
  // (libs/server/receipt-ocr/src/reader.ts resolves @tesseract.js-data/eng at run time).
  'tesseract.js',
  '@tesseract.js-data/eng',
  // Read files beside their code: the OpenAPI UI's static assets, the packages' own package.json.
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'ioredis',
];

/**
 * Optional add-ons the bundled code requires inside try/catch and does without: pg's native
 * binding, ws's and node-fetch's speed-ups. Not installed here, so not in the image either.
 */
export const OPTIONAL_ABSENT = ['pg-native', 'bufferutil', 'utf-8-validate', 'encoding'];

const app = import.meta.dirname;
const root = path.resolve(app, '../..');

/**
 * Workspace sources that find files relative to themselves (the migrations beside the schema,
 * the seed's media, the repository root) keep doing so from the bundle: `import.meta.url` in a
 * workspace file becomes that file's own URL, computed from the output file's location, so the
 * bundle works wherever the repository's folders sit beside it (the image copies the ones
 * needed: libs/server/db/drizzle and libs/server/db/media).
 */
function sourceLocationPlugin(outdir) {
  return {
    name: 'workspace-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const { readFile } = await import('node:fs/promises');
        const source = await readFile(file, 'utf8');
        if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
        const relative = JSON.stringify(path.relative(outdir, file).split(path.sep).join('/'));
        const url = `new URL(${relative}, import.meta.url).href`;
        return {
          contents: source
            .replaceAll('import.meta.url', url)
            .replaceAll('import.meta.dirname', `__atriumDirname(${url})`)
            .replaceAll('import.meta.filename', `__atriumFilename(${url})`),
          loader: 'ts',
        };
      });
    },
  };
}

export async function buildApi({ outdir = path.join(app, 'dist') } = {}) {
  const { build } = await import('esbuild');
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(app, 'src/main.ts'),
      migrate: path.join(app, 'src/migrate.ts'),
      gateway: path.join(root, 'libs/server/realtime-gateway/src/cli.ts'),
      staff: path.join(app, 'src/staff/cli.ts'),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    external: [...EXTERNAL_PACKAGES, ...OPTIONAL_ABSENT],
    // node-fetch's old tr46 asks for Node's deprecated punycode module, which warns (DEP0040)
    // once bundled code is no longer under node_modules; the npm package is the same code.
    alias: { punycode: 'punycode/' },
    // Bundled CommonJS packages call require() and read __dirname; an ES module has neither.
    banner: {
      js: [
        "import { createRequire as __atriumCreateRequire } from 'node:module';",
        "import { fileURLToPath as __atriumFileURLToPath } from 'node:url';",
        "import { dirname as __atriumDirnameOf } from 'node:path';",
        'const require = __atriumCreateRequire(import.meta.url);',
        'const __filename = __atriumFileURLToPath(import.meta.url);',
        'const __dirname = __atriumDirnameOf(__filename);',
        'const __atriumFilename = (url) => __atriumFileURLToPath(url);',
        'const __atriumDirname = (url) => __atriumDirnameOf(__atriumFileURLToPath(url));',
      ].join('\n'),
    },
    plugins: [sourceLocationPlugin(outdir)],
  });
  // The chunks are ES modules wherever the folder is copied.
  await writeFile(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
}

if (import.meta.main) await buildApi();
