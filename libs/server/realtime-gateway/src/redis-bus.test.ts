import { randomUUID } from 'node:crypto';

import type PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Gateway, startGateway } from './gateway';
import { signChannel, signUser } from './protocol';
import {
  createClient,
  createServerSdk,
  firstAfterSubscribe,
  nextEvent,
  subscribed,
  TEST_APP,
  waitFor,
} from './test-support';

// Needs the Redis server at 127.0.0.1:6379 (REDIS_URL overrides).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function waitForAsync(check: () => Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 10_000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('scale-out through Redis pub/sub', () => {
  const prefix = `atrium-realtime-test-${randomUUID()}`;
  let a: Gateway;
  let b: Gateway;
  const clients: PusherClient[] = [];

  beforeAll(async () => {
    a = await startGateway({ port: 0, apps: [TEST_APP], redisUrl, redisPrefix: prefix });
    b = await startGateway({ port: 0, apps: [TEST_APP], redisUrl, redisPrefix: prefix });
  });

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers one publish to subscribers on both gateways, once each', async () => {
    expect(a.port).not.toBe(b.port);
    const onA = createClient(a.port);
    const onB = createClient(b.port);
    clients.push(onA, onB);
    await Promise.all([subscribed(onA, 'mall-beta'), subscribed(onB, 'mall-beta')]);

    const counts = { a: 0, b: 0 };
    onA.channel('mall-beta').bind('content.updated', () => (counts.a += 1));
    onB.channel('mall-beta').bind('content.updated', () => (counts.b += 1));
    const gotA = nextEvent(onA, 'mall-beta', 'content.updated');
    const gotB = nextEvent(onB, 'mall-beta', 'content.updated');

    const sdk = createServerSdk(a.port);
    await sdk.trigger('mall-beta', 'content.updated', { type: 'news', id: 1 });
    expect(await gotA).toEqual({ type: 'news', id: 1 });
    expect(await gotB).toEqual({ type: 'news', id: 1 });

    // A second event through the other gateway: each client still gets each event exactly once.
    const sdkB = createServerSdk(b.port);
    const lastA = nextEvent(onA, 'mall-beta', 'done');
    const lastB = nextEvent(onB, 'mall-beta', 'done');
    await sdkB.trigger('mall-beta', 'content.updated', { type: 'news', id: 2 });
    await sdkB.trigger('mall-beta', 'done', {});
    await Promise.all([lastA, lastB]);
    expect(counts).toEqual({ a: 2, b: 2 });
  });

  it('does not deliver to another prefix (separate deployments on one Redis)', async () => {
    const other = await startGateway({
      port: 0,
      apps: [TEST_APP],
      redisUrl,
      redisPrefix: `${prefix}-other`,
    });
    try {
      const onOther = createClient(other.port);
      const onA = createClient(a.port);
      clients.push(onOther, onA);
      await Promise.all([subscribed(onOther, 'mall-x'), subscribed(onA, 'mall-x')]);
      let leaked = 0;
      onOther.channel('mall-x').bind('ping', () => (leaked += 1));
      const arrived = nextEvent(onA, 'mall-x', 'ping');
      const sdkB = createServerSdk(b.port);
      await sdkB.trigger('mall-x', 'ping', {});
      await arrived;
      // Order on one Redis connection is preserved: a marker sent after it through `other`'s own
      // REST API arrives after anything Redis would have leaked.
      const marker = nextEvent(onOther, 'mall-x', 'marker');
      await createServerSdk(other.port).trigger('mall-x', 'marker', {});
      await marker;
      expect(leaked).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('calls onChannelEvent for events relayed from another gateway', async () => {
    const seen: [string, string][] = [];
    const observer = await startGateway({
      port: 0,
      apps: [TEST_APP],
      redisUrl,
      redisPrefix: prefix,
      onChannelEvent: (channel, event) => seen.push([channel, event]),
    });
    try {
      const sdkA = createServerSdk(a.port);
      await sdkA.trigger('mall-beta', 'content.updated', { type: 'news', id: 3 });
      await sdkA.trigger('mall-x', 'done', {});
      await waitFor(() => seen.length === 2, 'the relayed events');
      expect(seen).toEqual([
        ['mall-beta', 'content.updated'],
        ['mall-x', 'done'],
      ]);
    } finally {
      await observer.close();
    }
  });

  it('shares presence members between gateways', async () => {
    const member = (port: number, userId: string) => {
      const c = createClient(port, {
        channelAuthorization: {
          endpoint: 'unused',
          transport: 'ajax',
          customHandler: ({ socketId, channelName }, callback) => {
            const channelData = JSON.stringify({ user_id: userId, user_info: { n: userId } });
            callback(null, {
              auth: signChannel(TEST_APP, socketId, channelName, channelData),
              channel_data: channelData,
            });
          },
        },
      });
      clients.push(c);
      return c;
    };
    const channel = 'presence-shared';
    const ann = member(a.port, '1');
    await subscribed(ann, channel);
    const added = nextEvent(ann, channel, 'pusher:member_added');
    const bob = member(b.port, '2');
    await subscribed(bob, channel);
    expect(await added).toMatchObject({ id: '2', info: { n: '2' } });
    const bobMembers = (bob.channel(channel) as unknown as { members: { count: number } }).members;
    await waitFor(() => bobMembers.count === 2, 'bob sees ann');

    const sdkA = createServerSdk(a.port);
    const users = (await (await sdkA.get({ path: `/channels/${channel}/users` })).json()) as {
      users: { id: string }[];
    };
    expect(users.users.map((u) => u.id).sort()).toEqual(['1', '2']);

    // A gateway started later learns the existing members from the others (sync-request).
    const annMembers = (ann.channel(channel) as unknown as { members: { count: number } }).members;
    const late = await startGateway({ port: 0, apps: [TEST_APP], redisUrl, redisPrefix: prefix });
    try {
      const cid = member(late.port, '3');
      await subscribed(cid, channel);
      const cidMembers = (cid.channel(channel) as unknown as { members: { count: number } })
        .members;
      await waitFor(() => cidMembers.count === 3, 'late gateway knows all members');
      // cid's join travels to ann through Redis too: unless ann has seen it, its leave could
      // arrive as the next member_removed (then id 3, not bob's 2).
      await waitFor(() => annMembers.count === 3, 'ann sees cid join');
      cid.disconnect();
    } finally {
      await late.close();
    }

    // cid's leave travels through Redis: wait for it, so the next member_removed is bob's.
    await waitFor(() => annMembers.count === 2, 'ann sees cid leave');
    const removed = nextEvent(ann, channel, 'pusher:member_removed');
    bob.disconnect();
    expect(await removed).toMatchObject({ id: '2' });
  });

  it('answers channel queries for the whole cluster: subscriptions, occupied, presence users', async () => {
    const id = randomUUID().slice(0, 8);
    const publicChannel = `mall-count-${id}`;
    const presenceChannel = `presence-count-${id}`;
    const member = (port: number, userId: string) => {
      const c = createClient(port, {
        channelAuthorization: {
          endpoint: 'unused',
          transport: 'ajax',
          customHandler: ({ socketId, channelName }, callback) => {
            const channelData = JSON.stringify({ user_id: userId, user_info: {} });
            callback(null, {
              auth: signChannel(TEST_APP, socketId, channelName, channelData),
              channel_data: channelData,
            });
          },
        },
      });
      clients.push(c);
      return c;
    };
    // Public: two sockets on a, one on b. Presence: user 7 on both gateways, user 8 on b.
    const a1 = member(a.port, '7');
    const a2 = createClient(a.port);
    const b1 = member(b.port, '7');
    const b2 = member(b.port, '8');
    clients.push(a2);
    await Promise.all([
      subscribed(a1, publicChannel),
      subscribed(a2, publicChannel),
      subscribed(b1, publicChannel),
      subscribed(a1, presenceChannel),
      subscribed(b1, presenceChannel),
      subscribed(b2, presenceChannel),
    ]);
    const sdks = { a: createServerSdk(a.port), b: createServerSdk(b.port) };
    const query = async (gateway: 'a' | 'b', path: string, params: Record<string, string> = {}) =>
      (await (await sdks[gateway].get({ path, params })).json()) as Record<string, unknown>;
    const info = { info: 'subscription_count,user_count' };
    /** Polls until both gateways give `expected` (counts travel through Redis). */
    const bothSay = async (path: string, params: Record<string, string>, expected: unknown) => {
      let answers: unknown[] = [];
      for (let attempt = 0; attempt < 50; attempt += 1) {
        answers = await Promise.all([query('a', path, params), query('b', path, params)]);
        if (answers.every((answer) => JSON.stringify(answer) === JSON.stringify(expected))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(answers).toEqual([expected, expected]);
    };

    await bothSay(
      `/channels/${publicChannel}`,
      { info: 'subscription_count' },
      { occupied: true, subscription_count: 3 },
    );
    // One user on both gateways is one user; its two sockets are two subscriptions.
    await bothSay(`/channels/${presenceChannel}`, info, {
      occupied: true,
      subscription_count: 3,
      user_count: 2,
    });
    const users = await query('a', `/channels/${presenceChannel}/users`);
    expect((users.users as { id: string }[]).map((u) => u.id).sort()).toEqual(['7', '8']);
    expect(await query('b', `/channels/${presenceChannel}/users`)).toEqual(users);
    await bothSay(
      '/channels',
      { filter_by_prefix: `presence-count-${id}`, ...info },
      { channels: { [presenceChannel]: { subscription_count: 3, user_count: 2 } } },
    );
    await bothSay(
      '/channels',
      { filter_by_prefix: `mall-count-${id}`, info: 'subscription_count' },
      { channels: { [publicChannel]: { subscription_count: 3 } } },
    );

    // b's sockets leave: user 7 stays (on a), user 8 goes; a channel only b had is no longer listed.
    const bOnly = `mall-count-b-${id}`;
    await subscribed(b2, bOnly);
    await bothSay(
      `/channels/${bOnly}`,
      { info: 'subscription_count' },
      {
        occupied: true,
        subscription_count: 1,
      },
    );
    b1.disconnect();
    b2.disconnect();
    await bothSay(`/channels/${presenceChannel}`, info, {
      occupied: true,
      subscription_count: 1,
      user_count: 1,
    });
    await bothSay(
      `/channels/${publicChannel}`,
      { info: 'subscription_count' },
      { occupied: true, subscription_count: 2 },
    );
    await bothSay(
      `/channels/${bOnly}`,
      { info: 'subscription_count' },
      {
        occupied: false,
        subscription_count: 0,
      },
    );
    await bothSay('/channels', { filter_by_prefix: `mall-count-b-${id}` }, { channels: {} });
  });

  it('counts the subscriptions of a gateway started later, and forgets those of one that closes', async () => {
    const channel = `mall-late-${randomUUID().slice(0, 8)}`;
    const onA = createClient(a.port);
    clients.push(onA);
    await subscribed(onA, channel);
    const late = await startGateway({ port: 0, apps: [TEST_APP], redisUrl, redisPrefix: prefix });
    const onLate = createClient(late.port);
    try {
      await subscribed(onLate, channel);
      const count = async (port: number) =>
        (
          (await (
            await createServerSdk(port).get({
              path: `/channels/${channel}`,
              params: { info: 'subscription_count' },
            })
          ).json()) as { subscription_count: number }
        ).subscription_count;
      // The late gateway learns a's count from its answer to sync-request.
      await waitForAsync(async () => (await count(late.port)) === 2, 'late sees 2');
      await waitForAsync(async () => (await count(a.port)) === 2, 'a sees 2');
      onLate.disconnect();
      await late.close();
      await waitForAsync(async () => (await count(a.port)) === 1, 'a sees 1 after late closed');
    } finally {
      onLate.disconnect();
      await late.close();
    }
  });

  it('shares cache channels: another gateway, and one started later, know the last event', async () => {
    const channel = `cache-${randomUUID()}`;
    const onB = createClient(b.port);
    clients.push(onB);
    expect((await firstAfterSubscribe(onB, channel)).map((e) => e.event)).toEqual([
      'pusher:subscription_succeeded',
      'pusher:cache_miss',
    ]);
    // Triggered on a, relayed to b: b's subscriber gets it live and b remembers it.
    const live = nextEvent(onB, channel, 'state');
    await createServerSdk(a.port).trigger(channel, 'state', { n: 1 });
    expect(await live).toEqual({ n: 1 });
    const laterOnB = createClient(b.port);
    clients.push(laterOnB);
    expect(await firstAfterSubscribe(laterOnB, channel)).toEqual([
      { event: 'pusher:subscription_succeeded', data: {} },
      { event: 'state', data: { n: 1 } },
    ]);

    // A gateway started after the trigger learns it from the others (sync-request).
    const late = await startGateway({ port: 0, apps: [TEST_APP], redisUrl, redisPrefix: prefix });
    try {
      const onLate = createClient(late.port);
      clients.push(onLate);
      // The answer travels through Redis; a subscriber that came first would get cache_miss.
      let first = await firstAfterSubscribe(onLate, channel);
      for (let attempt = 0; first[1]?.event !== 'state' && attempt < 20; attempt += 1) {
        onLate.unsubscribe(channel);
        await new Promise((resolve) => setTimeout(resolve, 100));
        first = await firstAfterSubscribe(onLate, channel);
      }
      expect(first[1]).toEqual({ event: 'state', data: { n: 1 } });
    } finally {
      await late.close();
    }
  });
  it('sends watchlist events for users signed in on another gateway, and to a gateway started later', async () => {
    type WatchlistEvent = { name: string; user_ids: string[] };
    const id = randomUUID().slice(0, 8);
    const zoe = `zoe-${id}`;
    const signedInUser = (port: number, userId: string, watchlist: string[] = []) => {
      const events: WatchlistEvent[] = [];
      const c = createClient(port, {
        userAuthentication: {
          endpoint: 'unused',
          transport: 'ajax',
          customHandler: ({ socketId }, callback) => {
            const userData = JSON.stringify({ id: userId, watchlist });
            callback(null, { auth: signUser(TEST_APP, socketId, userData), user_data: userData });
          },
        },
      });
      clients.push(c);
      for (const name of ['online', 'offline'])
        c.user.watchlist.bind(name, (event: WatchlistEvent) => events.push(event));
      c.signin();
      return { c, events };
    };

    const watcher = signedInUser(a.port, `yan-${id}`, [zoe]);
    await waitFor(() => watcher.events.length >= 1, 'initial state');
    expect(watcher.events[0]).toEqual({ name: 'offline', user_ids: [zoe] });

    const onB = signedInUser(b.port, zoe);
    await waitFor(() => watcher.events.length >= 2, 'zoe online on the other gateway');
    expect(watcher.events[1]).toEqual({ name: 'online', user_ids: [zoe] });

    // A gateway started later learns who is online from the others (sync-request). Their answers
    // may come after its first watcher signed in: then "offline" first, "online" when they arrive.
    const late = await startGateway({ port: 0, apps: [TEST_APP], redisUrl, redisPrefix: prefix });
    try {
      const lateWatcher = signedInUser(late.port, `xia-${id}`, [zoe]);
      await waitFor(
        () => lateWatcher.events.at(-1)?.name === 'online',
        'the late gateway knows zoe is online',
      );
      expect(lateWatcher.events.at(-1)).toEqual({ name: 'online', user_ids: [zoe] });
      lateWatcher.c.disconnect();
    } finally {
      await late.close();
    }

    onB.c.disconnect();
    await waitFor(() => watcher.events.length >= 3, 'zoe offline');
    expect(watcher.events[2]).toEqual({ name: 'offline', user_ids: [zoe] });
  });
});
