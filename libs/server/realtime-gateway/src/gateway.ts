// An embedded Pusher-protocol (version 7) server: WebSocket connections and the HTTP REST API on
// one port. It is what `npm start` runs; production may point the same clients at Pusher Channels.
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import { type RawData, WebSocket, WebSocketServer } from 'ws';

import {
  channelKind,
  CloseCode,
  encode,
  encodeError,
  isCacheChannel,
  isValidChannelName,
  PROTOCOL_VERSION,
  safeEqual,
  signChannel,
  signUser,
} from './protocol';
import { counter, gauge, histogram } from '@atrium/observability/registry';

import { addressKey, clientAddress, trustedProxySet } from './client-address';
import {
  type ConnectionRefusal,
  createConnectionCounter,
  DEFAULT_MAX_CHANNELS_PER_CONNECTION,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  defaultMaxConnections,
} from './connection-limits';
import { createFanout, type FanoutReport } from './fanout';
import { textFrame } from './frames';
import { createRedisBus, type GatewayBus } from './redis-bus';
import { handleRestRequest, sendText } from './rest-api';
import {
  type AppState,
  type Connection,
  type Gateway,
  type GatewayCore,
  type GatewayLogger,
  type GatewayOptions,
  type PresenceMember,
  presenceMembers,
  type ResolvedOptions,
  subscriptionCount,
} from './types';
import {
  announce,
  isOnline,
  setRemoteUser,
  startWatching,
  stopWatching,
  watchlistOf,
} from './watchlist';
import { createWebhookSender, type WebhookEvent, type WebhookSender } from './webhooks';

/** Gateways on one Redis send a heartbeat this often and are presumed gone after the silence. */
const HEARTBEAT_MS = 5_000;
const NODE_SILENCE_MS = 20_000;
/**
 * Subscription counts that changed are published at most this often, one message per app: a
 * burst of subscribes (every client reconnecting after a restart) costs one message, and a REST
 * query on another gateway lags by at most this plus Redis.
 */
const COUNTS_FLUSH_MS = 50;
/** Channels per `subscriptions` message when a gateway sends all of its counts. */
const COUNTS_PER_MESSAGE = 1_000;

/**
 * TCP connections the gateway's port accepts beyond maxConnections, for REST requests (the API
 * publishing, health checks) and upgrades still being read. Node drops a connection over
 * `server.maxConnections` as soon as it is accepted: a bound on descriptors whatever the peer
 * sends, or does not send.
 */
const REST_HEADROOM = 256;
/**
 * A request (REST or upgrade) whose headers have not all arrived by then is dropped, and so is a
 * connection silent for as long (one that never sends a byte is not under the header timeout).
 * An upgraded socket is not: ws turns the socket's timeout off, and Pusher's ping takes over.
 */
const HEADERS_TIMEOUT_MS = 10_000;
/** Sent with a refused upgrade; pusher-js keeps its own schedule (15 s, then 30 s, then 60 s). */
const REFUSED_RETRY_AFTER_S = 30;

/** Outgoing bytes a connection may have queued before it is closed as too slow. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Every gateway of this process that is listening: the gauges below sum over them. */
const liveGateways = new Set<() => { connections: number; channels: number }>();
const sumOfLive = (key: 'connections' | 'channels') =>
  [...liveGateways].reduce((total, counts) => total + counts()[key], 0);

const metrics = {
  connections: gauge({
    name: 'atrium_realtime_connections',
    help: 'Open WebSocket connections on this process.',
    collect() {
      this.set(sumOfLive('connections'));
    },
  }),
  channels: gauge({
    name: 'atrium_realtime_channels',
    help: 'Channels with at least one subscriber on this process.',
    collect() {
      this.set(sumOfLive('channels'));
    },
  }),
  framesReceived: counter({
    name: 'atrium_realtime_frames_received_total',
    help: 'Frames received from clients.',
  }),
  framesSent: counter({
    name: 'atrium_realtime_frames_sent_total',
    help: 'Frames sent to clients.',
  }),
  channelEvents: counter({
    name: 'atrium_realtime_channel_events_total',
    help: 'Channel events this process delivered to its subscribers (from REST, Redis or clients).',
  }),
  fanoutSeconds: histogram({
    name: 'atrium_realtime_fanout_seconds',
    help: 'From the first to the last socket of a channel event fan-out on this process (slices included).',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  }),
};

const silentLogger: GatewayLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: (message) => console.error(message),
};

