import Fastify, { type FastifyInstance } from 'fastify';
import type PusherClient from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { broadcastingAuthPlugin, type BroadcastingIdentity } from './broadcasting-auth';
import { type Gateway, startGateway } from './gateway';
import { hmacSha256Hex, md5Hex, signChannel } from './protocol';
import { createRealtimePublisher } from './publisher';
import {
  connected,
  createClient,
  createServerSdk,
  firstAfterSubscribe,
  nextEvent,
  subscribed,
  subscriptionError,
  TEST_APP,
  waitFor,
} from './test-support';

const TOKENS: Record<string, BroadcastingIdentity> = {
  'token-1': { customerId: 1, tenantId: 'beta', userInfo: { name: 'Ann' } },
  'token-2': { customerId: 2, tenantId: 'beta', userInfo: { name: 'Bob' } },
};

let gateway: Gateway;
let api: FastifyInstance;
let apiUrl: string;
const clients: PusherClient[] = [];

const sdk = (secret: string = TEST_APP.secret) => createServerSdk(gateway.port, secret);

function client(token?: string): PusherClient {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  const c = createClient(gateway.port, {
    channelAuthorization: {
      endpoint: `${apiUrl}/v1/broadcasting/auth`,
      transport: 'ajax',
      headers,
    },
    userAuthentication: {
      endpoint: `${apiUrl}/v1/broadcasting/user-auth`,
      transport: 'ajax',
      headers,
    },
  });
  clients.push(c);
  return c;
}

beforeAll(async () => {
  gateway = await startGateway({ port: 0, apps: [{ ...TEST_APP, enableClientMessages: true }] });
  api = Fastify();
  // As the API does: inside its /v1 scope.
  await api.register(
    async (v1) => {
      await v1.register(broadcastingAuthPlugin, {
        app: TEST_APP,
        authenticate: (token) => TOKENS[token] ?? null,
        allowPresence: (identity, channel) => channel === `presence-mall-${identity.tenantId}`,
      });
    },
    { prefix: '/v1' },
  );
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});

afterAll(async () => {
  await gateway.close();
  await api.close();
});

