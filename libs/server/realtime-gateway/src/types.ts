// Shapes shared by the gateway's modules.
import type { Duplex } from 'node:stream';

import type { WebSocket } from 'ws';

import type { FanoutReport } from './fanout';

export interface GatewayApp {
  id: string;
  key: string;
  secret: string;
  /** Allow `client-*` events on private and presence channels (off by default). */
  enableClientMessages?: boolean;
  /** Connections per app on this process; over it a new connection is closed with 4100. */
  maxConnections?: number;
  /**
   * Where this app's webhooks go (channel_occupied/vacated, member_added/removed, client_event,
   * cache_miss), batched and signed as Pusher does. None without it.
   */
  webhookUrl?: string;
}

export interface GatewayLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface GatewayOptions {
  /** Default 6001; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  apps: GatewayApp[];
  /** With a Redis URL, channel messages are shared with every gateway on the same Redis. */
  redisUrl?: string;
  /** Prefix of the Redis pub/sub channel; default `atrium-realtime`. */
  redisPrefix?: string;
  /** Seconds of silence before the server pings a client (sent in connection_established). Default 120. */
  activityTimeout?: number;
  /** Seconds to wait for the pong before closing with 4201. Default 30. */
  pongTimeout?: number;
  /** Largest event payload in bytes, from a client or through the REST API. Default 10 240 (Pusher's). */
  maxMessageSize?: number;
  /**
   * Client events one connection may send per second (Pusher's limit is 10): a bucket of this
   * many that refills at this rate per second; an event on an empty bucket closes the connection
   * with 4301. Default 10.
   */
  maxClientEventsPerSecond?: number;
  /**
   * WebSockets this gateway holds at once, counted from the HTTP upgrade until the socket closes;
   * one more is refused at the upgrade with HTTP 503 (docs/realtime.md "Limits"). Default: a
   * quarter of the process's soft open-file limit (connection-limits.ts).
   */
  maxConnections?: number;
  /**
   * WebSockets one client address (an IPv6 address by its /64) holds at once; one more is
   * refused at the upgrade with HTTP 429. Default 100.
   */
  maxConnectionsPerAddress?: number;
  /**
   * Proxies (IP addresses or CIDR ranges) whose X-Forwarded-For names the client address;
   * without them the header is ignored and the socket's peer is the client. Default none.
   */
  trustedProxies?: readonly string[];
  /**
   * Channels one socket may be subscribed to; one more gets `pusher:subscription_error` with
   * status 429 and the socket stays open. Default 50.
   */
  maxChannelsPerConnection?: number;
  /**
   * The public channels that exist: a public channel (not `private-`, `presence-` or
   * `#server-to-user-`) whose name starts with none of these gets `pusher:subscription_error`
   * with status 404. Absent: every public channel name is accepted (as Pusher does); the CLI and
   * the API pass the product's (config.ts).
   */
  publicChannelPrefixes?: readonly string[];
  /** Seconds a cache channel (`cache-*`) remembers its last event. Default 1 800 (Pusher's 30 min). */
  cacheTtl?: number;
  /** Members of one presence channel. Default 100 (Pusher's). */
  maxPresenceMembers?: number;
  /** Bytes of one presence member's user_info. Default 1 024. */
  maxPresenceUserInfoSize?: number;
  /** Accepted age of a REST request's auth_timestamp, in seconds either way. Default 600. */
  timestampWindow?: number;
  /** Webhook events within this many ms go in one POST. Default 50. */
  webhookBatchMs?: number;
  /** Attempts per webhook POST (a network error or a non-2xx answer fails one). Default 5. */
  webhookMaxAttempts?: number;
  /** Wait before the second attempt, doubled for each further one (1 s, 2 s, 4 s, 8 s). Default 1 000. */
  webhookRetryBaseMs?: number;
  logger?: GatewayLogger;
  /**
   * Called with each event this gateway delivers on a channel: published through its REST API,
   * relayed from another gateway over Redis, or a client event. Called whether or not anyone here
   * is subscribed, before the subscribers get it. An exception is logged, never passed on.
   */
  onChannelEvent?: (channel: string, event: string) => void;
  /**
   * Sockets written per turn of the event loop when a channel event fans out (fanout.ts): a
   * bigger channel is written in slices, the event loop handling other I/O in between. Default
   * 1 000 (~10 ms of socket writes on the 2-core bench machine).
   */
  fanoutSliceSize?: number;
  /**
   * Called after each fan-out to this gateway's subscribers: the channel, how many events went
   * out together, to how many sockets, and when the first and after the last socket was written
   * (performance.now() of this process). For benchmarks (tools/bench/realtime); an exception is
   * logged, never passed on.
   */
  onFanout?: (report: FanoutReport) => void;
}

