#!/usr/bin/env node
// `npm run start:cluster`: the production topology on this machine (cluster.mjs) — haproxy in
// front of two API processes, two realtime gateways joined over Redis and the site server, on a
// fresh PostgreSQL database — until Ctrl-C, which stops everything and drops the database.
// Needs haproxy (Debian: apt-get install haproxy), PostgreSQL and Redis on their usual ports
// (CLUSTER_PG_URL, REDIS_URL to change them), and the beta and site server builds
// (npx nx run-many -t build -p @atrium/beta,@atrium/site-server).
// Options: --port N (the public port; default: a free one), --quiet (logs only to files).
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, quiet: { type: 'boolean', default: false } },
});

console.log('Starting the cluster (migrations, seed, 2 APIs, 2 gateways, site server, haproxy)…');
const cluster = await startCluster({
  port: values.port ? Number(values.port) : undefined,
  echo: !values.quiet,
});
const d = cluster.direct;
console.log(`
Atrium cluster is running (demo data, tenant ${cluster.tenant.tenantId}):
  site      ${cluster.url}/en
  API       ${cluster.apiUrl}            (haproxy → ${d.api1}, ${d.api2})
  realtime  ws://localhost:${cluster.realtime.port}/app/${cluster.realtime.key}  (haproxy → ${d.gateway1}, ${d.gateway2}; Redis)
  site srv  ${d.site}
  database  ${cluster.databaseUrl}
  staff key X-Admin-Key: ${cluster.adminKey}
  logs      ${cluster.logDir}
  haproxy   echo 'show stat' | socat - ${cluster.statsSocket}
Press Ctrl-C to stop (the database is dropped).
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster…');
    await cluster.stop();
    process.exit(0);
  });
}
