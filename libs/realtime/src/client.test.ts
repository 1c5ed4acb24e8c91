import { describe, expect, inject, it } from 'vitest';

import { configureRealtime } from './client';
import { defaultEndpoints, pusherOptions } from './config';
import { classifyCloseReason, realtimeStore } from './connection-store';

const fixture = inject('realtimeFixture');
const config = {
  key: fixture.app.key,
  cluster: 'local',
  host: '127.0.0.1',
  port: fixture.gatewayPort,
  forceTLS: false,
};

describe('configuration', () => {
  it('requires an app key and a cluster (spec section 5)', () => {
    expect(() =>
      configureRealtime({ config: { ...config, key: '' }, apiBaseUrl: 'http://x' }),
    ).toThrow(/key is required/);
    expect(() =>
      configureRealtime({ config: { ...config, cluster: ' ' }, apiBaseUrl: 'http://x' }),
    ).toThrow(/cluster is required/);
  });

  it('needs a non-empty string user id to sign in', () => {
    const client = configureRealtime({ config, apiBaseUrl: fixture.apiUrl });
    expect(() => client.signIn('')).toThrow(TypeError);
    expect(() => client.signIn(7 as unknown as string)).toThrow(TypeError);
    expect(realtimeStore.getState().signin).toEqual({ status: 'signed-out' });
    client.disconnect();
  });
});

describe('pusher-js options', () => {
  it('uses spec section 9 timeouts and only WebSocket against a self-hosted gateway', () => {
    const options = pusherOptions(config, defaultEndpoints('http://api.test/'), () => ({}));
    expect(options).toMatchObject({
      wsHost: '127.0.0.1',
      wsPort: fixture.gatewayPort,
      forceTLS: false,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: { endpoint: 'http://api.test/v1/broadcasting/auth' },
      userAuthentication: { endpoint: 'http://api.test/v1/broadcasting/user-auth' },
    });
    const hosted = pusherOptions(
      { ...config, host: 'ws-eu.pusher.com', port: 443, forceTLS: true, cluster: 'eu' },
      defaultEndpoints('http://api.test'),
      () => ({}),
    );
    expect(hosted.enabledTransports).toBeUndefined();
    expect(hosted.disableStats).toBe(false);
  });
});

describe('lazy loading', () => {
  it('loads pusher-js only on first use, and once', async () => {
    let loads = 0;
    const client = configureRealtime({
      config,
      apiBaseUrl: fixture.apiUrl,
      loadPusher: async () => {
        loads += 1;
        const mod = await import('pusher-js');
        return mod.default;
      },
    });
    expect(loads).toBe(0);
    expect(realtimeStore.getState().state).toBe('initialized');
    const off1 = client.bind('mall-lazy', 'a', () => undefined);
    const off2 = client.bind('mall-lazy', 'b', () => undefined);
    const pusher = await client.connect();
    expect(await client.connect()).toBe(pusher);
    expect(loads).toBe(1);
    off1();
    off2();
    client.disconnect();
  });
});

describe('close reasons (spec section 8)', () => {
  it('classifies the transport close messages', () => {
    expect(classifyCloseReason('Server lost session', 1006).kind).toBe('server-lost-session');
    expect(classifyCloseReason('Could not start streaming', 1006).kind).toBe(
      'could-not-start-streaming',
    );
    expect(classifyCloseReason('Connection interrupted (502)', 1006)).toMatchObject({
      kind: 'connection-interrupted',
      status: 502,
    });
    expect(classifyCloseReason('Pong reply not received', 4201).kind).toBe('other');
  });
});
