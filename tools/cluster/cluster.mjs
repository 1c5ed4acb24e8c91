// The production topology on one machine, from real parts, as child processes on free ports
// (issue 19 item 5; docs/deploy.md "Scale-out on one machine"):
//
//   client ──► haproxy :P ─┬─ /v1, /media ──► API 1, API 2   (embedded gateway off)
//                          ├─ /app, /apps ──► gateway 1, gateway 2 ◄── Redis pub/sub ──►
//                          └─ the rest ─────► site server (beta, rendered on the server)
//   API ─► PostgreSQL (a fresh database per cluster, migrated once, seeded by API 1)
//   API publishes ─► haproxy /apps ─► a gateway ─► Redis ─► both gateways' sockets
//
// `startCluster()` starts it and returns the URLs and handles to kill or restart each process;
// `npm run start:cluster` (start.mjs) runs it until Ctrl-C. Everything it starts is killed and the
// database dropped on `stop()` or when this process exits.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { haproxyCommand, haproxyConfig, serverStats, serverStates } from './haproxy.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The compiled site server (`npx nx run @atrium/site-server:build`). */
const SITE_SERVER_MAIN = path.join(root, 'apps/site-server/dist/main.js');

/** The tenant build the site server serves (apps/<app>/dist and dist-server) and its tenant id. */
export const CLUSTER_TENANT = { app: 'beta', tenantId: 'beta' };

/**
 * Starts the cluster. Options:
 *   adminDatabaseUrl  a PostgreSQL URL allowed to CREATE DATABASE (default: CLUSTER_PG_URL,
 *                     TEST_PG_URL or postgres://postgres@127.0.0.1:5432/postgres)
 *   redisUrl          (default: REDIS_URL or redis://127.0.0.1:6379)
 *   port              the public port (default: a free one)
 *   echo              also print every process's output, prefixed with its name (logs are
 *                     always written to <workDir>/logs/<name>.log)
 *   site              false: no site server (the API and realtime only)
 */
