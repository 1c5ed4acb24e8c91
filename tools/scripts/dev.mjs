#!/usr/bin/env node
// `npm run dev`: the developer loop — the API restarting on change (tsx watch) and the tenant's
// site on the Vite dev server with hot reload. `TENANT=harfa npm run dev` for another mall.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProcess, stopAllOnExit, waitForUrl } from './lib/processes.mjs';
import { API_PORT, tenantByApp } from './lib/tenants.mjs';
import { requireProjectNode } from './lib/node-version.mjs';

requireProjectNode();

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { tenant: { type: 'string', default: process.env.TENANT ?? 'beta' } },
});
const tenant = tenantByApp(values.tenant);

stopAllOnExit();
startProcess('api', path.join(root, 'node_modules/.bin/tsx'), ['watch', 'apps/api/src/main.ts'], {
  cwd: root,
  env: { PORT: String(API_PORT), NODE_ENV: 'development' },
});
await waitForUrl(`http://localhost:${API_PORT}/health/ready`, { timeoutMs: 120_000 });
startProcess('site', path.join(root, 'node_modules/.bin/vite'), ['--configLoader', 'runner'], {
  cwd: path.join(root, 'apps', tenant.app),
});
console.log(
  `\nAPI http://localhost:${API_PORT}/v1 · ${tenant.app} http://localhost:${tenant.port}\n`,
);
