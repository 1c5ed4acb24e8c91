#!/usr/bin/env node
// Runs the API in demo mode (demo data, the outbox; lib/api-process.mjs) and serves already-built
// tenant sites. Used by `npm start` after it builds, and by the end-to-end tests. Options:
//   --tenants beta,harfa | all   which built sites to serve (default: beta)
//   --data-dir DIR               PGlite data folder (default: .data)
//   --fresh                      delete the data folder first (tests)
//   --port-offset N              add N to every port (tests run beside a developer's stack)
//   --compiled                   the site server as deployed, compiled to apps/site-server/dist
//                                (npx nx run @atrium/site-server:build) instead of its sources
//   --spa                        no server rendering: every page is the single-page app's shell
//                                (by default public pages are rendered on the server from each
//                                app's `dist-server/render.js`, which the tenant build writes)
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApi } from './lib/api-process.mjs';
import { stopAllOnExit } from './lib/processes.mjs';
import { API_PORT, REALTIME_PORT, TENANTS, tenantByApp } from './lib/tenants.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: process.env.TENANT ?? 'beta' },
    'data-dir': { type: 'string', default: path.join(root, '.data') },
    fresh: { type: 'boolean', default: false },
    'port-offset': { type: 'string', default: '0' },
    spa: { type: 'boolean', default: false },
    compiled: { type: 'boolean', default: false },
  },
});

// The site server (apps/site-server): one per tenant port here.
const { serveSite } = values.compiled
  ? await import('../../apps/site-server/dist/serve-site.js')
  : await (
      await import('tsx/esm/api')
    ).tsImport('../../apps/site-server/src/serve-site.ts', import.meta.url);

const tenants =
  values.tenants === 'all'
    ? TENANTS
    : values.tenants.split(',').map((app) => tenantByApp(app.trim()));
const dataDir = path.resolve(values['data-dir']);
const offset = Number(values['port-offset']);
const apiPort = API_PORT + offset;
const realtimePort = REALTIME_PORT + offset;
const siteOrigin = (tenant) => `http://localhost:${tenant.port + offset}`;
if (values.fresh) await rm(dataDir, { recursive: true, force: true });

stopAllOnExit();
await startApi({
  port: apiPort,
  realtimePort,
  dataDir,
  extraOrigins: offset ? Object.fromEntries(TENANTS.map((t) => [t.tenantId, siteOrigin(t)])) : {},
});

const runtimeOverrides = offset
  ? { apiBaseUrl: `http://localhost:${apiPort}`, realtime: { port: realtimePort } }
  : null;
for (const tenant of tenants) {
  await serveSite({
    distDir: path.join(root, 'apps', tenant.app, 'dist'),
    port: tenant.port + offset,
    runtimeOverrides,
    // The staff console at /console/ of every site, when it is built (docs/console.md).
    consoleDir: path.join(root, 'apps/console/dist'),
    ssr: values.spa
      ? null
      : {
          serverDir: path.join(root, 'apps', tenant.app, 'dist-server'),
          origin: siteOrigin(tenant),
        },
  });
}

console.log(`\nAtrium is running in demo mode (ATRIUM_DEMO=true):`);
console.log(`  API      http://localhost:${apiPort}/v1`);
for (const tenant of tenants) console.log(`  ${tenant.app.padEnd(12)} ${siteOrigin(tenant)}`);
console.log(
  `  console      ${siteOrigin(tenants[0])}/console/ (owner@atrium.example / Owner-Demo-2468; docs/console.md)`,
);
console.log(`  outbox   http://localhost:${apiPort}/dev/outbox`);
console.log(
  `The outbox and the development staff key answer this machine only. Demo mode is not for a\n` +
    `public server: production is NODE_ENV=production without ATRIUM_DEMO (docs/api.md).`,
);
console.log(`Press Ctrl-C to stop.\n`);
