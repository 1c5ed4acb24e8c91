// Helpers for tests of the gateway with the official clients (not used at run time).
import ServerSdk from 'pusher';
import Pusher from 'pusher-js';
import type { Options } from 'pusher-js';

export const TEST_APP = { id: 'test-app', key: 'test-key', secret: 'test-secret' } as const;

/** The official server SDK (REST: trigger, channel queries) against a gateway on `port`. */
export function createServerSdk(port: number, secret: string = TEST_APP.secret): ServerSdk {
  return new ServerSdk({
    appId: TEST_APP.id,
    key: TEST_APP.key,
    secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  });
}

export function createClient(
  port: number,
  options: Partial<Options> = {},
  key: string = TEST_APP.key,
): Pusher {
  return new Pusher(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    unavailableTimeout: 10_000,
    ...options,
  });
}

export async function waitFor<T>(
  check: () => T | undefined | null | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function connected(client: Pusher): Promise<void> {
  return waitFor(() => client.connection.state === 'connected', 'connected').then(() => undefined);
}

/** Resolves with the data of the first `event` on `channel` (bound before resolving). */
export function nextEvent(client: Pusher, channel: string, event: string): Promise<unknown> {
  return new Promise((resolve) => {
    const ch = client.channel(channel) ?? client.subscribe(channel);
    const handler = (data: unknown) => {
      ch.unbind(event, handler);
      resolve(data);
    };
    ch.bind(event, handler);
  });
}

export function subscribed(client: Pusher, channel: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ch = client.subscribe(channel);
    if (ch.subscribed) return resolve();
    ch.bind('pusher:subscription_succeeded', () => resolve());
    ch.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(`subscription_error ${JSON.stringify(error)}`)),
    );
  });
}

export function subscriptionError(client: Pusher, channel: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const ch = client.subscribe(channel);
    ch.bind('pusher:subscription_succeeded', () => reject(new Error(`${channel} was accepted`)));
    ch.bind('pusher:subscription_error', (error: unknown) => resolve(error));
  });
}

/**
 * Subscribes and resolves with the events the channel emits up to and including the first one
 * after `pusher:subscription_succeeded` (on a cache channel: the cached event or cache_miss).
 */
export function firstAfterSubscribe(
  client: Pusher,
  channel: string,
): Promise<{ event: string; data: unknown }[]> {
  return new Promise((resolve) => {
    const seen: { event: string; data: unknown }[] = [];
    const ch = client.subscribe(channel);
    const handler = (event: string, data: unknown) => {
      seen.push({ event, data });
      if (event !== 'pusher:subscription_succeeded') {
        ch.unbind_global(handler);
        resolve(seen);
      }
    };
    ch.bind_global(handler);
  });
}
