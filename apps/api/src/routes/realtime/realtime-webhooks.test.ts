import { hmacSha256Hex } from '@atrium/realtime-gateway/protocol';
import {
  type ApiRealtime,
  type RealtimeWebhookEvent,
  startApiRealtime,
} from '@atrium/realtime-gateway/api-realtime';
import type { FastifyInstance } from 'fastify';
import PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { createTestDatabase, type TestDatabase, testEnv } from '../../test/test-app';

// POST /v1/realtime/webhooks (docs/realtime.md "Webhooks"): signed webhooks verified with the
// pusher SDK, handed to startApiRealtime's receiveWebhookEvents; and the embedded gateway
// configured with only REALTIME_WEBHOOK_URL pointing at this API.

const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const JSON_TYPE = { 'content-type': 'application/json' };

describe('POST /v1/realtime/webhooks', () => {
  let database: TestDatabase;
  let realtime: ApiRealtime;
  let app: FastifyInstance;
  let apiUrl: string;
  const received: RealtimeWebhookEvent[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = testEnv();
    // The API with no gateway of its own, as with Pusher Channels or soketi elsewhere.
    realtime = await startApiRealtime({ ...env, REALTIME_GATEWAY: 'off' }, logger);
    realtime.onWebhookEvent((event) => received.push(event));
    app = await buildApp({ db: database.db, env, realtime });
    apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await realtime.close();
    await database.close();
  });

  const post = (
    body: string,
    secret = realtime.credentials.secret,
    key = realtime.credentials.key,
  ) =>
    app.inject({
      method: 'POST',
      url: '/v1/realtime/webhooks',
      headers: {
        ...JSON_TYPE,
        'x-pusher-key': key,
        'x-pusher-signature': hmacSha256Hex(secret, body),
      },
      payload: body,
    });

  it('accepts a signed webhook and hands its events to the realtime handlers', async () => {
    received.length = 0;
    const events = [
      { name: 'channel_occupied', channel: 'mall-beta' },
      { name: 'member_added', channel: 'presence-lobby', user_id: '7' },
    ];
    const res = await post(JSON.stringify({ time_ms: Date.now(), events }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { received: 2 } });
    expect(received).toEqual(events);
  });

  it('refuses a wrong signature or key with 401 and a bad body with 400, in the envelope', async () => {
    received.length = 0;
    const body = JSON.stringify({
      time_ms: 1,
      events: [{ name: 'channel_vacated', channel: 'x' }],
    });
    const forged = await post(body, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 'error', httpStatus: 'Unauthorized' });
    expect((await post(body, realtime.credentials.secret, 'other-key')).statusCode).toBe(401);

    const notJson = await post('{nope');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: 'error', httpStatus: 'BadRequest' });
    expect((await post(JSON.stringify({ events: 'x' }))).statusCode).toBe(400);
    expect(received).toEqual([]);
  });

  it('receives channel_occupied from an embedded gateway configured with only the webhook URL', async () => {
    received.length = 0;
    const gateway = await startApiRealtime(
      {
        REALTIME_PORT: 0,
        REALTIME_HOST: '127.0.0.1',
        REALTIME_WEBHOOK_URL: `${apiUrl}/v1/realtime/webhooks`,
      },
      logger,
    );
    const client = new PusherClient(realtime.credentials.key, {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: gateway.gateway!.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    try {
      client.subscribe('mall-beta');
      const started = Date.now();
      while (!received.some((e) => e.name === 'channel_occupied')) {
        if (Date.now() - started > 10_000) throw new Error('no channel_occupied webhook');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(received).toContainEqual({ name: 'channel_occupied', channel: 'mall-beta' });
    } finally {
      client.disconnect();
      await gateway.close();
    }
  });
});
