// The API as a benchmark runs it: its own process, as in production (`node --import tsx
// apps/api/src/main.ts`, NODE_ENV=production), on a fresh PostgreSQL database made for the run.
// Benchmarks drive it over HTTP like any client, so they never import the API's internals.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });

export async function waitFor(url: string, timeoutMs: number, child: ChildProcess) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timeout waiting for ${url}`);
}

export const stopChild = (child: ChildProcess | undefined) =>
  new Promise<void>((ok) => {
    if (!child || child.exitCode !== null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

export type BenchDatabase = {
  name: string;
  url: string;
  /** The server's version, e.g. `15.19`. */
  serverVersion: string;
  /** Drops the database (forcing out connections left open) and closes the admin connection. */
  drop(): Promise<void>;
  /** Closes the admin connection and leaves the database for inspection. */
  keep(): Promise<void>;
};

/** Creates an empty database named `<prefix>_<random>` on BENCH_PG_URL. */
export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    serverVersion: version.server_version.split(' ')[0] ?? '?',
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
    keep: () => admin.end(),
  };
}

export type BenchApi = { child: ChildProcess; base: string };

/**
 * Starts the API in production mode on free ports against `databaseUrl` (it migrates and seeds the
 * demo content on first start) and waits until it is ready. Its output goes to `logFile`.
 */
export async function startBenchApi(options: {
  databaseUrl: string;
  logFile: string;
  /** Directory for `--cpu-prof` profiles (written when the process exits). */
  profileDir?: string;
  env?: Record<string, string>;
}): Promise<BenchApi> {
  const apiPort = await freePort();
  const realtimePort = await freePort();
  const log = openSync(options.logFile, 'w');
  const child = spawn(
    process.execPath,
    [
      ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []),
      '--import',
      'tsx',
      resolve(root, 'apps/api/src/main.ts'),
    ],
    {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        PUBLIC_URL: `http://localhost:${apiPort}`,
        REALTIME_PORT: String(realtimePort),
        // Production starts no gateway in the API unless told to; the benchmarks measured the API
        // publishing to its embedded one, and keep doing so (docs/realtime.md "Limits").
        REALTIME_GATEWAY: 'embedded',
        DATABASE_URL: options.databaseUrl,
        // Production refuses to start without these (apps/api/src/demo-mode.ts); a benchmark sends
        // no mail and checks no parking code.
        SMTP_URL: 'smtp://127.0.0.1:1',
        PUSHER_SECRET: randomBytes(16).toString('hex'),
        PARKING_QR_SECRET: randomBytes(16).toString('hex'),
        // Production writes the malls' seed only when asked (docs/api.md "Demo mode and production").
        SEED: 'true',
        ...options.env,
      },
    },
  );
  const base = `http://127.0.0.1:${apiPort}`;
  try {
    await waitFor(`${base}/health/ready`, 180_000, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { child, base };
}