describe('connection', () => {
  it('sends connection_established with a socket id and the activity timeout, answers pings', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${gateway.port}/app/${TEST_APP.key}?protocol=7`);
    const messages: { event: string; data: unknown }[] = [];
    ws.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as never));
    await waitFor(() => messages.length > 0, 'handshake');
    const established = messages[0];
    expect(established?.event).toBe('pusher:connection_established');
    const data = JSON.parse(established?.data as string) as {
      socket_id: string;
      activity_timeout: number;
    };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
    ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await waitFor(() => messages.some((m) => m.event === 'pusher:pong'), 'pong');
    ws.close();
  });

  it('refuses an unknown app key with 4001 and a missing protocol with 4008', async () => {
    const close = (url: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.on('close', (code) => resolve(code));
      });
    expect(await close(`ws://127.0.0.1:${gateway.port}/app/nope?protocol=7`)).toBe(4001);
    expect(await close(`ws://127.0.0.1:${gateway.port}/app/${TEST_APP.key}`)).toBe(4008);
    expect(await close(`ws://127.0.0.1:${gateway.port}/app/${TEST_APP.key}?protocol=3`)).toBe(4007);
    expect(await close(`ws://127.0.0.1:${gateway.port}/elsewhere?protocol=7`)).toBe(4005);
  });

  it('pings a silent connection and closes it with 4201 when no pong comes', async () => {
    const quick = await startGateway({
      port: 0,
      apps: [TEST_APP],
      activityTimeout: 1,
      pongTimeout: 1,
    });
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${quick.port}/app/${TEST_APP.key}?protocol=7`);
      const events: string[] = [];
      ws.on('message', (raw) =>
        events.push((JSON.parse(raw.toString()) as { event: string }).event),
      );
      const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
      expect(events).toContain('pusher:ping');
      expect(code).toBe(4201);
    } finally {
      await quick.close();
    }
  });

  it('keeps a pusher-js connection alive across activity timeouts (it answers the ping)', async () => {
    const quick = await startGateway({
      port: 0,
      apps: [TEST_APP],
      activityTimeout: 1,
      pongTimeout: 1,
    });
    try {
      const c = createClient(quick.port);
      clients.push(c);
      await connected(c);
      const socketId = c.connection.socket_id;
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      expect(c.connection.state).toBe('connected');
      expect(c.connection.socket_id).toBe(socketId);
    } finally {
      await quick.close();
    }
  });
});

describe('public and private channels with pusher-js and the pusher SDK', () => {
  it('delivers an event triggered through the REST API to a public channel subscriber', async () => {
    const c = client();
    await subscribed(c, 'mall-beta');
    const received = nextEvent(c, 'mall-beta', 'content.updated');
    await sdk().trigger('mall-beta', 'content.updated', { type: 'news', id: 7 });
    expect(await received).toEqual({ type: 'news', id: 7 });
  });

  it('delivers through createRealtimePublisher and batch triggers', async () => {
    const c = client();
    await subscribed(c, 'mall-beta');
    const publisher = createRealtimePublisher({
      appId: TEST_APP.id,
      key: TEST_APP.key,
      secret: TEST_APP.secret,
      host: '127.0.0.1',
      port: gateway.port,
    });
    const first = nextEvent(c, 'mall-beta', 'parking.updated');
    await publisher.publish('mall-beta', 'parking.updated', { free: 12, capacity: 400 });
    expect(await first).toEqual({ free: 12, capacity: 400 });

    const second = nextEvent(c, 'mall-beta', 'content.updated');
    await sdk().triggerBatch([
      { channel: 'mall-beta', name: 'content.updated', data: { type: 'event', id: 1 } },
    ]);
    expect(await second).toEqual({ type: 'event', id: 1 });
  });

  it('lets a customer subscribe to their own private channel and receive events', async () => {
    const c = client('token-1');
    await subscribed(c, 'private-customer-1');
    const received = nextEvent(c, 'private-customer-1', 'points.updated');
    await sdk().trigger('private-customer-1', 'points.updated', { balance: 120 });
    expect(await received).toEqual({ balance: 120 });
  });

  it("refuses presence channels the rules do not allow, and other tenants' mall channels", async () => {
    const c = client('token-1');
    expect(await subscriptionError(c, 'presence-elsewhere')).toMatchObject({ status: 403 });
    expect(await subscriptionError(c, 'private-mall-beta')).toMatchObject({ status: 403 });
  });

  it("rejects another customer's private channel and an anonymous subscription", async () => {
    const c = client('token-1');
    const error = (await subscriptionError(c, 'private-customer-2')) as { status: number };
    expect(error.status).toBe(403);
    const anonymous = client();
    const anonymousError = (await subscriptionError(anonymous, 'private-customer-1')) as {
      status: number;
    };
    expect(anonymousError.status).toBe(401);
  });

  it('rejects a forged channel signature at the gateway', async () => {
    const c = createClient(gateway.port, {
      channelAuthorization: {
        endpoint: 'unused',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          const forged = signChannel({ key: TEST_APP.key, secret: 'wrong' }, socketId, channelName);
          callback(null, { auth: forged });
        },
      },
    });
    clients.push(c);
    const error = (await subscriptionError(c, 'private-customer-1')) as {
      status: number;
      error: string;
    };
    expect(error.status).toBe(401);
    expect(error.error).toMatch(/signature/i);
    // The same socket id with a signature made for another socket is rejected too.
    const c2 = createClient(gateway.port, {
      channelAuthorization: {
        endpoint: 'unused',
        transport: 'ajax',
        customHandler: ({ channelName }, callback) => {
          callback(null, { auth: signChannel(TEST_APP, '1.1', channelName) });
        },
      },
    });
    clients.push(c2);
    expect(await subscriptionError(c2, 'private-customer-1')).toMatchObject({ status: 401 });
  });

  it('does not deliver to the excluded socket_id', async () => {
    const a = client();
    const b = client();
    await Promise.all([subscribed(a, 'mall-beta'), subscribed(b, 'mall-beta')]);
    const got: string[] = [];
    a.channel('mall-beta').bind('x', () => got.push('a'));
    b.channel('mall-beta').bind('x', () => got.push('b'));
    await sdk().trigger('mall-beta', 'x', {}, { socket_id: a.connection.socket_id });
    await waitFor(() => got.includes('b'), 'b receives');
    expect(got).toEqual(['b']);
  });
});

describe('onChannelEvent', () => {
  it('reports each REST-triggered event with its channel, subscribed to or not', async () => {
    const seen: [string, string][] = [];
    const observed = await startGateway({
      port: 0,
      apps: [TEST_APP],
      onChannelEvent: (channel, event) => seen.push([channel, event]),
    });
    try {
      const rest = createServerSdk(observed.port);
      // Nobody is subscribed: the hook runs all the same, before the REST answer.
      await rest.trigger('mall-beta', 'content.updated', { type: 'news', id: 7 });
      expect(seen).toEqual([['mall-beta', 'content.updated']]);

      const c = createClient(observed.port);
      clients.push(c);
      await subscribed(c, 'mall-galerieharfa');
      const delivered = nextEvent(c, 'mall-galerieharfa', 'parking.updated');
      await rest.triggerBatch([
        { channel: 'mall-galerieharfa', name: 'parking.updated', data: { free: 1, capacity: 2 } },
        { channel: 'private-customer-1', name: 'points.updated', data: { balance: 3 } },
      ]);
      await delivered;
      expect(seen.slice(1)).toEqual([
        ['mall-galerieharfa', 'parking.updated'],
        ['private-customer-1', 'points.updated'],
      ]);
    } finally {
      await observed.close();
    }
  });

  it('logs a throwing hook and still delivers the event', async () => {
    const errors: string[] = [];
    const observed = await startGateway({
      port: 0,
      apps: [TEST_APP],
      logger: { info: () => undefined, warn: () => undefined, error: (m) => errors.push(m) },
      onChannelEvent: () => {
        throw new Error('listener broke');
      },
    });
    try {
      const c = createClient(observed.port);
      clients.push(c);
      await subscribed(c, 'mall-beta');
      const delivered = nextEvent(c, 'mall-beta', 'content.updated');
      await createRealtimePublisher({
        appId: TEST_APP.id,
        key: TEST_APP.key,
        secret: TEST_APP.secret,
        host: '127.0.0.1',
        port: observed.port,
      }).publish('mall-beta', 'content.updated', { type: 'news', id: 1 });
      expect(await delivered).toEqual({ type: 'news', id: 1 });
      expect(errors).toEqual([expect.stringContaining('listener broke')]);
    } finally {
      await observed.close();
    }
  });
});

describe('REST API authentication', () => {
  it('rejects a request signed with the wrong secret', async () => {
    await expect(sdk('not-the-secret').trigger('mall-beta', 'x', {})).rejects.toMatchObject({
      status: 401,
    });
  });

  it('rejects an expired timestamp, a wrong body_md5 and an unknown app', async () => {
    const body = JSON.stringify({ name: 'x', channels: ['mall-beta'], data: '{}' });
    const signed = (path: string, timestamp: number, md5: string) => {
      const query = `auth_key=${TEST_APP.key}&auth_timestamp=${timestamp}&auth_version=1.0&body_md5=${md5}`;
      const signature = hmacSha256Hex(TEST_APP.secret, `POST\n${path}\n${query}`);
      return `http://127.0.0.1:${gateway.port}${path}?${query}&auth_signature=${signature}`;
    };
    const post = (url: string) =>
      fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const now = Math.floor(Date.now() / 1000);
    const path = `/apps/${TEST_APP.id}/events`;
    expect((await post(signed(path, now, md5Hex(body)))).status).toBe(200);
    const old = await post(signed(path, now - 3_600, md5Hex(body)));
    expect(old.status).toBe(401);
    expect(await old.text()).toMatch(/timestamp/i);
    const badMd5 = await post(signed(path, now, md5Hex('something else')));
    expect(badMd5.status).toBe(401);
    expect((await post(signed('/apps/other/events', now, md5Hex(body)))).status).toBe(404);
  });
});

