#!/usr/bin/env node
// `node tools/bench/web/run.mjs`: builds nothing; serves the built tenant sites with the API on
// shifted ports, measures each home page's JavaScript and CSS (gzipped) and writes the table to
// docs/benchmarks.md (section "Page weight"). Build first: npx nx run-many -t build.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stopAll } from '../../scripts/lib/processes.mjs';
import { TENANTS } from '../../scripts/lib/tenants.mjs';
import { startBenchStack } from '../bench-stack.mjs';
import { replaceSection } from '../report.mjs';
import { measureHome } from './measure-home.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
// `--port-offset N` (default 20000): another stack (e.g. an end-to-end run) may already use +20000.
const { values: args } = parseArgs({
  options: {
    'port-offset': { type: 'string', default: '20000' },
    // Lists every script and stylesheet with its size and whether it came before interaction.
    files: { type: 'boolean', default: false },
  },
});
const OFFSET = Number(args['port-offset']);
const BUDGET_JS_KB = 120;

try {
  const { sites } = await startBenchStack({
    apps: 'all',
    dataDir: 'bench-web-data',
    offset: OFFSET,
  });
  await new Promise((r) => setTimeout(r, 1000));
  const kb = (n) => (n / 1024).toFixed(1);
  const rows = [];
  for (const tenant of TENANTS) {
    const { js, css, lateJs, files } = await measureHome(`${sites[tenant.app]}/en`);
    rows.push({ tenant: tenant.app, js, css, lateJs });
    console.log(
      `${tenant.app}: JS ${kb(js)} KB before interactive + ${kb(lateJs)} KB after, CSS ${kb(css)} KB (gzip)`,
    );
    if (args.files) {
      for (const f of files)
        console.log(`  ${f.beforeInteractive ? 'early' : 'late '} ${kb(f.gzip)} ${f.url}`);
    }
  }
  const table = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Debian Chromium, page /en at 412×915 (\`node tools/bench/web/run.mjs [--files]\`). Sizes are gzip level 9 of each script and stylesheet. _Before interaction_: requested before the page was interactive (the client entry's \`atrium:interactive\` user timing mark, once the app has hydrated the server's HTML); _after_: scripts requested from then until the network is idle: the home page's own lazy sections (hero carousel, cards), hydrated as they arrive, and the prefetch of the visible links' routes (spec section 2), which waits for the mark. Target: JavaScript before interaction ≤ ${BUDGET_JS_KB} KB.`,
    '',
    '| tenant | JavaScript before interaction (KB gz) | JavaScript after, until idle (KB gz) | CSS (KB gz) | within target |',
    '| --- | ---: | ---: | ---: | :---: |',
    ...rows.map(
      (r) =>
        `| ${r.tenant} | ${kb(r.js)} | ${kb(r.lateJs)} | ${kb(r.css)} | ${r.js / 1024 <= BUDGET_JS_KB ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
  await replaceSection(path.join(root, 'docs/benchmarks.md'), 'Page weight (home page)', table);
} finally {
  stopAll();
}