export async function startCluster({
  adminDatabaseUrl = process.env.CLUSTER_PG_URL ??
    process.env.TEST_PG_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  port,
  echo = false,
  site = true,
} = {}) {
  if (spawnSync('haproxy', ['-v']).error) {
    throw new Error('haproxy is not installed (Debian: apt-get install haproxy)');
  }
  const build = path.join(root, 'apps', CLUSTER_TENANT.app);
  if (site && !existsSync(path.join(build, 'dist-server/render.js'))) {
    throw new Error(
      `the site server needs the ${CLUSTER_TENANT.app} build: npx nx run @atrium/${CLUSTER_TENANT.app}:build`,
    );
  }
  if (site && !existsSync(SITE_SERVER_MAIN)) {
    throw new Error('the site server is not built: npx nx run @atrium/site-server:build');
  }
  const run = randomBytes(4).toString('hex');
  const workDir = await mkdtemp(path.join(tmpdir(), 'atrium-cluster-'));
  const processes = new Map();
  let database = null;
  let stopped = false;
  const logDirOf = () => path.join(workDir, 'logs');

  const killAll = () => {
    for (const child of processes.values()) child.process?.kill('SIGKILL');
  };
  process.on('exit', killAll);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killAll);
    await Promise.all([...processes.values()].map((p) => p.stop()));
    if (database) await dropDatabase(adminDatabaseUrl, database.name).catch(() => {});
    // CLUSTER_KEEP_LOGS=1 keeps the logs (and the generated haproxy.cfg) for a post-mortem.
    if (process.env.CLUSTER_KEEP_LOGS === '1') console.log(`cluster logs kept in ${logDirOf()}`);
    else await rm(workDir, { recursive: true, force: true });
  };

  try {
    const publicPort = port ?? (await freePort());
    const origin = `http://localhost:${publicPort}`;
    // Credentials of this run: other gateways on the same Redis (tests, a developer's stack)
    // relay their own apps' messages, which these gateways then ignore.
    const realtimeApp = {
      id: `cluster-${run}`,
      key: `cluster-key-${run}`,
      secret: randomBytes(16).toString('hex'),
    };
    const adminKey = `cluster-admin-${randomBytes(12).toString('hex')}`;
    const apis = [
      { name: 'api1', port: await freePort() },
      { name: 'api2', port: await freePort() },
    ];
    const gateways = [
      { name: 'gateway1', port: await freePort() },
      { name: 'gateway2', port: await freePort() },
    ];
    const siteServer = { name: 'site', port: await freePort() };
    const statsSocket = path.join(workDir, 'haproxy.sock');
    await writeFile(
      path.join(workDir, 'haproxy.cfg'),
      haproxyConfig({ port: publicPort, apis, gateways, site: siteServer, statsSocket }),
    );

    database = await createDatabase(adminDatabaseUrl, `atrium_cluster_${run}`);
    const logDir = logDirOf();
    await mkdir(logDir);
    const dataDir = path.join(workDir, 'data'); // the API's uploads and media, shared by both

    /** The haproxy servers a process is (`backend/server`), for draining it. */
    const proxied = (name) =>
      name.startsWith('api')
        ? [`api/${name}`, `api_writes/${name}`]
        : name.startsWith('gateway')
          ? [`realtime/${name}`]
          : name === 'site'
            ? ['site/site']
            : [];
    const setState = (name, state) =>
      Promise.all(
        proxied(name).map((server) =>
          haproxyCommand(statsSocket, `set server ${server} state ${state}`),
        ),
      );

    /** Registers a child process that `kill`, `drain`, `start` and `stop` can reach by name. */
    const define = (name, command, args, env, readyUrl) => {
      const entry = {
        name,
        process: null,
        drained: false,
        /** Starts it (again) and waits until it is ready; a drained server is made ready. */
        async start() {
          entry.process = spawnLogged({ name, command, args, env, logDir, echo });
          if (readyUrl) await waitForOk(readyUrl, entry.process, name, logDir);
          if (entry.drained) await setState(name, 'ready');
          entry.drained = false;
          return entry.process;
        },
        /**
         * What a rolling restart does before stopping a process: haproxy sends it nothing new
         * (`drain`) and this resolves once the requests it holds are answered.
         */
        async drain() {
          entry.drained = true;
          await setState(name, 'drain');
          // A websocket is a session for as long as it is open: a gateway's sockets move when it
          // closes them (4200), so only HTTP servers are waited for.
          if (name.startsWith('gateway')) return;
          await waitUntil(async () => {
            const stats = await serverStats(statsSocket);
            return proxied(name).every((server) => stats[server]?.sessions === 0);
          }, `${name} to finish its requests`);
        },
        /** Sends a signal (SIGKILL: no goodbye) and resolves once the process has exited. */
        kill(signal = 'SIGKILL') {
          const child = entry.process;
          if (!child || child.exitCode !== null || child.signalCode !== null) {
            return Promise.resolve();
          }
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill(signal);
          return exited;
        },
        async stop() {
          const child = entry.process;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(timer);
        },
      };
      processes.set(name, entry);
      return entry;
    };

    const haproxy = define('haproxy', 'haproxy', ['-db', '-f', path.join(workDir, 'haproxy.cfg')]);
    await haproxy.start();

    const apiEnv = (seed) => ({
      NODE_ENV: 'production',
      // Demo mode: production settings may be missing (mail goes to the outbox).
      ATRIUM_DEMO: 'true',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      MIGRATE_ON_START: 'false',
      SEED: seed ? 'true' : 'false',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      TENANT_EXTRA_ORIGINS: `${CLUSTER_TENANT.tenantId}=${origin}`,
      TRUST_PROXY: 'loopback',
      // After SIGTERM: readiness 503 for 2 s while requests are still served, so haproxy (checks
      // every 500 ms, two failures) takes the process out before its listener closes.
      SHUTDOWN_DRAIN_MS: '2000',
      ADMIN_KEY: adminKey,
      // No gateway in the API: publish to the gateways through the proxy's /apps route.
      REALTIME_GATEWAY: 'off',
      PUSHER_APP_ID: realtimeApp.id,
      PUSHER_KEY: realtimeApp.key,
      PUSHER_SECRET: realtimeApp.secret,
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(publicPort),
      PUSHER_USE_TLS: 'false',
      LOG_LEVEL: 'warn',
    });
    const tsx = ['--import', 'tsx'];
    const apiMain = path.join(root, 'apps/api/src/main.ts');
    const [api1, api2] = apis.map((api, i) =>
      define(
        api.name,
        process.execPath,
        [...tsx, apiMain],
        { ...apiEnv(i === 0), PORT: String(api.port) },
        `http://127.0.0.1:${api.port}/health/ready`,
      ),
    );
    const gatewayEntries = gateways.map((gateway) =>
      define(
        gateway.name,
        process.execPath,
        [...tsx, path.join(root, 'libs/server/realtime-gateway/src/cli.ts')],
        {
          REALTIME_APP_ID: realtimeApp.id,
          REALTIME_APP_KEY: realtimeApp.key,
          REALTIME_APP_SECRET: realtimeApp.secret,
          REALTIME_HOST: '127.0.0.1',
          REALTIME_PORT: String(gateway.port),
          REDIS_URL: redisUrl,
        },
        `http://127.0.0.1:${gateway.port}/ready`,
      ),
    );

    // Migrations once, as a deploy runs them (`npm run migrate`); then API 1 seeds the empty
    // database, and API 2 starts once the tenants exist (it checks TENANT_EXTRA_ORIGINS).
    const migrate = await runToEnd(
      'migrate',
      process.execPath,
      [...tsx, path.join(root, 'apps/api/src/migrate.ts')],
      { DATABASE_URL: database.url },
      logDir,
    );
    if (migrate.code !== 0) throw new Error(`migrations failed:\n${migrate.output}`);
    await Promise.all([
      api1.start().then(() => api2.start()),
      ...gatewayEntries.map((g) => g.start()),
    ]);

    const siteEntry = site
      ? defineSiteServer(define, {
          port: siteServer.port,
          origin,
          publicPort,
          realtimeKey: realtimeApp.key,
        })
      : null;
    await siteEntry?.start();

    // Ready when haproxy itself sees every server up.
    const expected = [
      ...apis.map((a) => `api/${a.name}`),
      ...gateways.map((g) => `realtime/${g.name}`),
      ...(site ? ['site/site'] : []),
    ];
    await waitUntil(async () => {
      const states = await serverStates(statsSocket).catch(() => ({}));
      return expected.every((server) => states[server] === 'UP');
    }, 'haproxy to see every server up');

    return {
      url: origin,
      apiUrl: `${origin}/v1`,
      realtime: { host: 'localhost', port: publicPort, ...realtimeApp },
      tenant: CLUSTER_TENANT,
      adminKey,
      databaseUrl: database.url,
      workDir,
      logDir,
      statsSocket,
      /** Each process by name: api1, api2, gateway1, gateway2, site, haproxy. */
      processes,
      direct: Object.fromEntries(
        [...apis, ...gateways, siteServer].map((s) => [s.name, `http://127.0.0.1:${s.port}`]),
      ),
      serverStates: () => serverStates(statsSocket),
      /** haproxy's view of each server: `backend/server` → status and open sessions. */
      serverStats: () => serverStats(statsSocket),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The site server as deployed: apps/site-server compiled (one process, tenants chosen by Host),
 * as its container runs it.
 */
function defineSiteServer(define, { port, origin, publicPort, realtimeKey }) {
  return define(
    'site',
    process.execPath,
    ['--enable-source-maps', SITE_SERVER_MAIN],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_TENANTS: `localhost:${publicPort}=${CLUSTER_TENANT.app}`,
      SITE_SCHEME: 'http',
      // Browsers and the renderer reach the API and the gateways through the proxy.
      API_BASE_URL: origin,
      REALTIME_HOST: 'localhost',
      REALTIME_PORT: String(publicPort),
      REALTIME_KEY: realtimeKey,
      REALTIME_TLS: 'false',
      RENDER_THREADS: '1',
    },
    `http://127.0.0.1:${port}/health/ready`,
  );
}

function spawnLogged({ name, command, args, env, logDir, echo }) {
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      log.write(chunk);
      if (echo) process.stdout.write(prefix(chunk));
    });
  }
  child.on('exit', (code, signal) => {
    log.end(`\n[${name} exited: ${signal ?? code}]\n`);
  });
  return child;
}

function runToEnd(name, command, args, env, logDir) {
  return new Promise((resolve) => {
    const child = spawnLogged({ name, command, args, env, logDir, echo: false });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function waitForOk(url, child, name, logDir, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited while starting (log: ${path.join(logDir, `${name}.log`)})`);
    }
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

export async function waitUntil(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