describe('channel queries and presence', () => {
  it('reports occupied channels and presence members with member events', async () => {
    const ann = client('token-1');
    const bob = client('token-2');
    const channel = 'presence-mall-beta';
    await subscribed(ann, channel);
    const added = nextEvent(ann, channel, 'pusher:member_added');
    await subscribed(bob, channel);
    expect(await added).toMatchObject({ id: '2', info: { name: 'Bob' } });
    const bobChannel = bob.channel(channel) as unknown as {
      members: { count: number; me: { id: string } };
    };
    expect(bobChannel.members.count).toBe(2);
    expect(bobChannel.members.me.id).toBe('2');

    const api = sdk();
    const users = (await (await api.get({ path: `/channels/${channel}/users` })).json()) as {
      users: { id: string }[];
    };
    expect(users.users.map((u) => u.id).sort()).toEqual(['1', '2']);
    const info = (await (
      await api.get({
        path: `/channels/${channel}`,
        params: { info: 'user_count,subscription_count' },
      })
    ).json()) as Record<string, unknown>;
    expect(info).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });
    const list = (await (
      await api.get({
        path: '/channels',
        params: { filter_by_prefix: 'presence-', info: 'user_count' },
      })
    ).json()) as { channels: Record<string, unknown> };
    expect(list.channels).toEqual({ [channel]: { user_count: 2 } });

    const removed = nextEvent(ann, channel, 'pusher:member_removed');
    bob.unsubscribe(channel);
    expect(await removed).toMatchObject({ id: '2' });
  });

  it('relays client events on presence channels with the sender user_id', async () => {
    const ann = client('token-1');
    const bob = client('token-2');
    await Promise.all([
      subscribed(ann, 'presence-mall-beta'),
      subscribed(bob, 'presence-mall-beta'),
    ]);
    const received = new Promise<{ data: unknown; userId: unknown }>((resolve) => {
      bob
        .channel('presence-mall-beta')
        .bind('client-typing', (data: unknown, meta: { user_id?: string }) =>
          resolve({ data, userId: meta?.user_id }),
        );
    });
    ann.channel('presence-mall-beta').trigger('client-typing', { on: true });
    expect(await received).toEqual({ data: { on: true }, userId: '1' });
  });
});

