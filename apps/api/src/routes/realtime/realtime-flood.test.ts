import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

import { type ApiRealtime, startApiRealtime } from '@atrium/realtime-gateway/api-realtime';
import { DEMO_MEMBER, seedDemoMembers } from '@atrium/server-db/seed/members';
import { TENANTS } from '@atrium/server-db/seed/tenants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { buildApp } from '../../app';
import { createTestDatabase, ORIGIN, type TestDatabase, testEnv } from '../../test/test-app';

// One address floods the embedded gateway of a running API with WebSockets (docs/realtime.md
// "Limits"): the gateway holds its per-address share and refuses the rest at the upgrade, the
// API keeps answering, and every socket is gone once the flood leaves. Before the limits, such a
// flood took every descriptor of the process and the API answered 500 (EMFILE) to everything.

const FLOOD = 3_000;
/** The gateway's default per-address limit (REALTIME_MAX_CONNECTIONS_PER_IP unset). */
const PER_ADDRESS = 100;
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const floodClient = createRequire(import.meta.url).resolve('@atrium/realtime-gateway/flood-client');

/** Descriptors this process holds (the API, its database pool and its gateway live here). */
const openDescriptors = () => readdirSync('/proc/self/fd').length;

describe('a WebSocket flood against the embedded gateway', () => {
  let database: TestDatabase;
  let realtime: ApiRealtime;
  let app: FastifyInstance;
  let apiUrl: string;
  let wsUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoMembers(database.db, TENANTS);
    const env = testEnv({ REALTIME_PORT: '0' });
    // As main.ts starts it: the gateway in this process, limits from the environment (defaults).
    realtime = await startApiRealtime({ ...env, REALTIME_HOST: '127.0.0.1' }, logger);
    app = await buildApp({ db: database.db, env, realtime });
    apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${realtime.gateway!.port}/app/${realtime.credentials.key}?protocol=7`;
  });
  afterAll(async () => {
    await app.close();
    await realtime.close();
    await database.close();
  });

  /** A real /v1 request through the database: the demo member signs in. */
  async function login(): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${apiUrl}/v1/login`, {
      method: 'POST',
      headers: { origin: ORIGIN.beta, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }

  /** A public list of the mall (the shops). */
  async function list(): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${apiUrl}/v1/companies`, { headers: { origin: ORIGIN.beta } });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }

  /** Opens a WebSocket from `localAddress`: 101, or the status it was refused with. */
  function connect(localAddress = '127.0.0.1'): Promise<{ status: number; ws: WebSocket }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl, { localAddress });
      ws.once('open', () => resolve({ status: 101, ws }));
      ws.once('unexpected-response', (request, response) => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, ws });
      });
      ws.once('error', reject);
    });
  }

  it(`refuses ${FLOOD - PER_ADDRESS} of ${FLOOD} sockets from one address, keeps the API answering, and frees every socket`, async () => {
    // Warm: the database pool and the HTTP client hold what they will hold.
    expect((await login()).status).toBe(200);
    expect((await list()).status).toBe(200);
    const descriptorsBefore = openDescriptors();

    const flood: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', floodClient, wsUrl, String(FLOOD)],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const exited = new Promise<void>((resolve) => flood.once('exit', () => resolve()));
    const report = new Promise<{
      opened: number;
      refused: Record<string, number>;
      failed: number;
      ms: number;
    }>((resolve, reject) => {
      flood.once('exit', (code) => reject(new Error(`flood client exited with ${code}`)));
      createInterface({ input: flood.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    });

    // The API is asked every 100 ms while the flood runs, and signs a member in during it.
    const answers: { status: number; ms: number }[] = [];
    let flooding = true;
    const probing = (async () => {
      while (flooding) {
        answers.push(await list());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const duringLogin = await login();
    const result = await report;
    flooding = false;
    await probing;

    const measured = JSON.stringify({ result, duringLogin, answers });
    expect(result, measured).toEqual({
      opened: PER_ADDRESS,
      refused: { 429: FLOOD - PER_ADDRESS },
      failed: 0,
      ms: result.ms,
    });
    expect(realtime.gateway!.connectionCount()).toBe(PER_ADDRESS);
    expect(duringLogin.status, measured).toBe(200);
    expect(duringLogin.ms, measured).toBeLessThan(2_000);
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer.status, measured).toBe(200);
      expect(answer.ms, measured).toBeLessThan(2_000);
    }
    // Another address still gets in while this one holds its share (127.0.0.2 is loopback too).
    const other = await connect('127.0.0.2');
    expect(other.status).toBe(101);
    other.ws.terminate();

    // The flood leaves: its sockets close, the gateway and the process let them go.
    flood.stdin!.end();
    await exited;
    await expect.poll(() => realtime.gateway!.connectionCount(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(openDescriptors, {
        timeout: 10_000,
        message: `descriptors (${descriptorsBefore} before)`,
      })
      .toBeLessThanOrEqual(descriptorsBefore + 5);
    const after = await login();
    expect(after.status).toBe(200);
    expect(after.ms).toBeLessThan(2_000);
    // The address's count went back to zero: it may hold its share again.
    const again = await Promise.all(Array.from({ length: PER_ADDRESS + 1 }, () => connect()));
    expect(again.filter((c) => c.status === 101)).toHaveLength(PER_ADDRESS);
    expect(again.filter((c) => c.status === 429)).toHaveLength(1);
    for (const c of again) c.ws.terminate();
    await expect.poll(() => realtime.gateway!.connectionCount(), { timeout: 10_000 }).toBe(0);
  }, 60_000);
});