export type { Gateway, GatewayApp, GatewayLogger, GatewayOptions } from './types';

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const opts: ResolvedOptions = {
    port: options.port ?? 6001,
    host: options.host ?? '127.0.0.1',
    apps: options.apps,
    redisUrl: options.redisUrl,
    redisPrefix: options.redisPrefix ?? 'atrium-realtime',
    activityTimeout: options.activityTimeout ?? 120,
    pongTimeout: options.pongTimeout ?? 30,
    maxMessageSize: options.maxMessageSize ?? 10_240,
    maxClientEventsPerSecond: options.maxClientEventsPerSecond ?? 10,
    maxConnections: options.maxConnections ?? defaultMaxConnections(),
    maxConnectionsPerAddress:
      options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    trustedProxies: options.trustedProxies ?? [],
    maxChannelsPerConnection:
      options.maxChannelsPerConnection ?? DEFAULT_MAX_CHANNELS_PER_CONNECTION,
    publicChannelPrefixes: options.publicChannelPrefixes ?? null,
    cacheTtl: options.cacheTtl ?? 1_800,
    maxPresenceMembers: options.maxPresenceMembers ?? 100,
    maxPresenceUserInfoSize: options.maxPresenceUserInfoSize ?? 1_024,
    timestampWindow: options.timestampWindow ?? 600,
    webhookBatchMs: options.webhookBatchMs ?? 50,
    webhookMaxAttempts: options.webhookMaxAttempts ?? 5,
    webhookRetryBaseMs: options.webhookRetryBaseMs ?? 1_000,
    fanoutSliceSize: Math.max(1, Math.floor(options.fanoutSliceSize ?? 1_000)),
    logger: options.logger ?? silentLogger,
  };
  if (opts.apps.length === 0) throw new Error('startGateway: at least one app is required');
  for (const key of [
    'maxConnections',
    'maxConnectionsPerAddress',
    'maxChannelsPerConnection',
  ] as const) {
    if (!Number.isInteger(opts[key]) || opts[key] < 1) {
      throw new Error(`startGateway: ${key} must be a whole number of at least 1`);
    }
  }
  const trustedProxies = trustedProxySet(opts.trustedProxies);
  const counter = createConnectionCounter(opts);

  const appsById = new Map<string, AppState>();
  const appsByKey = new Map<string, AppState>();
  const webhookSenders = new Map<AppState, WebhookSender>();
  for (const app of opts.apps) {
    const state: AppState = {
      app,
      connections: new Set(),
      channels: new Map(),
      remoteSubscriptions: new Map(),
      presence: new Map(),
      users: new Map(),
      watchers: new Map(),
      remoteUsers: new Map(),
      cache: new Map(),
    };
    appsById.set(app.id, state);
    appsByKey.set(app.key, state);
    if (app.webhookUrl) {
      webhookSenders.set(
        state,
        createWebhookSender({
          app,
          url: app.webhookUrl,
          logger: opts.logger,
          batchMs: opts.webhookBatchMs,
          maxAttempts: opts.webhookMaxAttempts,
          retryBaseMs: opts.webhookRetryBaseMs,
        }),
      );
    }
  }
  /** Queues a webhook event of an app that has a webhook URL (batched, sent later). */
  const webhook = (state: AppState, event: WebhookEvent) => webhookSenders.get(state)?.add(event);

  const nodeId = randomUUID();
  let bus: GatewayBus | null = null;
  /** Other gateways on the bus → when last heard from. */
  const remoteNodes = new Map<string, number>();
  /** Channels whose local subscription count changed since the last `subscriptions` message. */
  const changedCounts = new Map<AppState, Set<string>>();
  let countsTimer: NodeJS.Timeout | null = null;

  const fanout = createFanout<Connection>({
    sliceSize: opts.fanoutSliceSize,
    write(conn, channel, frame, except) {
      // Checked at the socket's turn, which may be a few slices after the event arrived.
      if (conn.socketId === except || !conn.channels.has(channel) || !writable(conn)) return false;
      conn.socket.write(frame);
      return true;
    },
    done: fanoutDone,
  });

  function fanoutDone(report: FanoutReport): void {
    if (report.sockets > 0) metrics.framesSent.inc(report.sockets * report.events);
    metrics.fanoutSeconds.observe((report.endedAt - report.startedAt) / 1000);
    if (!options.onFanout) return;
    try {
      options.onFanout(report);
    } catch (error) {
      opts.logger.error(`realtime: onFanout failed on ${report.channel}: ${String(error)}`);
    }
  }

  const core: GatewayCore = {
    options: opts,
    appsById,
    broadcast(appId, channel, payload, exceptSocketId) {
      const state = appsById.get(appId);
      if (!state) return;
      // The other gateways first: the publish is written to Redis before this gateway's own
      // fan-out (at 10,000 sockets tens of ms of socket writes), so they deliver meanwhile
      // instead of after it.
      bus?.publish({ kind: 'message', appId, channel, payload, except: exceptSocketId });
      deliverLocal(state, channel, payload, exceptSocketId);
    },
    terminateUser(appId, userId) {
      const state = appsById.get(appId);
      if (!state) return;
      terminateLocal(state, userId);
      bus?.publish({ kind: 'terminate', appId, userId });
    },
    redisConnected: () => (bus ? bus.connected() : null),
  };

  if (opts.redisUrl) {
    bus = await createRedisBus({
      url: opts.redisUrl,
      prefix: opts.redisPrefix,
      nodeId,
      logger: opts.logger,
      onMessage(message, fromNode) {
        remoteNodes.set(fromNode, Date.now());
        if (message.kind === 'heartbeat') return;
        if (message.kind === 'sync-request') {
          publishLocalMembers();
          publishLocalUsers();
          publishAllCounts();
          publishCache();
          return;
        }
        const state = appsById.get(message.appId);
        if (!state) return;
        if (message.kind === 'message') {
          deliverLocal(state, message.channel, message.payload, message.except);
        } else if (message.kind === 'terminate') {
          terminateLocal(state, message.userId);
        } else if (message.kind === 'user') {
          setRemoteUser(state, message.userId, fromNode, message.op === 'online', send);
        } else if (message.kind === 'subscriptions') {
          setRemoteCounts(state, fromNode, message.counts);
        } else if (message.kind === 'cache') {
          // Only fills a gap: an event relayed live since this gateway started is newer.
          if (!state.cache.has(message.channel) && message.ttlMs > 0) {
            state.cache.set(message.channel, {
              payload: message.payload,
              expiresAt: Date.now() + Math.min(message.ttlMs, opts.cacheTtl * 1000),
            });
          }
        } else if (message.op === 'join') {
          presenceJoin(state, message.channel, message.socket, message.userId, message.info);
        } else {
          presenceLeave(state, message.channel, message.socket, message.userId);
        }
      },
    });
    bus.publish({ kind: 'sync-request' });
  }

  // ws enforces a hard frame cap; the protocol limit (maxMessageSize) is checked per event below
  // so an oversized event gets a pusher:error instead of a dropped connection.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: Math.max(opts.maxMessageSize * 4, 65_536),
    perMessageDeflate: false,
  });

  // Node checks the header timeout this often (default 30 s: a request trickling its headers
  // would hold its descriptor for up to 40 s).
  const server: Server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    handleRestRequest(core, req, res).catch((error: unknown) => {
      opts.logger.error(`realtime REST error: ${String(error)}`);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.end();
    });
  });
  server.maxConnections = opts.maxConnections + REST_HEADROOM;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.timeout = HEADERS_TIMEOUT_MS;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Counted before ws reads a byte of the handshake: a flood is refused for the price of
    // parsing its request line and headers, and never holds more than the limits allow.
    const header = trustedProxies ? req.headers['x-forwarded-for'] : undefined;
    const forwardedFor = Array.isArray(header) ? header.join(',') : header;
    const key = addressKey(clientAddress(req.socket.remoteAddress, forwardedFor, trustedProxies));
    const refusal = counter.admit(key);
    if (refusal) return refuseUpgrade(socket, refusal);
    // Whatever happens next (a bad handshake, a close code, a normal close), the count follows
    // the TCP socket.
    socket.once('close', () => counter.release(key));
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, req, socket));
  });

  /**
   * An HTTP answer instead of the WebSocket handshake, and the socket closed. Not a Pusher close
   * code on purpose: pusher-js reconnects 1 s after any 4100–4199 close, forever, while a failed
   * handshake makes it wait for its connect timeout (15 s, 30 s, then every 60 s) —
   * docs/realtime.md "Limits".
   */
  function refuseUpgrade(socket: Duplex, refusal: ConnectionRefusal): void {
    const [status, message] =
      refusal === 'address'
        ? [429, `Over connection quota: at most ${opts.maxConnectionsPerAddress} per address`]
        : [503, `Over capacity: at most ${opts.maxConnections} connections`];
    socket.on('error', () => socket.destroy());
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Retry-After: ${REFUSED_RETRY_AFTER_S}\r\nContent-Type: text/plain\r\n` +
        `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
      () => socket.destroy(),
    );
  }

  function onConnection(ws: WebSocket, req: IncomingMessage, socket: Duplex): void {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match?.[1]) return refuse(ws, CloseCode.PathNotFound, 'Path not found');
    const protocol = url.searchParams.get('protocol');
    if (protocol === null) return refuse(ws, CloseCode.NoProtocol, 'No protocol version supplied');
    if (!/^\d+$/.test(protocol)) {
      return refuse(ws, CloseCode.InvalidVersionFormat, 'Invalid version string format');
    }
    const version = Number(protocol);
    if (version < 5 || version > PROTOCOL_VERSION) {
      return refuse(ws, CloseCode.UnsupportedProtocol, `Unsupported protocol version ${version}`);
    }
    const state = appsByKey.get(decodeURIComponent(match[1]));
    if (!state) return refuse(ws, CloseCode.AppNotFound, 'App key not found');
    if (
      state.app.maxConnections !== undefined &&
      state.connections.size >= state.app.maxConnections
    ) {
      return refuse(ws, CloseCode.OverCapacity, 'Over capacity');
    }

    const conn: Connection = {
      ws,
      socket,
      app: state,
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      channels: new Set(),
      presence: new Map(),
      user: null,
      lastActivity: Date.now(),
      pingSentAt: null,
      closed: false,
      clientEventAllowance: opts.maxClientEventsPerSecond,
      clientEventCheckedAt: Date.now(),
    };
    state.connections.add(conn);
    ws.on('message', (data: RawData, isBinary: boolean) => onMessage(conn, data, isBinary));
    ws.on('close', () => cleanup(conn));
    ws.on('error', () => cleanup(conn));
    send(
      conn,
      encode('pusher:connection_established', {
        socket_id: conn.socketId,
        activity_timeout: opts.activityTimeout,
      }),
    );
  }

  function refuse(ws: WebSocket, code: number, message: string): void {
    ws.send(encodeError(code, message));
    ws.close(code, message);
  }

  /** Whether a frame may be sent to the connection now; closes one that stopped reading. */
  function writable(conn: Connection): boolean {
    if (conn.closed || conn.ws.readyState !== WebSocket.OPEN) return false;
    if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A client that does not read would make the server buffer without bound: drop it; the
      // 4100 range tells pusher-js to reconnect after backing off.
      conn.closed = true;
      conn.ws.close(CloseCode.OverCapacity, 'Client is not reading fast enough');
      cleanupAfterClose(conn);
      return false;
    }
    return true;
  }

  function send(conn: Connection, payload: string): void {
    if (!writable(conn)) return;
    conn.ws.send(payload);
    metrics.framesSent.inc();
  }

  function closeConnection(conn: Connection, code: number, message: string): void {
    if (conn.closed) return;
    send(conn, encodeError(code, message));
    conn.ws.close(code, message);
    cleanup(conn);
  }

  function onMessage(conn: Connection, raw: RawData, isBinary: boolean): void {
    metrics.framesReceived.inc();
    conn.lastActivity = Date.now();
    conn.pingSentAt = null;
    if (isBinary) return send(conn, encodeError(null, 'Binary frames are not supported'));
    const text = raw.toString();
    if (Buffer.byteLength(text) > opts.maxMessageSize + 1_024) {
      return send(conn, encodeError(null, `Message exceeds ${opts.maxMessageSize} bytes`));
    }
    let message: { event?: unknown; channel?: unknown; data?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return send(conn, encodeError(null, 'Invalid JSON'));
    }
    if (typeof message !== 'object' || message === null || typeof message.event !== 'string') {
      return send(conn, encodeError(null, 'Invalid message: event is required'));
    }
    const data = parseData(message.data);
    switch (message.event) {
      case 'pusher:ping':
        return send(conn, encode('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(conn, data);
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') unsubscribe(conn, data.channel);
        return;
      case 'pusher:signin':
        return signin(conn, data);
      default:
        if (message.event.startsWith('client-')) {
          return clientEvent(conn, message.event, message.channel, message.data);
        }
    }
  }

  function parseData(data: unknown): Record<string, unknown> {
    if (typeof data === 'string') {
      try {
        const parsed: unknown = JSON.parse(data);
        return typeof parsed === 'object' && parsed !== null
          ? (parsed as Record<string, unknown>)
          : {};
      } catch {
        return {};
      }
    }
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  }

  /**
   * A refused subscription, on its channel (pusher-js emits it there); the socket stays open.
   * `AuthError` is Pusher's type for a failed authorisation; `LimitReached` (too many channels)
   * and `ChannelNotFound` (a public channel this product does not have) are ours.
   */
  function subscriptionError(
    conn: Connection,
    channel: string,
    error: string,
    status: number,
    type: 'AuthError' | 'LimitReached' | 'ChannelNotFound' = 'AuthError',
  ): void {
    send(conn, encode('pusher:subscription_error', { type, error, status }, channel));
  }

  function subscribe(conn: Connection, data: Record<string, unknown>): void {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      return send(conn, encodeError(null, 'Invalid channel name'));
    }
    const kind = channelKind(channel);
    if (!conn.channels.has(channel) && conn.channels.size >= opts.maxChannelsPerConnection) {
      const error = `At most ${opts.maxChannelsPerConnection} channels per connection`;
      return subscriptionError(conn, channel, error, 429, 'LimitReached');
    }
    const prefixes = opts.publicChannelPrefixes;
    if (kind === 'public' && prefixes && !prefixes.some((p) => channel.startsWith(p))) {
      const error = `No such public channel (public channels start with ${prefixes.join(', ')})`;
      return subscriptionError(conn, channel, error, 404, 'ChannelNotFound');
    }
    const auth = typeof data.auth === 'string' ? data.auth : '';
    const state = conn.app;
    let member: PresenceMember | null = null;

    if (kind === 'user') {
      const userId = channel.slice('#server-to-user-'.length);
      if (conn.user?.id !== userId) {
        return subscriptionError(conn, channel, 'The user is not signed in', 401);
      }
    } else if (kind === 'private' || kind === 'encrypted') {
      if (!safeEqual(auth, signChannel(state.app, conn.socketId, channel))) {
        return subscriptionError(conn, channel, 'Invalid signature', 401);
      }
    } else if (kind === 'presence') {
      let channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
      if (channelData === undefined) {
        // pusher-js lets a signed-in user subscribe with an auth that omits channel_data.
        if (!conn.user) {
          return subscriptionError(conn, channel, 'channel_data is required', 401);
        }
        channelData = JSON.stringify({ user_id: conn.user.id, user_info: conn.user.info });
        if (!safeEqual(auth, signChannel(state.app, conn.socketId, channel))) {
          return subscriptionError(conn, channel, 'Invalid signature', 401);
        }
      } else if (!safeEqual(auth, signChannel(state.app, conn.socketId, channel, channelData))) {
        return subscriptionError(conn, channel, 'Invalid signature', 401);
      }
      const parsed = parseData(channelData);
      const userId = parsed.user_id;
      if ((typeof userId !== 'string' || userId === '') && typeof userId !== 'number') {
        return subscriptionError(conn, channel, 'channel_data must contain a user_id', 400);
      }
      if (
        parsed.user_info !== undefined &&
        Buffer.byteLength(JSON.stringify(parsed.user_info)) > opts.maxPresenceUserInfoSize
      ) {
        return subscriptionError(conn, channel, 'user_info is too large', 413);
      }
      member = { user_id: String(userId), user_info: parsed.user_info };
      const members = state.presence.get(channel);
      if (
        members &&
        !members.has(member.user_id) &&
        members.size >= opts.maxPresenceMembers &&
        !conn.channels.has(channel)
      ) {
        return subscriptionError(conn, channel, 'Presence channel is full', 403);
      }
    }

    if (conn.channels.has(channel)) {
      // A repeated subscribe (pusher-js after a lost subscription_succeeded) is acknowledged again.
      send(
        conn,
        encode('pusher_internal:subscription_succeeded', subscribedData(state, channel), channel),
      );
      return sendCached(conn, channel);
    }
    conn.channels.add(channel);
    let subscribers = state.channels.get(channel);
    if (!subscribers) state.channels.set(channel, (subscribers = new Set()));
    subscribers.add(conn);
    fanout.subscribed();
    countChanged(state, channel);
    // Occupied for the cluster: the first socket here while no other gateway counts one.
    if (subscribers.size === 1 && subscriptionCount(state, channel) === 1) {
      webhook(state, { name: 'channel_occupied', channel });
    }

    if (member) {
      conn.presence.set(channel, member);
      const socket = `${nodeId}|${conn.socketId}`;
      presenceJoin(state, channel, socket, member.user_id, member.user_info, conn);
      bus?.publish({
        kind: 'presence',
        op: 'join',
        appId: state.app.id,
        channel,
        socket,
        userId: member.user_id,
        info: member.user_info,
      });
    }
    send(
      conn,
      encode('pusher_internal:subscription_succeeded', subscribedData(state, channel), channel),
    );
    sendCached(conn, channel);
  }

  /** On a cache channel, right after subscription_succeeded: its last event, or cache_miss. */
  function sendCached(conn: Connection, channel: string): void {
    if (!isCacheChannel(channel)) return;
    const entry = conn.app.cache.get(channel);
    if (entry && entry.expiresAt > Date.now()) return send(conn, entry.payload);
    send(conn, JSON.stringify({ event: 'pusher:cache_miss', channel }));
    webhook(conn.app, { name: 'cache_miss', channel });
  }

  function publishCache(): void {
    const now = Date.now();
    for (const state of appsById.values()) {
      for (const [channel, entry] of state.cache) {
        const ttlMs = entry.expiresAt - now;
        if (ttlMs <= 0) continue;
        bus?.publish({
          kind: 'cache',
          appId: state.app.id,
          channel,
          payload: entry.payload,
          ttlMs,
        });
      }
    }
  }

  /** Schedules this gateway's new count for `channel` to be published to the others. */
  function countChanged(state: AppState, channel: string): void {
    if (!bus) return;
    let channels = changedCounts.get(state);
    if (!channels) changedCounts.set(state, (channels = new Set()));
    channels.add(channel);
    countsTimer ??= setTimeout(flushCounts, COUNTS_FLUSH_MS);
  }

  function flushCounts(): void {
    if (countsTimer) clearTimeout(countsTimer);
    countsTimer = null;
    for (const [state, channels] of changedCounts) {
      publishCounts(state, channels);
    }
    changedCounts.clear();
  }

  /** Every nonzero count of this gateway (answer to sync-request), in messages of bounded size. */
  function publishAllCounts(): void {
    for (const state of appsById.values()) publishCounts(state, state.channels.keys());
  }

  function publishCounts(state: AppState, channels: Iterable<string>): void {
    let counts: Record<string, number> = {};
    let size = 0;
    for (const channel of channels) {
      counts[channel] = state.channels.get(channel)?.size ?? 0;
      if ((size += 1) === COUNTS_PER_MESSAGE) {
        bus?.publish({ kind: 'subscriptions', appId: state.app.id, counts });
        counts = {};
        size = 0;
      }
    }
    if (size > 0) bus?.publish({ kind: 'subscriptions', appId: state.app.id, counts });
  }

  /** Another gateway's counts (absolute; 0 removes the channel from its share). */
  function setRemoteCounts(state: AppState, node: string, counts: Record<string, number>): void {
    for (const [channel, count] of Object.entries(counts)) {
      let byNode = state.remoteSubscriptions.get(channel);
      if (count > 0) {
        if (!byNode) state.remoteSubscriptions.set(channel, (byNode = new Map()));
        byNode.set(node, count);
      } else if (byNode) {
        byNode.delete(node);
        if (byNode.size === 0) state.remoteSubscriptions.delete(channel);
      }
    }
  }

  function subscribedData(state: AppState, channel: string): unknown {
    if (channelKind(channel) !== 'presence') return {};
    return { presence: presenceMembers(state, channel) };
  }

  function unsubscribe(conn: Connection, channel: string): void {
    if (!conn.channels.delete(channel)) return;
    const state = conn.app;
    const subscribers = state.channels.get(channel);
    subscribers?.delete(conn);
    if (subscribers && subscribers.size === 0) {
      state.channels.delete(channel);
      if (subscriptionCount(state, channel) === 0) {
        webhook(state, { name: 'channel_vacated', channel });
      }
    }
    countChanged(state, channel);
    const member = conn.presence.get(channel);
    if (member) {
      conn.presence.delete(channel);
      const socket = `${nodeId}|${conn.socketId}`;
      presenceLeave(state, channel, socket, member.user_id);
      bus?.publish({
        kind: 'presence',
        op: 'leave',
        appId: state.app.id,
        channel,
        socket,
        userId: member.user_id,
      });
    }
  }

  /**
   * Adds a member socket (local or from another gateway). Each gateway tells its own subscribers
   * when a user id appears, so member_added reaches everyone once, whichever gateway they use.
   */
  function presenceJoin(
    state: AppState,
    channel: string,
    socket: string,
    userId: string,
    info: unknown,
    joining?: Connection,
  ): void {
    let members = state.presence.get(channel);
    if (!members) state.presence.set(channel, (members = new Map()));
    const existing = members.get(userId);
    if (existing) {
      existing.sockets.add(socket);
      return;
    }
    members.set(userId, { info, sockets: new Set([socket]) });
    // The gateway whose socket brought the user id tells the webhook, so it is told once.
    if (socket.startsWith(`${nodeId}|`)) {
      webhook(state, { name: 'member_added', channel, user_id: userId });
    }
    const added = encode(
      'pusher_internal:member_added',
      { user_id: userId, user_info: info },
      channel,
    );
    for (const other of state.channels.get(channel) ?? [])
      if (other !== joining) send(other, added);
  }

  function presenceLeave(state: AppState, channel: string, socket: string, userId: string): void {
    const members = state.presence.get(channel);
    const entry = members?.get(userId);
    if (!members || !entry || !entry.sockets.delete(socket) || entry.sockets.size > 0) return;
    members.delete(userId);
    if (members.size === 0) state.presence.delete(channel);
    if (socket.startsWith(`${nodeId}|`)) {
      webhook(state, { name: 'member_removed', channel, user_id: userId });
    }
    const removed = encode('pusher_internal:member_removed', { user_id: userId }, channel);
    for (const other of state.channels.get(channel) ?? []) send(other, removed);
  }

  function publishLocalMembers(): void {
    for (const state of appsById.values()) {
      for (const conn of state.connections) {
        for (const [channel, member] of conn.presence) {
          bus?.publish({
            kind: 'presence',
            op: 'join',
            appId: state.app.id,
            channel,
            socket: `${nodeId}|${conn.socketId}`,
            userId: member.user_id,
            info: member.user_info,
          });
        }
      }
    }
  }

  function publishLocalUsers(): void {
    for (const state of appsById.values()) {
      for (const userId of state.users.keys()) {
        bus?.publish({ kind: 'user', op: 'online', appId: state.app.id, userId });
      }
    }
  }

  /** Drops the members of gateways that stopped sending heartbeats (crashed, partitioned). */
  function dropSilentNodes(now: number): void {
    for (const [node, seen] of remoteNodes) {
      if (now - seen <= NODE_SILENCE_MS) continue;
      remoteNodes.delete(node);
      opts.logger.warn(
        `realtime: gateway ${node} is silent; dropping its presence members and subscriptions`,
      );
      for (const state of appsById.values()) {
        for (const [channel, byNode] of [...state.remoteSubscriptions]) {
          byNode.delete(node);
          if (byNode.size === 0) state.remoteSubscriptions.delete(channel);
        }
        for (const [userId, nodes] of [...state.remoteUsers]) {
          if (nodes.has(node)) setRemoteUser(state, userId, node, false, send);
        }
        for (const [channel, members] of [...state.presence]) {
          for (const [userId, entry] of [...members]) {
            for (const socket of [...entry.sockets]) {
              if (socket.startsWith(`${node}|`)) presenceLeave(state, channel, socket, userId);
            }
          }
        }
      }
    }
  }

  function signin(conn: Connection, data: Record<string, unknown>): void {
    const auth = typeof data.auth === 'string' ? data.auth : '';
    const userData = typeof data.user_data === 'string' ? data.user_data : '';
    if (!userData || !safeEqual(auth, signUser(conn.app.app, conn.socketId, userData))) {
      return closeConnection(conn, CloseCode.Unauthorized, 'Invalid signature for pusher:signin');
    }
    const parsed = parseData(userData);
    if (typeof parsed.id !== 'string' || parsed.id === '') {
      return closeConnection(
        conn,
        CloseCode.Unauthorized,
        'user_data must contain a non-empty string id',
      );
    }
    if (conn.user && conn.user.id !== parsed.id) untrackUser(conn);
    else if (conn.user) stopWatching(conn.app, conn, conn.user.watchlist);
    const watchlist = watchlistOf(parsed);
    conn.user = { id: parsed.id, data: userData, info: parsed.user_info, watchlist };
    const wasOnline = isOnline(conn.app, parsed.id);
    let set = conn.app.users.get(parsed.id);
    if (!set) conn.app.users.set(parsed.id, (set = new Set()));
    set.add(conn);
    send(conn, encode('pusher:signin_success', { user_data: userData }));
    if (set.size === 1) {
      bus?.publish({ kind: 'user', op: 'online', appId: conn.app.app.id, userId: parsed.id });
    }
    if (!wasOnline) announce(conn.app, parsed.id, 'online', send);
    startWatching(conn.app, conn, watchlist, send);
  }

  function untrackUser(conn: Connection): void {
    if (!conn.user) return;
    stopWatching(conn.app, conn, conn.user.watchlist);
    const set = conn.app.users.get(conn.user.id);
    set?.delete(conn);
    if (set && set.size === 0) {
      conn.app.users.delete(conn.user.id);
      bus?.publish({ kind: 'user', op: 'offline', appId: conn.app.app.id, userId: conn.user.id });
      if (!isOnline(conn.app, conn.user.id)) announce(conn.app, conn.user.id, 'offline', send);
    }
    conn.user = null;
  }

  function clientEvent(conn: Connection, event: string, channel: unknown, data: unknown): void {
    if (!conn.app.app.enableClientMessages) {
      return send(conn, encodeError(null, 'Client events are not enabled for this app'));
    }
    if (!takeClientEventAllowance(conn)) {
      return closeConnection(
        conn,
        CloseCode.ClientEventRateLimit,
        'Client event rejected due to rate limit',
      );
    }
    if (typeof channel !== 'string' || !conn.channels.has(channel)) {
      return send(conn, encodeError(null, 'Client event on a channel that is not subscribed'));
    }
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') {
      return send(
        conn,
        encodeError(null, 'Client events are allowed on private and presence channels only'),
      );
    }
    if (event.length > 200) return send(conn, encodeError(null, 'Event name is too long'));
    const payload = typeof data === 'string' ? data : JSON.stringify(data ?? {});
    if (Buffer.byteLength(payload) > opts.maxMessageSize) {
      return send(conn, encodeError(null, `Message exceeds ${opts.maxMessageSize} bytes`));
    }
    const userId = kind === 'presence' ? conn.presence.get(channel)?.user_id : undefined;
    core.broadcast(
      conn.app.app.id,
      channel,
      encode(event, payload, channel, userId),
      conn.socketId,
    );
    webhook(conn.app, {
      name: 'client_event',
      channel,
      event,
      data: payload,
      socket_id: conn.socketId,
      ...(userId === undefined ? {} : { user_id: userId }),
    });
  }

  /**
   * Pusher's client-event limit as a token bucket: `maxClientEventsPerSecond` events at once, then
   * that many per second. A burst of 10 passes, so does a steady 10/s sender whose frames arrive
   * bunched by the network; the 11th of a burst does not.
   */
  function takeClientEventAllowance(conn: Connection): boolean {
    const now = Date.now();
    const rate = opts.maxClientEventsPerSecond;
    conn.clientEventAllowance = Math.min(
      rate,
      conn.clientEventAllowance + ((now - conn.clientEventCheckedAt) / 1000) * rate,
    );
    conn.clientEventCheckedAt = now;
    if (conn.clientEventAllowance < 1) return false;
    conn.clientEventAllowance -= 1;
    return true;
  }

  function cleanup(conn: Connection): void {
    if (conn.closed) return;
    conn.closed = true;
    cleanupAfterClose(conn);
  }

  function cleanupAfterClose(conn: Connection): void {
    for (const channel of [...conn.channels]) unsubscribe(conn, channel);
    untrackUser(conn);
    conn.app.connections.delete(conn);
  }

  /** The one place every channel event passes through, from the REST API, Redis or a client. */
  function deliverLocal(state: AppState, channel: string, payload: string, except?: string): void {
    metrics.channelEvents.inc();
    if (isCacheChannel(channel)) remember(state, channel, payload);
    if (options.onChannelEvent) notifyChannelEvent(options.onChannelEvent, channel, payload);
    const subscribers = state.channels.get(channel);
    if (!subscribers) return;
    // One frame for every subscriber, one write each, in slices of fanoutSliceSize sockets
    // (fanout.ts); at 10,000 subscribers the per-socket framing of ws.send was a measurable part
    // of the loop (docs/benchmarks.md).
    fanout.deliver(channel, subscribers, textFrame(payload), except);
  }

  /** A cache channel's last server event; client events are relayed but not remembered. */
  function remember(state: AppState, channel: string, payload: string): void {
    try {
      const { event } = JSON.parse(payload) as { event: string };
      if (event.startsWith('client-')) return;
    } catch {
      return;
    }
    state.cache.set(channel, { payload, expiresAt: Date.now() + opts.cacheTtl * 1000 });
  }

  function notifyChannelEvent(
    onChannelEvent: NonNullable<GatewayOptions['onChannelEvent']>,
    channel: string,
    payload: string,
  ): void {
    try {
      // The payload is what encode() wrote here or on another gateway: `{"event":…}`.
      const { event } = JSON.parse(payload) as { event: string };
      onChannelEvent(channel, event);
    } catch (error) {
      opts.logger.error(`realtime: onChannelEvent failed on ${channel}: ${String(error)}`);
    }
  }

  function terminateLocal(state: AppState, userId: string): void {
    const set = state.users.get(userId);
    if (!set) return;
    for (const conn of [...set]) {
      closeConnection(conn, CloseCode.Unauthorized, 'Connections of this user were terminated');
    }
  }

  // Activity: ping a connection that has been silent for activity_timeout, close it with 4201
  // when the pong does not come within pong_timeout.
  const sweepMs = Math.max(50, (Math.min(opts.activityTimeout, opts.pongTimeout) * 1000) / 4);
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const state of appsById.values()) {
      for (const conn of state.connections) {
        if (conn.pingSentAt !== null) {
          if (now - conn.pingSentAt > opts.pongTimeout * 1000) {
            closeConnection(conn, CloseCode.PongNotReceived, 'Pong reply not received');
          }
        } else if (now - conn.lastActivity > opts.activityTimeout * 1000) {
          conn.pingSentAt = now;
          send(conn, encode('pusher:ping', {}));
        }
      }
    }
  }, sweepMs);
  sweep.unref();
  // Expired cache entries are never sent; this only frees their memory.
  const cacheSweep = setInterval(() => {
    const now = Date.now();
    for (const state of appsById.values()) {
      for (const [channel, entry] of state.cache) {
        if (entry.expiresAt <= now) state.cache.delete(channel);
      }
    }
  }, 60_000);
  cacheSweep.unref();
  const heartbeat = bus
    ? setInterval(() => {
        bus?.publish({ kind: 'heartbeat' });
        dropSilentNodes(Date.now());
      }, HEARTBEAT_MS)
    : null;
  heartbeat?.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  opts.logger.info(`realtime gateway listening on ws://${opts.host}:${port}`);
  opts.logger.info(
    `realtime gateway limits: ${opts.maxConnections} connections, ${opts.maxConnectionsPerAddress} per address, ${opts.maxChannelsPerConnection} channels per connection`,
  );

  const counts = () => ({
    connections: [...appsById.values()].reduce((n, state) => n + state.connections.size, 0),
    channels: [...appsById.values()].reduce((n, state) => n + state.channels.size, 0),
  });
  liveGateways.add(counts);

  let closing: Promise<void> | null = null;
  return {
    port,
    host: opts.host,
    connectionCount: () => [...appsById.values()].reduce((n, s) => n + s.connections.size, 0),
    redisConnected: core.redisConnected,
    close() {
      closing ??= (async () => {
        liveGateways.delete(counts);
        fanout.close();
        clearInterval(sweep);
        clearInterval(cacheSweep);
        if (heartbeat) clearInterval(heartbeat);
        for (const state of appsById.values()) {
          for (const conn of [...state.connections]) {
            closeConnection(conn, CloseCode.GenericReconnect, 'Server is restarting, reconnect');
          }
        }
        wss.close();
        // The others learn at once that this gateway's subscriptions are gone.
        flushCounts();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await bus?.close();
        // Last: the vacated channels and removed members of the connections closed above.
        await Promise.all([...webhookSenders.values()].map((sender) => sender.close()));
      })();
      return closing;
    },
  };
}
