import { randomInt } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { COMMAND_TIMEOUT_MS } from './rate-limit-store';

/**
 * Rate limits counted in Redis (auth/rate-limit-store.ts, docs/security.md "Rate limits"): two
 * API instances on one Redis share one count per client address; with Redis gone (cut, or
 * accepting and never answering) each counts on its own, answering at once, and once Redis is
 * back the count is shared again. Needs the Redis server at 127.0.0.1:6379 (REDIS_URL overrides),
 * reached through a TCP proxy the test cuts.
 */
const redis = new URL(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379');
const LIMIT = 3;

let proxy: TcpProxy;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
  const env = {
    REDIS_URL: `redis://${proxy.host}:${proxy.port}`,
    SUPPORT_RATE_LIMIT: String(LIMIT),
  };
  [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  // Until their connections are up, the instances count on their own (a moment at start).
  await sharedAgain();
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await proxy?.close();
});

/**
 * A client address of its own for each count, so runs and scenarios never share one (the keys
 * stay in Redis for their minute).
 */
const run = randomInt(0, 0xffff).toString(16);
let clientSeq = 0;
const client = () => `2001:db8::${run}:${(++clientSeq).toString(16)}`;

/** A contact-form post (limited per client address) from `address` to `app`: its status. */
async function post(app: TestApp, address: string): Promise<number> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/v1/support',
    remoteAddress: address,
    headers: { origin: ORIGIN.beta },
    payload: {},
  });
  expect(res.statusCode, res.body).toBeLessThan(500);
  return res.statusCode;
}

describe('rate limits in Redis', () => {
  it('two instances on one Redis share one count per client address', async () => {
    const address = client();
    const codes = [
      await post(a, address),
      await post(b, address),
      await post(a, address),
      await post(b, address),
      await post(a, address),
    ];
    expect(codes.slice(0, LIMIT)).not.toContain(429);
    expect(codes.slice(LIMIT)).toEqual([429, 429]);
  });

  it('Redis cut: each instance counts on its own and answers at once', async () => {
    await proxy.cut();
    const address = client();
    const started = Date.now();
    const fromA = [];
    for (let i = 0; i < LIMIT + 1; i++) fromA.push(await post(a, address));
    const fromB = [];
    for (let i = 0; i < LIMIT + 1; i++) fromB.push(await post(b, address));
    // Per instance: the limit still holds, neither refuses a request for the outage.
    expect(fromA).toEqual([422, 422, 422, 429]);
    expect(fromB).toEqual([422, 422, 422, 429]);
    expect(Date.now() - started).toBeLessThan(8 * 1_000);
  });

  it('Redis accepting and never answering: a count waits at most the command timeout', async () => {
    await proxy.restore();
    await sharedAgain();
    proxy.blackhole();
    const address = client();
    const started = Date.now();
    const codes = [];
    for (let i = 0; i < LIMIT + 1; i++) codes.push(await post(a, address));
    expect(codes).toEqual([422, 422, 422, 429]);
    expect(Date.now() - started).toBeLessThan((LIMIT + 1) * (COMMAND_TIMEOUT_MS + 1_000));
  });

  it('Redis back: the count is shared again', async () => {
    await proxy.restore();
    await sharedAgain();
  });
});

/** Waits until a fresh address's count is shared by both instances (Redis reconnected). */
async function sharedAgain() {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const address = client();
    const codes = [];
    for (let i = 0; i < LIMIT; i++) codes.push(await post(i % 2 ? b : a, address));
    const next = await post(b, address);
    if (codes.every((c) => c === 422) && next === 429) return;
    if (Date.now() > deadline) throw new Error(`counts not shared again: ${codes}, ${next}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