describe('client-event rate limit (Pusher: 10 per second per connection)', () => {
  /** Two sockets of customer 1 on their private channel: `sender` triggers, `receiver` counts. */
  async function pair(): Promise<{ sender: PusherClient; received: () => number }> {
    const sender = client('token-1');
    const receiver = client('token-1');
    await Promise.all([
      subscribed(sender, 'private-customer-1'),
      subscribed(receiver, 'private-customer-1'),
    ]);
    let count = 0;
    receiver.channel('private-customer-1').bind('client-tick', () => (count += 1));
    return { sender, received: () => count };
  }

  it('passes a burst of 10 and keeps the connection', async () => {
    const { sender, received } = await pair();
    const socketId = sender.connection.socket_id;
    for (let i = 0; i < 10; i += 1)
      sender.channel('private-customer-1').trigger('client-tick', { i });
    await waitFor(() => received() === 10, 'the 10 events');
    // A ping answered after the burst: the server read everything and kept the socket.
    const pong = new Promise((resolve) =>
      sender.connection.bind(
        'message',
        (m: { event: string }) => m.event === 'pusher:pong' && resolve(m),
      ),
    );
    sender.send_event('pusher:ping', {});
    await pong;
    expect(sender.connection.state).toBe('connected');
    expect(sender.connection.socket_id).toBe(socketId);
  });

  it('closes the connection with 4301 on the 11th event of a burst', async () => {
    const { sender, received } = await pair();
    const errors: { type?: string; data?: { code?: number; message?: string } }[] = [];
    sender.connection.bind('error', (e: (typeof errors)[number]) => errors.push(e));
    for (let i = 0; i < 11; i += 1)
      sender.channel('private-customer-1').trigger('client-tick', { i });
    // pusher-js sees pusher:error 4301, then the close, and does not reconnect (4300 range).
    await waitFor(() => sender.connection.state === 'disconnected', 'sender disconnected');
    expect(errors).toContainEqual({
      type: 'PusherError',
      data: { code: 4301, message: 'Client event rejected due to rate limit' },
    });
    await waitFor(() => received() === 10, 'the first 10 events');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received()).toBe(10);
    expect(sender.connection.state).toBe('disconnected');
  });

  it('lets a client send 10 per second steadily', async () => {
    const { sender, received } = await pair();
    const socketId = sender.connection.socket_id;
    for (let i = 0; i < 20; i += 1) {
      sender.channel('private-customer-1').trigger('client-tick', { i });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await waitFor(() => received() === 20, 'the 20 events');
    expect(sender.connection.state).toBe('connected');
    expect(sender.connection.socket_id).toBe(socketId);
  });

  it('honours maxClientEventsPerSecond', async () => {
    const strict = await startGateway({
      port: 0,
      apps: [{ ...TEST_APP, enableClientMessages: true }],
      maxClientEventsPerSecond: 2,
    });
    try {
      const sender = createClient(strict.port, {
        channelAuthorization: {
          endpoint: 'unused',
          transport: 'ajax',
          customHandler: ({ socketId, channelName }, callback) =>
            callback(null, { auth: signChannel(TEST_APP, socketId, channelName) }),
        },
      });
      clients.push(sender);
      await subscribed(sender, 'private-x');
      for (let i = 0; i < 3; i += 1) sender.channel('private-x').trigger('client-tick', { i });
      await waitFor(() => sender.connection.state === 'disconnected', 'closed after 2');
    } finally {
      await strict.close();
    }
  });
});

