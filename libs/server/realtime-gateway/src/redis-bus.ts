// Scale-out: gateways on one Redis share channel messages over one pub/sub channel. Each process
// delivers its own messages locally at once and ignores their echo from Redis.
import { Redis } from 'ioredis';

import type { GatewayLogger } from './types';

export type BusMessage =
  | { kind: 'message'; appId: string; channel: string; payload: string; except?: string }
  | { kind: 'terminate'; appId: string; userId: string }
  /** A user's first connection on the sending gateway signed in, or its last one went. */
  | { kind: 'user'; op: 'online' | 'offline'; appId: string; userId: string }
  /** A presence member joined or left on the sending gateway (`socket` is `nodeId|socketId`). */
  | {
      kind: 'presence';
      op: 'join' | 'leave';
      appId: string;
      channel: string;
      socket: string;
      userId: string;
      info?: unknown;
    }
  /**
   * How many of the sending gateway's sockets are subscribed to each channel: absolute counts,
   * 0 when none is left. Sent (coalesced) when they change, and all of them on `sync-request`.
   */
  | { kind: 'subscriptions'; appId: string; counts: Record<string, number> }
  /**
   * Sent on start: every other gateway answers with `join`s for its local members, its
   * `subscriptions`, `cache` entries for the cache channels it remembers and `user`s online.
   */
  | { kind: 'sync-request' }
  /** A cache channel's last event and how long it has left (answer to `sync-request`). */
  | { kind: 'cache'; appId: string; channel: string; payload: string; ttlMs: number }
  /** Sent every few seconds; a gateway not heard from for a while has its members dropped. */
  | { kind: 'heartbeat' };

export interface GatewayBus {
  publish(message: BusMessage): void;
  /** Both links to Redis are up: this gateway hears the others and they hear it. */
  connected(): boolean;
  close(): Promise<void>;
}

export async function createRedisBus(options: {
  url: string;
  prefix: string;
  nodeId: string;
  logger: GatewayLogger;
  onMessage(message: BusMessage, fromNode: string): void;
}): Promise<GatewayBus> {
  const topic = `${options.prefix}:messages`;
  // Redis unreachable, at start or later, never stops the gateway: ioredis reconnects on its own
  // (and resubscribes), publishes that cannot reach it fail after a few retries and are logged,
  // and connected() — the gateway's /ready — reports it. The subscription waits for Redis however
  // long it takes.
  const pub = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: null });
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => options.logger.warn(`realtime redis: ${error.message}`));
  }
  // A reachable Redis is in use before the gateway starts; an unreachable one is retried meanwhile.
  await Promise.allSettled([pub.connect(), sub.connect()]);
  sub.on('message', (_topic: string, raw: string) => {
    try {
      const envelope = JSON.parse(raw) as { node: string; message: BusMessage };
      if (envelope.node !== options.nodeId) options.onMessage(envelope.message, envelope.node);
    } catch (error) {
      options.logger.warn(`realtime redis: bad message ${String(error)}`);
    }
  });
  const subscribing = sub.subscribe(topic);
  if (sub.status === 'ready') await subscribing;
  else subscribing.catch(() => {}); // fails only when closed before Redis came back

  return {
    publish(message) {
      pub
        .publish(topic, JSON.stringify({ node: options.nodeId, message }))
        .catch((error: unknown) => {
          options.logger.error(`realtime redis publish failed: ${String(error)}`);
        });
    },
    connected: () => pub.status === 'ready' && sub.status === 'ready',
    async close() {
      // QUIT would wait in the offline queue for a Redis that is away.
      await Promise.allSettled(
        [sub, pub].map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())),
      );
    },
  };
}
