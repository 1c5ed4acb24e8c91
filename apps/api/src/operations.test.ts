import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
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

let api: ChildProcess;
let output = '';
let dataDir: string;
const ports = { http: 0, metrics: 0, realtime: 0 };
let exited: Promise<number | null>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atrium-operations-'));
  ports.http = await freePort();
  ports.metrics = await freePort();
  ports.realtime = await freePort();
  api = spawn(process.execPath, ['--import', 'tsx', MAIN], {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout!.on('data', (chunk) => (output += chunk));
  api.stderr!.on('data', (chunk) => (output += chunk));
  exited = new Promise((done) => api.on('exit', (code) => done(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${ports.http}/health/ready`).catch(() => null);
    if (ready?.ok) break;
    if (Date.now() > deadline) throw new Error(`API did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}, 120_000);

afterAll(async () => {
  if (api.exitCode === null) api.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('API operations', () => {
  it('echoes the proxy’s request id and logs it; makes one when there is none', async () => {
    const given = await fetch(`http://127.0.0.1:${ports.http}/health/live`, {
      headers: { 'x-request-id': 'proxy-7f3a-0001' },
    });
    expect(given.headers.get('x-request-id')).toBe('proxy-7f3a-0001');
    const made = await fetch(`http://127.0.0.1:${ports.http}/health/live`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // The log line reaches our pipe a moment after the answer does.
    await expect.poll(() => output, { timeout: 5000 }).toContain('"reqId":"proxy-7f3a-0001"');
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
        api.kill('SIGTERM');
        setTimeout(() => req.end('"a@b.cz"  }'), 500);
      }, 200);
    });

    const status = await answered;
    expect(status).toBeGreaterThanOrEqual(400); // answered (no tenant here), not cut off
    expect(status).toBeLessThan(500);
    expect(await closed).toBe(4200);
    expect(await exited).toBe(0);
  }, 30_000);
});
