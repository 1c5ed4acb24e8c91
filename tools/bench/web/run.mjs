#!/usr/bin/env node
// `node tools/bench/web/run.mjs`: builds nothing; serves the built tenant sites with the API on
// shifted ports, measures each home page's JavaScript and CSS (gzipped) and writes the table to
// docs/benchmarks.md (section "Page weight"). Build first: npx nx run-many -t build.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProcess, stopAll, waitForUrl } from '../../scripts/lib/processes.mjs';
import { TENANTS } from '../../scripts/lib/tenants.mjs';
import { replaceSection } from '../report.mjs';
import { measureHome } from './measure-home.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
// `--port-offset N` (default 20000): another stack (e.g. an end-to-end run) may already use +20000.
const { values: args } = parseArgs({
  options: { 'port-offset': { type: 'string', default: '20000' } },
});
const OFFSET = Number(args['port-offset']);
const BUDGET_JS_KB = 120;

startProcess(
  'stack',
  process.execPath,
  [
    path.join(root, 'tools/scripts/serve-stack.mjs'),
    '--tenants',
    'all',
    '--fresh',
    '--data-dir',
    path.join(root, 'tmp/bench-web-data'),
    '--port-offset',
    String(OFFSET),
  ],
  { cwd: root, quiet: true },
);
try {
  const last = TENANTS[TENANTS.length - 1];
  await waitForUrl(`http://localhost:${last.port + OFFSET}/runtime-config.json`, {
    timeoutMs: 180_000,
  });
  await new Promise((r) => setTimeout(r, 1000));
  const rows = [];
  for (const tenant of TENANTS) {
    const { js, css } = await measureHome(`http://localhost:${tenant.port + OFFSET}/en`);
    rows.push({ tenant: tenant.app, js, css });
    console.log(
      `${tenant.app}: JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB (gzip)`,
    );
  }
  const kb = (n) => (n / 1024).toFixed(1);
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Debian Chromium, page /en at 412×915 until the network is idle. Sizes are gzip level 9 of each script and stylesheet the page requested. Target: JavaScript ≤ ${BUDGET_JS_KB} KB.`,
    '',
    '| tenant | JavaScript (KB gz) | CSS (KB gz) | within target |',
    '| --- | ---: | ---: | :---: |',
    ...rows.map(
      (r) =>
        `| ${r.tenant} | ${kb(r.js)} | ${kb(r.css)} | ${r.js / 1024 <= BUDGET_JS_KB ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
  await replaceSection(path.join(root, 'docs/benchmarks.md'), 'Page weight (home page)', table);
} finally {
  stopAll();
}
