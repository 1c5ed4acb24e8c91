// Scale-out: gateways on one Redis share channel messages over one pub/sub channel. Each process
// delivers its own messages locally at once and ignores their echo from Redis.
import { Redis } from 'ioredis';

import type { GatewayLogger } from './types';

export type BusMessage =
  | { kind: 'message'; appId: string; channel: string; payload: string; except?: string }
  | { kind: 'terminate'; appId: string; userId: string }
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
  /** Sent on start: every other gateway answers with `join`s for its local members. */
  | { kind: 'sync-request' }
  /** Sent every few seconds; a gateway not heard from for a while has its members dropped. */
  | { kind: 'heartbeat' };

export interface GatewayBus {
  publish(message: BusMessage): void;
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
  const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const pub = new Redis(options.url, redisOptions);
  const sub = new Redis(options.url, redisOptions);
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => options.logger.warn(`realtime redis: ${error.message}`));
  }
  await Promise.all([pub.connect(), sub.connect()]);
  sub.on('message', (_topic: string, raw: string) => {
    try {
      const envelope = JSON.parse(raw) as { node: string; message: BusMessage };
      if (envelope.node !== options.nodeId) options.onMessage(envelope.message, envelope.node);
    } catch (error) {
      options.logger.warn(`realtime redis: bad message ${String(error)}`);
    }
  });
  await sub.subscribe(topic);

  return {
    publish(message) {
      pub
        .publish(topic, JSON.stringify({ node: options.nodeId, message }))
        .catch((error: unknown) => {
          options.logger.error(`realtime redis publish failed: ${String(error)}`);
        });
    },
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
