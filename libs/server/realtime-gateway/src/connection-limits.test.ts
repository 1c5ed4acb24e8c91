import type { IncomingMessage } from 'node:http';
import { type AddressInfo, connect, createServer } from 'node:net';

import type PusherClient from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import {
  addressKey,
  clientAddress,
  parseTrustedProxyList,
  trustedProxySet,
} from './client-address';
import { gatewayOptionsFromEnv, parseRealtimeEnv } from './config';
import { defaultMaxConnections, softOpenFilesLimit } from './connection-limits';
import { type Gateway, type GatewayOptions, startGateway } from './gateway';
import {
  connected,
  createClient,
  subscribed,
  subscriptionError,
  TEST_APP,
  waitFor,
} from './test-support';

// The connection limits (docs/realtime.md "Limits"): sockets per client address and in total,
// refused at the HTTP upgrade; channels per socket and unknown public channels, refused per
// subscription; X-Forwarded-For only from trusted proxies.

const gateways: Gateway[] = [];
const sockets: WebSocket[] = [];
const clients: PusherClient[] = [];

async function gateway(options: Partial<GatewayOptions>): Promise<Gateway> {
  const started = await startGateway({ port: 0, apps: [TEST_APP], ...options });
  gateways.push(started);
  return started;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  for (const ws of sockets.splice(0)) ws.terminate();
  await Promise.all(gateways.splice(0).map((g) => g.close()));
});

