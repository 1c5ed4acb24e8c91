import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

/**
 * The API process as an operator runs it (docs/api.md "Operations"): Prometheus metrics on their
 * own port, the request id from the proxy in the answer, and SIGTERM during a request: the
 * request is answered, realtime clients are told to reconnect (4200), the process exits 0.
 */
const MAIN = resolve(import.meta.dirname, 'main.ts');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

type RunningApi = {
  proc: ChildProcess;
  ports: { http: number; metrics: number; realtime: number };
  output: () => string;
  exited: Promise<number | null>;
  dataDir: string;
};

/** Starts `main.ts` as an operator would, on free ports and an empty data folder, until ready. */
async function startApi(extraEnv: Record<string, string> = {}): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-operations-'));
  const ports = { http: await freePort(), metrics: await freePort(), realtime: await freePort() };
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(ports.http),
      METRICS_PORT: String(ports.metrics),
      REALTIME_PORT: String(ports.realtime),
      DATA_DIR: dataDir,
      SEED: 'false',
      LOG_REQUESTS: 'true',
      SHUTDOWN_GRACE_MS: '15000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk) => (output += chunk));
  proc.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => proc.on('exit', (code) => done(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${ports.http}/health/ready`).catch(() => null);
    if (ready?.ok) break;
    if (Date.now() > deadline) throw new Error(`API did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return { proc, ports, output: () => output, exited, dataDir };
}

async function stopApi(running: RunningApi | undefined) {
  if (!running) return;
  if (running.proc.exitCode === null) running.proc.kill('SIGKILL');
  await rm(running.dataDir, { recursive: true, force: true });
}

let running: RunningApi;
const ports = { http: 0, metrics: 0, realtime: 0 };

beforeAll(async () => {
  running = await startApi();
  Object.assign(ports, running.ports);
}, 120_000);

afterAll(() => stopApi(running));

describe('API operations', () => {
  it('echoes the proxy’s request id and logs it; makes one when there is none', async () => {
    const given = await fetch(`http://127.0.0.1:${ports.http}/health/live`, {
      headers: { 'x-request-id': 'proxy-7f3a-0001' },
    });
    expect(given.headers.get('x-request-id')).toBe('proxy-7f3a-0001');
    const made = await fetch(`http://127.0.0.1:${ports.http}/health/live`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // The log line reaches our pipe a moment after the answer does.
    await expect
      .poll(() => running.output(), { timeout: 5000 })
      .toContain('"reqId":"proxy-7f3a-0001"');
  });

  it('serves metrics on their own port: requests by route pattern, process, realtime', async () => {
    await fetch(`http://127.0.0.1:${ports.http}/v1/events/12345`);
    await fetch(`http://127.0.0.1:${ports.http}/v1/events/67890`);
    const text = await (await fetch(`http://127.0.0.1:${ports.metrics}/metrics`)).text();
    expect(text).toMatch(
      /atrium_api_http_request_duration_seconds_count\{[^}]*route="\/v1\/events\/:id"[^}]*\} 2/,
    );
    expect(text).not.toContain('12345');
    expect(text).toContain('atrium_realtime_connections 0');
    expect(text).toContain('process_resident_memory_bytes');
    // Not on the public port.
    expect((await fetch(`http://127.0.0.1:${ports.http}/metrics`)).status).toBe(404);
  });

  it('on SIGTERM finishes the request in flight, sends realtime clients 4200, exits 0', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${ports.realtime}/app/atrium-key?protocol=7`);
    await new Promise((done) => socket.once('message', done)); // pusher:connection_established
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));

    // A request whose body is still arriving when the signal comes.
    const answered = new Promise<number>((done, fail) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: ports.http,
          method: 'POST',
          path: '/v1/newsletters',
          headers: { 'content-type': 'application/json', 'content-length': '20' },
        },
        (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        },
      );
      req.on('error', fail);
      req.write('{"email":');
      setTimeout(() => {
        running.proc.kill('SIGTERM');
        setTimeout(() => req.end('"a@b.cz"  }'), 500);
      }, 200);
    });

    const status = await answered;
    expect(status).toBeGreaterThanOrEqual(400); // answered (no tenant here), not cut off
    expect(status).toBeLessThan(500);
    expect(await closed).toBe(4200);
    expect(await running.exited).toBe(0);
  }, 30_000);
});

describe('API shutdown behind a load balancer', () => {
  let drained: RunningApi | undefined;
  afterAll(() => stopApi(drained));

  it('fails readiness first and keeps serving for SHUTDOWN_DRAIN_MS, then closes a pooled idle connection without waiting out the grace', async () => {
    drained = await startApi({ SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_GRACE_MS: '20000' });
    const base = `http://127.0.0.1:${drained.ports.http}`;
    // A proxy's pooled connection: kept alive, idle when the signal comes.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; socket: Socket }>((done, fail) => {
        const req = httpRequest(`${base}${path}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => done({ status: res.statusCode ?? 0, socket: req.socket! }));
        });
        req.on('error', fail);
        req.end();
      });
    const { socket: pooled } = await get('/health/live');
    const pooledClosed = new Promise<void>((done) => pooled.once('close', () => done()));

    const signalledAt = Date.now();
    drained.proc.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    // Draining: not ready, but everything else is still answered in full.
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).not.toBeNull();
    expect((await fetch(`${base}/health/live`)).status).toBe(200);

    expect(await drained.exited).toBe(0);
    await pooledClosed; // closed by the server, not by us
    agent.destroy();
    const took = Date.now() - signalledAt;
    expect(took).toBeGreaterThanOrEqual(1500); // the drain was kept
    // Nowhere near the 20 s grace: the idle connection did not hold the close.
    expect(took).toBeLessThan(12_000);
  }, 150_000);
});
