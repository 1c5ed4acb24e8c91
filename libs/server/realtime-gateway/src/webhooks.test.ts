// Webhooks from the gateway to a local HTTP receiver, checked with the `pusher` SDK's own
// webhook helper: body shape, signature, batching, retry after a 500, and the events.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type PusherClient from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { type Gateway, startGateway } from './gateway';
import { signChannel } from './protocol';
import {
  connected,
  createClient,
  createServerSdk,
  subscribed,
  TEST_APP,
  waitFor,
} from './test-support';

interface Received {
  headers: IncomingMessage['headers'];
  rawBody: string;
  status: number;
}

/** Only its webhook helper is used (no requests), so the port does not matter. */
const sdk = createServerSdk(0);

let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Statuses the receiver answers with, in order; 200 once they run out. */
let statuses: number[] = [];
let gateway: Gateway | null = null;
const clients: PusherClient[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let rawBody = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (rawBody += chunk));
    req.on('end', () => {
      const status = statuses.shift() ?? 200;
      received.push({ headers: req.headers, rawBody, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  await gateway?.close();
  gateway = null;
  received.length = 0;
  statuses = [];
});

async function start(options: { webhookRetryBaseMs?: number; webhookMaxAttempts?: number } = {}) {
  gateway = await startGateway({
    port: 0,
    apps: [{ ...TEST_APP, enableClientMessages: true, webhookUrl: receiverUrl }],
    webhookBatchMs: 100,
    ...options,
  });
  return gateway;
}

function client(port: number): PusherClient {
  const c = createClient(port, {
    channelAuthorization: {
      endpoint: 'unused',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        const channelData = channelName.startsWith('presence-')
          ? JSON.stringify({ user_id: 'ann', user_info: { name: 'Ann' } })
          : undefined;
        callback(null, {
          auth: signChannel(TEST_APP, socketId, channelName, channelData),
          ...(channelData ? { channel_data: channelData } : {}),
        });
      },
    },
  });
  clients.push(c);
  return c;
}

/** The events of every valid POST so far, in order. */
function events(): Array<Record<string, unknown>> {
  return received
    .filter((r) => r.status === 200)
    .flatMap(
      (r) =>
        sdk.webhook({ headers: r.headers, rawBody: r.rawBody }).getEvents() as unknown as Array<
          Record<string, unknown>
        >,
    );
}

describe('webhooks', () => {
  it('batches the events of a window into one signed POST the SDK accepts', async () => {
    const { port } = await start();
    const c = client(port);
    await connected(c);
    c.subscribe('news');
    c.subscribe('sport');
    await Promise.all([subscribed(c, 'news'), subscribed(c, 'sport')]);
    await waitFor(() => received.length > 0, 'a webhook');
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(received).toHaveLength(1); // both subscribes fell in one 100 ms window
    const [post] = received;
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.headers['x-pusher-key']).toBe(TEST_APP.key);
    const hook = sdk.webhook({ headers: post!.headers, rawBody: post!.rawBody });
    expect(hook.isValid()).toBe(true);
    const body = JSON.parse(post!.rawBody) as { time_ms: number; events: unknown[] };
    expect(Object.keys(body).sort()).toEqual(['events', 'time_ms']);
    expect(Math.abs(body.time_ms - Date.now())).toBeLessThan(5_000);
    expect(body.events).toEqual([
      { name: 'channel_occupied', channel: 'news' },
      { name: 'channel_occupied', channel: 'sport' },
    ]);
    // A wrong secret does not verify.
    const forged = createServerSdk(0, 'other');
    expect(forged.webhook({ headers: post!.headers, rawBody: post!.rawBody }).isValid()).toBe(
      false,
    );

    c.unsubscribe('news');
    await waitFor(
      () => events().some((e) => e.name === 'channel_vacated' && e.channel === 'news'),
      'channel_vacated',
    );
  });

  it('retries after a 500 with back-off, and drops the batch when attempts run out', async () => {
    statuses = [500, 503];
    const { port } = await start({ webhookRetryBaseMs: 50, webhookMaxAttempts: 3 });
    const c = client(port);
    await connected(c);
    c.subscribe('retry');
    await subscribed(c, 'retry');
    await waitFor(() => received.length === 3, 'three attempts');
    expect(received.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(received.map((r) => r.rawBody)).size).toBe(1); // the same body each time
    expect(events()).toEqual([{ name: 'channel_occupied', channel: 'retry' }]);

    statuses = [500, 500, 500];
    c.subscribe('lost');
    await waitFor(() => received.length === 6, 'three more attempts');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(6); // dropped, not retried a fourth time
  });

  it('sends member_added/removed, client_event and cache_miss', async () => {
    const { port } = await start();
    const ann = client(port);
    const other = client(port);
    await Promise.all([connected(ann), connected(other)]);
    ann.subscribe('presence-room');
    other.subscribe('private-chat');
    ann.subscribe('private-chat');
    ann.subscribe('cache-parking');
    await Promise.all([
      subscribed(ann, 'presence-room'),
      subscribed(ann, 'private-chat'),
      subscribed(other, 'private-chat'),
    ]);
    ann.channel('private-chat')?.trigger('client-typing', { on: true });
    await waitFor(() => events().some((e) => e.name === 'client_event'), 'client_event');
    ann.unsubscribe('presence-room');
    await waitFor(() => events().some((e) => e.name === 'member_removed'), 'member_removed');

    const all = events();
    expect(all).toContainEqual({ name: 'member_added', channel: 'presence-room', user_id: 'ann' });
    expect(all).toContainEqual({ name: 'cache_miss', channel: 'cache-parking' });
    expect(all).toContainEqual({
      name: 'client_event',
      channel: 'private-chat',
      event: 'client-typing',
      data: JSON.stringify({ on: true }),
      socket_id: ann.connection.socket_id,
    });
    expect(all).toContainEqual({
      name: 'member_removed',
      channel: 'presence-room',
      user_id: 'ann',
    });
    expect(
      all.filter((e) => e.name === 'channel_occupied' && e.channel === 'private-chat'),
    ).toHaveLength(1);
  });
});

