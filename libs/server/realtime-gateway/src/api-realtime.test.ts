import { afterEach, describe, expect, it } from 'vitest';

import { type ApiRealtime, realtimeGatewayMode, startApiRealtime } from './api-realtime';
import { createClient, nextEvent, subscribed, subscriptionError } from './test-support';

const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('startApiRealtime', () => {
  let realtime: ApiRealtime | null = null;
  afterEach(async () => {
    await realtime?.close();
    realtime = null;
  });

  it('starts the gateway in-process and publishes to it through the SDK', async () => {
    realtime = await startApiRealtime(
      {
        REALTIME_PORT: 0,
        REALTIME_HOST: '127.0.0.1',
        PUSHER_KEY: 'test-key',
        PUSHER_SECRET: 'test-secret',
        PUSHER_APP_ID: 'test-app',
      },
      logger,
    );
    expect(realtime.gateway).not.toBeNull();
    expect(realtime.target).toBe(`gateway:127.0.0.1:${realtime.gateway!.port}`);
    const client = createClient(realtime.gateway!.port);
    try {
      await subscribed(client, 'mall-beta');
      const received = nextEvent(client, 'mall-beta', 'content.updated');
      await realtime.publisher.publish('mall-beta', 'content.updated', { type: 'news', id: 9 });
      expect(await received).toEqual({ type: 'news', id: 9 });
    } finally {
      client.disconnect();
    }
  });

  it('tells content listeners about content.updated on mall channels that pass the gateway', async () => {
    realtime = await startApiRealtime({ REALTIME_PORT: 0, REALTIME_HOST: '127.0.0.1' }, logger);
    const tenants: string[] = [];
    const stop = realtime.onContentUpdated((tenantId) => tenants.push(tenantId));
    // The gateway calls listeners before it answers the REST request, so no waiting is needed.
    await realtime.publisher.publish('mall-beta', 'content.updated', { type: 'news', id: 1 });
    await realtime.publisher.publish('mall-beta', 'parking.updated', { free: 1, capacity: 2 });
    await realtime.publisher.publish('private-customer-1', 'content.updated', { type: 'x' });
    await realtime.publisher.publish('mall-novoplaza', 'content.updated', { type: 'event' });
    expect(tenants).toEqual(['beta', 'novoplaza']);
    stop();
    await realtime.publisher.publish('mall-beta', 'content.updated', { type: 'news', id: 2 });
    expect(tenants).toEqual(['beta', 'novoplaza']);
  });

  it('logs instead of publishing when the gateway is off and nothing else is configured', async () => {
    const lines: string[] = [];
    realtime = await startApiRealtime(
      { REALTIME_GATEWAY: 'off' },
      { ...logger, info: (m) => lines.push(m) },
    );
    expect(realtime.gateway).toBeNull();
    expect(realtime.target).toBe('log');
    await realtime.publisher.publish('mall-beta', 'x', { a: 1 });
    expect(lines.some((l) => l.includes('mall-beta x {"a":1}'))).toBe(true);
  });

  it('starts no gateway in production unless REALTIME_GATEWAY=embedded; demo mode keeps it', async () => {
    expect(realtimeGatewayMode({ NODE_ENV: 'production' })).toBe('off');
    expect(realtimeGatewayMode({ NODE_ENV: 'production', ATRIUM_DEMO: true })).toBe('embedded');
    expect(realtimeGatewayMode({ NODE_ENV: 'development' })).toBe('embedded');
    expect(realtimeGatewayMode({})).toBe('embedded');
    expect(realtimeGatewayMode({ NODE_ENV: 'production', REALTIME_GATEWAY: 'embedded' })).toBe(
      'embedded',
    );
    expect(realtimeGatewayMode({ NODE_ENV: 'test', REALTIME_GATEWAY: 'off' })).toBe('off');
    realtime = await startApiRealtime(
      { NODE_ENV: 'production', PUSHER_HOST: '127.0.0.1', PUSHER_PORT: 6001 },
      logger,
    );
    expect(realtime.gateway).toBeNull();
    expect(realtime.target).toBe('gateway:127.0.0.1:6001');
  });

  it("gives the embedded gateway the environment's connection limits", async () => {
    realtime = await startApiRealtime(
      {
        REALTIME_PORT: 0,
        REALTIME_HOST: '127.0.0.1',
        REALTIME_MAX_CHANNELS_PER_CONNECTION: 1,
        REALTIME_PUBLIC_CHANNEL_PREFIXES: ['mall-'],
      },
      logger,
    );
    const client = createClient(realtime.gateway!.port, {}, realtime.credentials.key);
    try {
      expect(await subscriptionError(client, 'cache-parking-beta')).toMatchObject({ status: 404 });
      await subscribed(client, 'mall-beta');
      expect(await subscriptionError(client, 'mall-harfa')).toMatchObject({ status: 429 });
    } finally {
      client.disconnect();
    }
  });

  it('reports publish failures without rejecting (gateway unreachable)', async () => {
    const errors: string[] = [];
    realtime = await startApiRealtime(
      { REALTIME_GATEWAY: 'off', PUSHER_HOST: '127.0.0.1', PUSHER_PORT: 1 },
      { ...logger, error: (m) => errors.push(m) },
    );
    await expect(realtime.publisher.publish('mall-beta', 'x', {})).resolves.toBeUndefined();
    expect(errors[0]).toMatch(/realtime publish x on mall-beta failed/);
  });
});
