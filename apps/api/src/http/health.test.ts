import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { type ApiRealtime, startApiRealtime } from '@atrium/realtime-gateway/api-realtime';
import { DEV_REALTIME_APP } from '@atrium/realtime-gateway/config';
import { startGateway } from '@atrium/realtime-gateway/gateway';
import { createRealtimePublisher } from '@atrium/realtime-gateway/publisher';
import type { Gateway } from '@atrium/realtime-gateway/types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testEnv,
} from '../test/test-app';
import { RETRY_AFTER_SECONDS } from './envelope';

// The Redis part needs the Redis server at 127.0.0.1:6379 (REDIS_URL overrides), as the realtime
// gateway's scale-out tests do.
const redis = new URL(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379');
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('live: the process answers; ready: the database answers', async () => {
    const live = await t.app.inject({ url: '/health/live' });
    expect(live.json()).toEqual({ status: 'success', data: { ok: true } });
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.json()).toEqual({ status: 'success', data: { database: 'up' } });
  });

  it('the old always-200 /health is gone', async () => {
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(404);
  });
});

/**
 * The realtime gateway's Redis link, through a proxy that is cut: the API starts without Redis,
 * stays up while it is away, reports it in readiness (its own and the gateway's `/ready`), and
 * hears the other gateways again once Redis is back.
 */
describe('readiness with Redis', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let realtime: ApiRealtime;
  let app: FastifyInstance;
  /** Another gateway on the same Redis, reached directly. */
  let other: Gateway;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    await proxy.cut(); // Redis is away when the API starts
    realtime = await startApiRealtime(
      {
        REALTIME_HOST: '127.0.0.1',
        REALTIME_PORT: 0,
        REDIS_URL: `redis://${proxy.host}:${proxy.port}`,
      },
      silent,
    );
    realtime.onContentUpdated((tenantId) => heard.push(tenantId));
    app = await buildApp({ db: database.db, env: testEnv(), realtime });
    other = await startGateway({
      port: 0,
      apps: [DEV_REALTIME_APP],
      redisUrl: redis.toString(),
      logger: silent,
    });
  });
  afterAll(async () => {
    await app?.close();
    await realtime?.close();
    await other?.close();
    await proxy?.close();
    await database?.close();
  });

  const ready = () => app.inject({ url: '/health/ready' });
  const gatewayReady = () =>
    fetch(`http://127.0.0.1:${realtime.gateway!.port}/ready`).then((r) => r.status);
  async function until(what: string, done: () => Promise<boolean>) {
    for (let waited = 0; !(await done()); waited += 50) {
      if (waited > 20_000) throw new Error(`still waiting for ${what}`);
      await sleep(50);
    }
  }
  /** Publishes on the other gateway until the API's gateway relays it (the subscription is up). */
  async function heardFromOther() {
    const tenant = `outage-${randomUUID()}`;
    const publisher = createRealtimePublisher({
      appId: DEV_REALTIME_APP.id,
      key: DEV_REALTIME_APP.key,
      secret: DEV_REALTIME_APP.secret,
      host: '127.0.0.1',
      port: other.port,
    });
    await until('a message from the other gateway', async () => {
      await publisher.publish(`mall-${tenant}`, 'content.updated', {});
      await sleep(50);
      return heard.includes(tenant);
    });
  }

  it('is 503 while Redis is away and 200 once it is back, from start and after a drop', async () => {
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(down.json()).toMatchObject({
      httpStatus: 'ServiceUnavailable',
      message: 'Not ready: Redis unreachable',
    });
    expect(await gatewayReady()).toBe(503);
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);

    await proxy.restore();
    await until('ready after Redis came', async () => (await ready()).statusCode === 200);
    expect((await ready()).json().data).toEqual({ database: 'up', redis: 'up' });
    expect(await gatewayReady()).toBe(200);
    await heardFromOther();

    await proxy.cut();
    await until('not ready after Redis left', async () => (await ready()).statusCode === 503);
    expect(await gatewayReady()).toBe(503);

    await proxy.restore();
    await until('ready after Redis came back', async () => (await ready()).statusCode === 200);
    await heardFromOther(); // subscribed again
  });
});
