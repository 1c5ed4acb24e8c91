#!/usr/bin/env node
// `npm start`: builds the tenant site(s) it needs (Nx caches unchanged builds), then runs the API
// with demo data and serves the site(s). `TENANT=harfa npm start` or `npm start -- --tenants all`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './lib/processes.mjs';
import { TENANTS, tenantByApp } from './lib/tenants.mjs';
import { requireProjectNode } from './lib/node-version.mjs';

requireProjectNode();

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { tenants: { type: 'string', default: process.env.TENANT ?? 'beta' } },
});
const apps = values.tenants === 'all' ? TENANTS.map((t) => t.app) : values.tenants.split(',');
apps.forEach((app) => tenantByApp(app.trim()));

const env = { NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const nx = path.join(root, 'node_modules/.bin/nx');
// The staff console is one build for every mall, served at /console/ of each site (docs/console.md).
const projects = [...apps.map((app) => `@atrium/${app.trim()}`), '@atrium/console'].join(',');
console.log(`Building ${projects} …`);
const build = await run(nx, ['run-many', '-t', 'build', '-p', projects, '--output-style=static'], {
  cwd: root,
  env,
});
if (build.code !== 0) process.exit(build.code);

const stack = await run(
  process.execPath,
  [path.join(root, 'tools/scripts/serve-stack.mjs'), '--tenants', apps.join(',')],
  { cwd: root, forwardSignals: true },
);
process.exit(stack.code);
