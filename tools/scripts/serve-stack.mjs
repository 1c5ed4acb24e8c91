#!/usr/bin/env node
// Runs the API (with demo data) and serves already-built tenant sites. Used by `npm start` after
// it builds, and by the end-to-end tests. Options:
//   --tenants beta,harfa | all   which built sites to serve (default: beta)
//   --data-dir DIR               PGlite data folder (default: .data)
//   --fresh                      delete the data folder first (tests)
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProcess, stopAllOnExit, waitForUrl } from './lib/processes.mjs';
import { serveSite } from './lib/site-server.mjs';
import { API_PORT, TENANTS, tenantByApp } from './lib/tenants.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: process.env.TENANT ?? 'beta' },
    'data-dir': { type: 'string', default: path.join(root, '.data') },
    fresh: { type: 'boolean', default: false },
  },
});

const tenants =
  values.tenants === 'all'
    ? TENANTS
    : values.tenants.split(',').map((app) => tenantByApp(app.trim()));
const dataDir = path.resolve(values['data-dir']);
if (values.fresh) await rm(dataDir, { recursive: true, force: true });

stopAllOnExit();
startProcess(
  'api',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
  {
    cwd: root,
    env: {
      PORT: String(API_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
    },
  },
);
await waitForUrl(`http://localhost:${API_PORT}/health`, { timeoutMs: 120_000 });

for (const tenant of tenants) {
  await serveSite({ distDir: path.join(root, 'apps', tenant.app, 'dist'), port: tenant.port });
}

console.log(`\nAtrium is running:`);
console.log(`  API      http://localhost:${API_PORT}/v1`);
for (const tenant of tenants)
  console.log(`  ${tenant.app.padEnd(8)} http://localhost:${tenant.port}`);
console.log(`Press Ctrl-C to stop.\n`);
