import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { createDatabase } from '@atrium/server-db/database';
import { DEMO_MEMBER, seedDemoMembers } from '@atrium/server-db/seed/members';
import { seedIfEmpty } from '@atrium/server-db/seed/seed';
import { TENANTS } from '@atrium/server-db/seed/tenants';
import { afterAll, describe, expect, it } from 'vitest';

import { ORIGIN } from './test/test-app';

/**
 * The real server entry (apps/api/src/main.ts) started in production, as a deployment starts it:
 * each unsafe setting stops it with the setting named on one line, an exit code other than 0 and
 * no stack trace; a production start with the seed has the malls but no demo member
 * (docs/api.md "Demo mode and production").
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = resolve(ROOT, 'apps/api/src/main.ts');

const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1',
  PUSHER_SECRET: 'production-start-test-realtime-secret-32',
  PARKING_QR_SECRET: 'production-start-test-parking-secret-32',
  LOG_LEVEL: 'warn',
};

const dirs: string[] = [];
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atrium-production-start-'));
  dirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Starts main.ts with exactly `env` (and PATH); resolves its exit code and output. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.on('exit', (code) => {
      children.delete(child);
      done({ code, stdout, stderr });
    }),
  );
  return { child, exited, output: () => stdout + stderr };
}

/** Waits until the server answers /health/ready, or fails with its output if it exits first. */
async function ready(server: ReturnType<typeof start>, base: string): Promise<void> {
  const deadline = Date.now() + 150_000;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited:\n${server.output()}`);
    const up = await fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`the server did not become ready:\n${server.output()}`);
}

async function stop(server: ReturnType<typeof start>) {
  server.child.kill('SIGTERM');
  await server.exited;
}

const login = (base: string) =>
  fetch(`${base}/v1/login`, {
    method: 'POST',
    headers: { origin: ORIGIN.beta, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  });

/** Exits ≠ 0 with `line` on a line of its own in the output and no stack trace. */
function expectRefusal(
  result: { code: number | null; stderr: string; stdout: string },
  line: RegExp,
) {
  const output = result.stdout + result.stderr;
  expect(result.code, output).not.toBe(0);
  expect(result.code, output).not.toBeNull();
  expect(
    output.split('\n').some((l) => line.test(l.trim())),
    output,
  ).toBe(true);
  expect(output, 'no stack trace').not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
}

describe('a production start refuses what is unsafe', () => {
  it('short secrets and a TRUST_PROXY of every address, each named on its line', async () => {
    const dir = await dataDir();
    // One start reports every production problem at once; TRUST_PROXY stops it before them, in
    // every mode (its other refusals: http/trust-proxy.test.ts).
    const [secrets, proxy, development] = await Promise.all([
      start({
        ...PRODUCTION,
        DATA_DIR: dir,
        PUSHER_SECRET: 'x7',
        PARKING_QR_SECRET: 'parking-secret-16',
        ADMIN_KEY: 'a-staff-key-of-24-chars!',
      }).exited,
      start({ ...PRODUCTION, DATA_DIR: dir, TRUST_PROXY: '0.0.0.0/0' }).exited,
      start({ NODE_ENV: 'development', DATA_DIR: dir, TRUST_PROXY: '::/0' }).exited,
    ]);
    for (const key of ['PUSHER_SECRET', 'PARKING_QR_SECRET', 'ADMIN_KEY']) {
      expectRefusal(secrets, new RegExp(`^${key} must be at least 32 characters in production`));
    }
    expectRefusal(proxy, /^TRUST_PROXY: "0\.0\.0\.0\/0" trusts every address/);
    expectRefusal(development, /^TRUST_PROXY: "::\/0" trusts every address/);
  }, 120_000);

  it('with SEED=true it writes the malls but no demo member: Demo12345 signs nobody in', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start({
      ...PRODUCTION,
      DATA_DIR: await dataDir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      SEED: 'true',
      REALTIME_GATEWAY: 'off',
    });
    try {
      await ready(server, base);
      const malls = await fetch(`${base}/v1/malls`, { headers: { origin: ORIGIN.beta } });
      expect(malls.status).toBe(200);
      const res = await login(base);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { status: string }).status).toBe('error');
    } finally {
      await stop(server);
    }
  }, 180_000);

  it('refuses a database a demo start seeded: its demo member has a public password', async () => {
    // What a demo start leaves: the malls and the demo member (written here without a server).
    const dir = await dataDir();
    const handle = await createDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    await handle.migrate();
    await seedIfEmpty(handle.db);
    await seedDemoMembers(handle.db, TENANTS);
    await handle.close();
    const production = await start({ ...PRODUCTION, DATA_DIR: dir, REALTIME_GATEWAY: 'off' })
      .exited;
    expectRefusal(
      production,
      /^SEED: the database holds the demo member demo@atrium\.example with its public password/,
    );
  }, 120_000);
});