describe('cache channels', () => {
  it('sends a new subscriber the last event right after subscription_succeeded', async () => {
    await sdk().trigger('cache-parking-beta', 'parking.updated', { free: 5, capacity: 9 });
    await sdk().trigger('cache-parking-beta', 'parking.updated', { free: 6, capacity: 9 });
    const c = client();
    expect(await firstAfterSubscribe(c, 'cache-parking-beta')).toEqual([
      { event: 'pusher:subscription_succeeded', data: {} },
      { event: 'parking.updated', data: { free: 6, capacity: 9 } },
    ]);
    // Later events arrive as on any channel.
    const next = nextEvent(c, 'cache-parking-beta', 'parking.updated');
    await sdk().trigger('cache-parking-beta', 'parking.updated', { free: 7, capacity: 9 });
    expect(await next).toEqual({ free: 7, capacity: 9 });
  });

  it('sends pusher:cache_miss when nothing was triggered, and nothing on other channels', async () => {
    const c = client();
    const seen = await firstAfterSubscribe(c, 'cache-never-triggered');
    expect(seen.map((e) => e.event)).toEqual([
      'pusher:subscription_succeeded',
      'pusher:cache_miss',
    ]);

    // A plain channel remembers nothing: the first event after subscribing is the next trigger.
    await sdk().trigger('mall-cacheless', 'parking.updated', { free: 1, capacity: 2 });
    const plain = firstAfterSubscribe(c, 'mall-cacheless');
    await waitFor(() => c.channel('mall-cacheless').subscribed, 'subscribed');
    await sdk().trigger('mall-cacheless', 'marker', {});
    expect((await plain).map((e) => e.event)).toEqual(['pusher:subscription_succeeded', 'marker']);
  });

  it('caches on private-cache channels (authorised) and forgets after the TTL', async () => {
    const short = await startGateway({ port: 0, apps: [TEST_APP], cacheTtl: 1 });
    try {
      const signed = createClient(short.port, {
        channelAuthorization: {
          endpoint: 'unused',
          transport: 'ajax',
          customHandler: ({ socketId, channelName }, callback) =>
            callback(null, { auth: signChannel(TEST_APP, socketId, channelName) }),
        },
      });
      clients.push(signed);
      const rest = createServerSdk(short.port);
      await rest.trigger('private-cache-x', 'state', { n: 1 });
      expect(await firstAfterSubscribe(signed, 'private-cache-x')).toEqual([
        { event: 'pusher:subscription_succeeded', data: {} },
        { event: 'state', data: { n: 1 } },
      ]);
      signed.unsubscribe('private-cache-x');
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const after = await firstAfterSubscribe(signed, 'private-cache-x');
      expect(after.map((e) => e.event)).toEqual([
        'pusher:subscription_succeeded',
        'pusher:cache_miss',
      ]);
    } finally {
      await short.close();
    }
  });
});