export interface Gateway {
  readonly port: number;
  readonly host: string;
  /** Closes every connection with 4200 (clients reconnect), then the HTTP server and Redis. */
  close(): Promise<void>;
  /** Connections on this process. */
  connectionCount(): number;
  /** Whether the link to Redis is up; null without Redis (one gateway alone). */
  redisConnected(): boolean | null;
}

export interface PresenceMember {
  user_id: string;
  user_info?: unknown;
}

export interface Connection {
  ws: WebSocket;
  /**
   * The TCP socket under `ws` (the one given to `handleUpgrade`): channel events are written to
   * it as pre-built frames (frames.ts), everything else goes through `ws.send`.
   */
  socket: Duplex;
  app: AppState;
  socketId: string;
  channels: Set<string>;
  presence: Map<string, PresenceMember>;
  /** The signed-in user, with the user ids they watch (watchlist.ts). */
  user: { id: string; data: string; info?: unknown; watchlist: string[] } | null;
  lastActivity: number;
  pingSentAt: number | null;
  closed: boolean;
  /** Client events this connection may still send now (see maxClientEventsPerSecond). */
  clientEventAllowance: number;
  /** When the allowance was last topped up (ms). */
  clientEventCheckedAt: number;
}

export interface AppState {
  app: GatewayApp;
  connections: Set<Connection>;
  channels: Map<string, Set<Connection>>;
  /**
   * channel → other gateway's node id → its subscriptions to the channel (this gateway's own are
   * `channels`). With Redis each gateway publishes its counts through the bus; empty without it.
   */
  remoteSubscriptions: Map<string, Map<string, number>>;
  /**
   * presence channel → user id → (user info, the user's sockets as `nodeId|socketId`). With Redis
   * this is the view of every gateway, replicated through the bus.
   */
  presence: Map<string, Map<string, { info: unknown; sockets: Set<string> }>>;
  /** signed-in user id → connections. */
  users: Map<string, Set<Connection>>;
  /** user id → the connections whose signed-in user watches them (watchlist.ts). */
  watchers: Map<string, Set<Connection>>;
  /** user id → the other gateways where the user is signed in (Redis; empty without it). */
  remoteUsers: Map<string, Set<string>>;
  /**
   * cache channel → its last server event (encoded) and when it expires (ms). With Redis every
   * gateway keeps this from the relayed events, and a starting gateway asks the others for theirs.
   */
  cache: Map<string, { payload: string; expiresAt: number }>;
}

export interface GatewayCore {
  options: ResolvedOptions;
  appsById: Map<string, AppState>;
  /** Delivers an encoded message to a channel here and on every other gateway (Redis). */
  broadcast(appId: string, channel: string, payload: string, exceptSocketId?: string): void;
  /** Closes the connections of a signed-in user here and on every other gateway. */
  terminateUser(appId: string, userId: string): void;
  /** Whether the link to Redis is up; null without Redis. */
  redisConnected(): boolean | null;
}

export type ResolvedOptions = Required<
  Omit<
    GatewayOptions,
    'redisUrl' | 'logger' | 'onChannelEvent' | 'onFanout' | 'publicChannelPrefixes'
  >
> & {
  redisUrl: string | undefined;
  publicChannelPrefixes: readonly string[] | null;
  logger: GatewayLogger;
};

/** Subscriptions to a channel on every gateway: this one's and the others' last known counts. */
export function subscriptionCount(state: AppState, channel: string): number {
  let count = state.channels.get(channel)?.size ?? 0;
  for (const remote of state.remoteSubscriptions.get(channel)?.values() ?? []) count += remote;
  return count;
}

/** Channels with a subscriber on any gateway, or a presence member anywhere. */
export function occupiedChannels(state: AppState): Set<string> {
  return new Set([
    ...state.channels.keys(),
    ...state.remoteSubscriptions.keys(),
    ...state.presence.keys(),
  ]);
}

export function presenceMembers(
  state: AppState,
  channel: string,
): { ids: string[]; hash: Record<string, unknown>; count: number } {
  const ids: string[] = [];
  const hash: Record<string, unknown> = {};
  for (const [id, member] of state.presence.get(channel) ?? []) {
    ids.push(id);
    hash[id] = member.info ?? null;
  }
  return { ids, hash, count: ids.length };
}