describe('webhooks with two gateways on Redis', () => {
  // Needs the Redis server at 127.0.0.1:6379 (REDIS_URL overrides).
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let other: Gateway | null = null;
  afterEach(async () => {
    await other?.close();
    other = null;
  });

  it('sends channel_occupied and channel_vacated once for the cluster, and member_added once', async () => {
    const redisPrefix = `atrium-realtime-test-${randomUUID()}`;
    const app = { ...TEST_APP, webhookUrl: receiverUrl };
    gateway = await startGateway({
      port: 0,
      apps: [app],
      redisUrl,
      redisPrefix,
      webhookBatchMs: 20,
    });
    other = await startGateway({ port: 0, apps: [app], redisUrl, redisPrefix, webhookBatchMs: 20 });
    const onA = client(gateway.port);
    const onB = client(other.port);
    const named = (name: string) => events().filter((e) => e.name === name);

    await subscribed(onA, 'presence-lobby');
    await waitFor(() => named('channel_occupied').length === 1, 'channel_occupied');
    // Let A's count reach B (50 ms coalescing + Redis) before B's socket subscribes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await subscribed(onB, 'presence-lobby'); // the same user id 'ann' on the other gateway
    await new Promise((resolve) => setTimeout(resolve, 300));
    onA.unsubscribe('presence-lobby');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(named('channel_vacated')).toEqual([]); // B still has a subscriber
    expect(named('member_removed')).toEqual([]); // and ann is still there, through B
    onB.unsubscribe('presence-lobby');
    await waitFor(() => named('channel_vacated').length === 1, 'channel_vacated');
    await waitFor(() => named('member_removed').length === 1, 'member_removed');
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(named('channel_occupied')).toEqual([
      { name: 'channel_occupied', channel: 'presence-lobby' },
    ]);
    expect(named('channel_vacated')).toHaveLength(1);
    expect(named('member_added')).toEqual([
      { name: 'member_added', channel: 'presence-lobby', user_id: 'ann' },
    ]);
    expect(named('member_removed')).toHaveLength(1);
  });
});