describe('user sign-in', () => {
  it('signs a customer in and delivers events sent to the user', async () => {
    const c = client('token-1');
    c.signin();
    await waitFor(
      () => (c.user as unknown as { user_data: { id: string } | null }).user_data,
      'signin',
    );
    await waitFor(
      () =>
        (c.user as unknown as { serverToUserChannel: { subscribed: boolean } | null })
          .serverToUserChannel?.subscribed,
      'server-to-user channel',
    );
    const received = new Promise((resolve) => c.user.bind('message.created', resolve));
    await sdk().sendToUser('1', 'message.created', { id: 5 });
    expect(await received).toEqual({ id: 5 });
  });

  it('emits signin_error for an anonymous sign-in and closes a forged sign-in with 4009', async () => {
    const anonymous = client();
    const signinError = new Promise((resolve) =>
      anonymous.user.bind('pusher:signin_error', resolve),
    );
    anonymous.signin();
    expect(await signinError).toMatchObject({ type: 'AuthError', status: 401 });

    const ws = new WebSocket(`ws://127.0.0.1:${gateway.port}/app/${TEST_APP.key}?protocol=7`);
    const code = new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    ws.on('message', () =>
      ws.send(
        JSON.stringify({
          event: 'pusher:signin',
          data: { auth: `${TEST_APP.key}:forged`, user_data: JSON.stringify({ id: '1' }) },
        }),
      ),
    );
    expect(await code).toBe(4009);
  });
});

describe('terminateUserConnections and the channel limit of a trigger', () => {
  it("closes a signed-in user's connections with 4009", async () => {
    const c = client('token-2');
    c.signin();
    await waitFor(
      () => (c.user as unknown as { user_data: { id: string } | null }).user_data,
      'signin',
    );
    const errors: { data?: { code?: number } }[] = [];
    c.connection.bind('error', (e: (typeof errors)[number]) => errors.push(e));
    await sdk().terminateUserConnections('2');
    await waitFor(() => errors.some((e) => e.data?.code === 4009), '4009 seen by pusher-js');
  });

  it('triggers to 100 channels at once and refuses 101', async () => {
    const channels = (n: number) => Array.from({ length: n }, (_, i) => `mall-many-${i}`);
    const c = client();
    await subscribed(c, 'mall-many-99');
    const last = nextEvent(c, 'mall-many-99', 'content.updated');
    await sdk().trigger(channels(100), 'content.updated', { type: 'news', id: 100 });
    expect(await last).toEqual({ type: 'news', id: 100 });
    // The SDK itself refuses 101 channels; the gateway is asked directly.
    await expect(
      sdk().post({
        path: '/events',
        // The SDK serialises the body itself (its type says string).
        body: { name: 'x', data: '{}', channels: channels(101) } as unknown as string,
      }),
    ).rejects.toMatchObject({ status: 400, body: 'An event goes to at most 100 channels' });
  });
});