/** One WebSocket attempt: 101 and the open socket, or the HTTP status it was refused with. */
function attempt(
  g: Gateway,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${g.port}/app/${TEST_APP.key}?protocol=7`, {
      headers,
    });
    sockets.push(ws);
    ws.once('open', () => resolve({ status: 101, body: '' }));
    ws.once('unexpected-response', (_req, res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers['retry-after'] }),
      );
    });
    ws.once('error', reject);
  });
}

function closeAll(): Promise<void> {
  const open = sockets.splice(0);
  return Promise.all(
    open.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.terminate();
        }),
    ),
  ).then(() => undefined);
}

describe('sockets per client address', () => {
  it('refuses one more with 429 at the upgrade, and admits again once a socket closes', async () => {
    const g = await gateway({ maxConnectionsPerAddress: 3 });
    for (let i = 0; i < 3; i++) expect((await attempt(g)).status).toBe(101);
    const refused = await attempt(g);
    expect(refused).toEqual({
      status: 429,
      body: 'Over connection quota: at most 3 per address',
      retryAfter: '30',
    });
    expect(g.connectionCount()).toBe(3);
    await closeAll();
    await waitFor(() => g.connectionCount() === 0, 'sockets closed');
    for (let i = 0; i < 3; i++) expect((await attempt(g)).status).toBe(101);
  });

  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    const g = await gateway({ maxConnectionsPerAddress: 1 });
    expect((await attempt(g, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(101);
    expect((await attempt(g, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
  });

  it('counts the X-Forwarded-For client behind a trusted proxy', async () => {
    const g = await gateway({ maxConnectionsPerAddress: 1, trustedProxies: ['127.0.0.0/8'] });
    expect((await attempt(g, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(101);
    expect((await attempt(g, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(101);
    // The same client again, whatever it wrote before the proxy's hop.
    expect((await attempt(g, { 'x-forwarded-for': '10.9.9.9, 198.51.100.1' })).status).toBe(429);
    // Without the header, or with a hop that is no address, the proxy itself is the client.
    expect((await attempt(g)).status).toBe(101);
    expect((await attempt(g, { 'x-forwarded-for': 'not-an-address' })).status).toBe(429);
  });
});

describe('sockets in total', () => {
  it('refuses one more with 503 at the upgrade, whichever address it comes from', async () => {
    const g = await gateway({
      maxConnections: 2,
      maxConnectionsPerAddress: 10,
      trustedProxies: ['127.0.0.1'],
    });
    expect((await attempt(g, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(101);
    expect((await attempt(g, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(101);
    const refused = await attempt(g, { 'x-forwarded-for': '198.51.100.3' });
    expect(refused.status).toBe(503);
    expect(refused.body).toBe('Over capacity: at most 2 connections');
  });

  it('pusher-js refused at the upgrade waits for its connect timeout instead of retrying at once', async () => {
    const g = await gateway({ maxConnectionsPerAddress: 1 });
    expect((await attempt(g)).status).toBe(101);
    // A TCP relay in front of the gateway counts pusher-js's attempts.
    let attempts = 0;
    const relay = createServer((socket) => {
      attempts += 1;
      const upstream = connect(g.port, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    try {
      const c = createClient((relay.address() as AddressInfo).port);
      clients.push(c);
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      // After a 4100 close it would have come back every second (4 attempts by now); refused at
      // the upgrade, its next attempt is 15 s away.
      expect(c.connection.state).not.toBe('connected');
      expect(attempts).toBe(1);
    } finally {
      relay.close();
    }
  });
});

describe('TCP connections', () => {
  it('closes a connection beyond the total plus 256 as soon as it is accepted, and a silent one after 10 s', async () => {
    const g = await gateway({ maxConnections: 4 });
    // An open WebSocket, silent all along: the timeout is not for it.
    expect((await attempt(g)).status).toBe(101);
    const started = Date.now();
    const raw = Array.from({ length: 4 + 256 - 1 + 20 }, () => connect(g.port, '127.0.0.1'));
    const closedAfter = raw.map(
      (socket) =>
        new Promise<number>((resolve) => {
          socket.on('error', () => undefined);
          socket.once('close', () => resolve(Date.now() - started));
        }),
    );
    try {
      const times = await Promise.all(closedAfter);
      // Over server.maxConnections: closed at once, never read from.
      expect(times.filter((ms) => ms < 2_000)).toHaveLength(20);
      // The others sent nothing: closed by the 10 s timeout, not held for ever.
      for (const ms of times.filter((t) => t >= 2_000)) {
        expect(ms).toBeGreaterThanOrEqual(9_500);
        expect(ms).toBeLessThan(15_000);
      }
      expect(sockets[0]?.readyState).toBe(WebSocket.OPEN);
      expect(g.connectionCount()).toBe(1);
    } finally {
      for (const socket of raw) socket.destroy();
    }
  }, 20_000);
});

describe('channels', () => {
  it('refuses a subscription beyond maxChannelsPerConnection and keeps the socket', async () => {
    const g = await gateway({ maxChannelsPerConnection: 2 });
    const c = createClient(g.port);
    clients.push(c);
    await connected(c);
    await subscribed(c, 'mall-a');
    await subscribed(c, 'mall-b');
    expect(await subscriptionError(c, 'mall-c')).toEqual({
      type: 'LimitReached',
      error: 'At most 2 channels per connection',
      status: 429,
    });
    expect(c.connection.state).toBe('connected');
    c.unsubscribe('mall-b');
    c.unsubscribe('mall-c');
    await subscribed(c, 'mall-d');
  });

  it('refuses a public channel outside the prefixes; private channels keep their authorisation', async () => {
    const g = await gateway({ publicChannelPrefixes: ['mall-', 'cache-parking-'] });
    const c = createClient(g.port);
    clients.push(c);
    await subscribed(c, 'mall-beta');
    await subscribed(c, 'cache-parking-beta');
    expect(await subscriptionError(c, 'made-up-1')).toEqual({
      type: 'ChannelNotFound',
      error: 'No such public channel (public channels start with mall-, cache-parking-)',
      status: 404,
    });
    // A private channel is not a public name: it still needs a valid signature (401 without).
    const ws = new WebSocket(`ws://127.0.0.1:${g.port}/app/${TEST_APP.key}?protocol=7`);
    sockets.push(ws);
    const frames: { event: string; data: unknown }[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as never));
    await waitFor(() => frames.length > 0, 'handshake');
    ws.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-x', auth: 'k:x' } }),
    );
    await waitFor(() => frames.some((f) => f.event === 'pusher:subscription_error'), 'refusal');
    const refusal = frames.find((f) => f.event === 'pusher:subscription_error');
    expect(JSON.parse(refusal?.data as string)).toMatchObject({ type: 'AuthError', status: 401 });
    expect(c.connection.state).toBe('connected');
  });
});

