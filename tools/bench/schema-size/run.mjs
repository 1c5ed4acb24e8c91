#!/usr/bin/env node
// `node tools/bench/schema-size/run.mjs`: what reading runtime-config.json costs the browser's entry
// bundle with the hand-written readers of libs/domain/src/parser.ts and with zod/mini (the same
// rules: strict objects, non-empty strings, URLs, a positive whole port, optional Firebase block).
// Each variant is bundled on its own with esbuild (minified, ESM) and gzipped at level 9; the
// numbers are the reader plus the library code it pulls in. Prints a Markdown table (issue 20
// item 3's "one schema library in the browser", docs/api-client.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'schema-size-'));

const variants = {
  'hand-written readers (today)': `
import { runtimeConfigSchema } from ${JSON.stringify(path.join(root, 'libs/domain/src/runtime-config.ts'))};
console.log(runtimeConfigSchema.parse(globalThis.input));`,
  'zod/mini': `
import * as z from 'zod/mini';
const nonEmpty = z.string().check(z.minLength(1));
const url = z.url();
const schema = z.strictObject({
  apiBaseUrl: url,
  settingsUrl: z.nullable(url),
  realtime: z.strictObject({
    key: nonEmpty, cluster: nonEmpty, host: nonEmpty,
    port: z.int().check(z.positive()), forceTLS: z.boolean(),
  }),
  buildId: nonEmpty,
  firebase: z.optional(z.strictObject({ apiKey: nonEmpty, authDomain: nonEmpty, projectId: nonEmpty })),
});
console.log(schema.parse(globalThis.input));`,
};

try {
  console.log('| runtime-config reader | minified bytes | gzip bytes |\n| --- | ---: | ---: |');
  for (const [name, source] of Object.entries(variants)) {
    const entry = path.join(dir, `${name.replace(/\W+/g, '-')}.ts`);
    writeFileSync(entry, source);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      logLevel: 'error',
      nodePaths: [path.join(root, 'node_modules')],
    });
    const code = result.outputFiles[0].contents;
    console.log(`| ${name} | ${code.length} | ${gzipSync(code, { level: 9 }).length} |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