describe('message size limit', () => {
  it('refuses a REST event over 10 KB with 413', async () => {
    await expect(
      sdk().trigger('mall-beta', 'big', { text: 'x'.repeat(11_000) }),
    ).rejects.toMatchObject({ status: 413 });
    await expect(
      sdk().trigger('mall-beta', 'fits', { text: 'x'.repeat(9_000) }),
    ).resolves.toBeDefined();
  });

  it('answers an oversized client event with pusher:error and keeps the connection', async () => {
    const ann = client('token-1');
    await subscribed(ann, 'private-customer-1');
    const error = new Promise<{ data: { message: string } }>((resolve) =>
      ann.connection.bind('error', resolve),
    );
    ann.channel('private-customer-1').trigger('client-big', { text: 'x'.repeat(11_000) });
    expect((await error).data.message).toMatch(/exceeds/);
    expect(ann.connection.state).toBe('connected');
  });
});

describe('restart', () => {
  it('reconnects and resubscribes after the gateway restarts on the same port', async () => {
    const own = await startGateway({ port: 0, apps: [TEST_APP] });
    const port = own.port;
    const c = createClient(port);
    clients.push(c);
    await subscribed(c, 'mall-beta');
    const firstSocket = c.connection.socket_id;
    await own.close();
    await waitFor(() => c.connection.state !== 'connected', 'disconnect noticed');
    const again = await startGateway({ port, apps: [TEST_APP] });
    try {
      await waitFor(() => c.connection.state === 'connected', 'reconnect', 20_000);
      expect(c.connection.socket_id).not.toBe(firstSocket);
      const publisher = createServerSdk(port);
      // The channel is subscribed again without the app doing anything.
      await waitFor(() => c.channel('mall-beta').subscribed, 'resubscribed');
      const received = nextEvent(c, 'mall-beta', 'content.updated');
      await publisher.trigger('mall-beta', 'content.updated', { type: 'shop', id: 3 });
      expect(await received).toEqual({ type: 'shop', id: 3 });
    } finally {
      c.disconnect();
      await again.close();
    }
  });
});

describe('fan-out in slices (fanoutSliceSize)', () => {
  it('delivers every event in order to every pusher-js subscriber, one write per socket for a batch', async () => {
    const reports: { channel: string; events: number; sockets: number }[] = [];
    const sliced = await startGateway({
      port: 0,
      apps: [TEST_APP],
      // 2 sockets per turn of the event loop: 7 subscribers take 4 slices.
      fanoutSliceSize: 2,
      onFanout: ({ channel, events, sockets }) => reports.push({ channel, events, sockets }),
    });
    const local: PusherClient[] = [];
    try {
      for (let i = 0; i < 7; i++) local.push(createClient(sliced.port));
      await Promise.all(local.map((c) => subscribed(c, 'cache-mall-beta')));
      const got = local.map(() => [] as number[]);
      local.forEach((c, i) =>
        c.channel('cache-mall-beta').bind('tick', (data: { n: number }) => got[i]!.push(data.n)),
      );
      // Five events in one REST request: one fan-out, one write per socket, in 4 slices;
      // pusher-js reads five frames from it.
      await createServerSdk(sliced.port).triggerBatch(
        [1, 2, 3, 4, 5].map((n) => ({ channel: 'cache-mall-beta', name: 'tick', data: { n } })),
      );
      await waitFor(() => got.every((g) => g.length === 5), 'five events on every socket');
      expect(got).toEqual(local.map(() => [1, 2, 3, 4, 5]));
      expect(reports).toEqual([{ channel: 'cache-mall-beta', events: 5, sockets: 7 }]);
      // A socket subscribing afterwards gets the cached last event once, then new ones.
      const late = createClient(sliced.port);
      local.push(late);
      expect(await firstAfterSubscribe(late, 'cache-mall-beta')).toEqual([
        { event: 'pusher:subscription_succeeded', data: {} },
        { event: 'tick', data: { n: 5 } },
      ]);
      const next = nextEvent(late, 'cache-mall-beta', 'tick');
      await createServerSdk(sliced.port).trigger('cache-mall-beta', 'tick', { n: 6 });
      expect(await next).toEqual({ n: 6 });
      await waitFor(() => got.every((g) => g.length === 6), 'the sixth event on every socket');
    } finally {
      for (const c of local) c.disconnect();
      await sliced.close();
    }
  });
});