describe('client address', () => {
  const proxies = trustedProxySet(['10.0.0.0/8', '2001:db8:ff::/48']);

  it('is the peer without trusted proxies, whatever the header says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', null)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined, proxies)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '198.51.100.1', proxies)).toBe('203.0.113.7');
  });

  it('walks X-Forwarded-For from the right past trusted proxies', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '1.1.1.1, 198.51.100.1, 10.0.0.9', proxies)).toBe(
      '198.51.100.1',
    );
    expect(clientAddress('2001:db8:ff::1', '2001:db8:1::5', proxies)).toBe('2001:db8:1::5');
    expect(clientAddress('10.0.0.2', '198.51.100.1, garbage', proxies)).toBe('10.0.0.2');
  });

  it('counts IPv6 by /64 and IPv4 by address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('parses REALTIME_TRUST_PROXY strictly', () => {
    expect(parseTrustedProxyList(' 10.0.0.0/8, 127.0.0.1 ,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    for (const bad of ['loopback', '10.0.0.0/33', '10.0.0/8', '10.0.0.0/8/1', '10.0.0.0/x']) {
      expect(() => parseTrustedProxyList(bad)).toThrow(bad);
    }
    expect(() => parseTrustedProxyList('0.0.0.0/0')).toThrow(/trust every address/);
    expect(() => parseRealtimeEnv({ REALTIME_TRUST_PROXY: '10.0.0.0/8,nginx' })).toThrow(
      /REALTIME_TRUST_PROXY: expected an IP address or CIDR range, got "nginx"/,
    );
  });
});

describe('configuration', () => {
  const limits = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63541                63541                processes
Max open files            20000                524288               files
Max locked memory         8388608              8388608              bytes
`;

  it('defaults the total to a quarter of the soft open-file limit', () => {
    expect(softOpenFilesLimit(limits)).toBe(20_000);
    expect(defaultMaxConnections(limits)).toBe(5_000);
    expect(defaultMaxConnections('')).toBe(256);
  });

  it('reads the limits from the environment, with the product public channels by default', () => {
    const defaults = gatewayOptionsFromEnv(parseRealtimeEnv({}));
    expect(defaults.publicChannelPrefixes).toEqual(['mall-', 'cache-parking-']);
    expect(defaults.maxConnections).toBeUndefined();
    expect(defaults.trustedProxies).toEqual([]);
    const set = gatewayOptionsFromEnv(
      parseRealtimeEnv({
        REALTIME_MAX_CONNECTIONS: '9000',
        REALTIME_MAX_CONNECTIONS_PER_IP: '20',
        REALTIME_MAX_CHANNELS_PER_CONNECTION: '5',
        REALTIME_PUBLIC_CHANNEL_PREFIXES: 'mall-, news-',
        REALTIME_TRUST_PROXY: '172.18.0.0/16',
      }),
    );
    expect(set).toMatchObject({
      maxConnections: 9000,
      maxConnectionsPerAddress: 20,
      maxChannelsPerConnection: 5,
      publicChannelPrefixes: ['mall-', 'news-'],
      trustedProxies: ['172.18.0.0/16'],
    });
    expect(() => parseRealtimeEnv({ REALTIME_MAX_CONNECTIONS_PER_IP: '0' })).toThrow(
      /REALTIME_MAX_CONNECTIONS_PER_IP/,
    );
    expect(() => parseRealtimeEnv({ REALTIME_PUBLIC_CHANNEL_PREFIXES: 'private-' })).toThrow(
      /REALTIME_PUBLIC_CHANNEL_PREFIXES/,
    );
  });
});
