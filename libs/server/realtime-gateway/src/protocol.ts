// Pusher protocol 7: names, close codes, channel rules and the HMAC signatures shared by the
// gateway, the channel-authorisation endpoint and the tests.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const PROTOCOL_VERSION = 7;

/** Close codes of the Pusher protocol (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol). */
export const CloseCode = {
  /** 4000–4099: the client must not reconnect with the same parameters. */
  SslOnly: 4000,
  AppNotFound: 4001,
  AppDisabled: 4003,
  AppOverConnectionQuota: 4004,
  PathNotFound: 4005,
  InvalidVersionFormat: 4006,
  UnsupportedProtocol: 4007,
  NoProtocol: 4008,
  Unauthorized: 4009,
  /** 4100–4199: reconnect after backing off. */
  OverCapacity: 4100,
  /** 4200–4299: reconnect immediately. */
  GenericReconnect: 4200,
  PongNotReceived: 4201,
  ClosedAfterInactivity: 4202,
  /** 4300–4399: other client errors. */
  ClientEventRateLimit: 4301,
} as const;

export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence' | 'user';

/** Channel names: letters, digits and `-_=@,.;`, at most 164 characters (Pusher's limit). */
const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;
const USER_CHANNEL = /^#server-to-user-[-a-zA-Z0-9_=@,.;]{1,128}$/;

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('#server-to-user-')) return 'user';
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/**
 * Cache channels remember their last event for new subscribers: `cache-*`, `private-cache-*`,
 * `private-encrypted-cache-*` and `presence-cache-*` (Pusher's names).
 */
export function isCacheChannel(name: string): boolean {
  return /^(?:private-encrypted-|private-|presence-)?cache-/.test(name);
}

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && (CHANNEL_NAME.test(name) || USER_CHANNEL.test(name));
}

export function isValidSocketId(id: unknown): id is string {
  return typeof id === 'string' && /^\d{1,20}\.\d{1,20}$/.test(id);
}

export function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

export function md5Hex(body: string | Buffer): string {
  return createHash('md5').update(body).digest('hex');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** `key:hmac(socket_id:channel[:channel_data])` — the `auth` of a private or presence subscription. */
export function signChannel(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const payload =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacSha256Hex(app.secret, payload)}`;
}

/** `key:hmac(socket_id::user::user_data)` — the `auth` of a pusher:signin. */
export function signUser(
  app: { key: string; secret: string },
  socketId: string,
  userData: string,
): string {
  return `${app.key}:${hmacSha256Hex(app.secret, `${socketId}::user::${userData}`)}`;
}

/** A Pusher message as sent on the wire; `data` is a JSON string for server events. */
export interface PusherMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export function encode(event: string, data: unknown, channel?: string, userId?: string): string {
  const message: PusherMessage = { event };
  if (channel !== undefined) message.channel = channel;
  message.data = typeof data === 'string' ? data : JSON.stringify(data);
  if (userId !== undefined) message.user_id = userId;
  return JSON.stringify(message);
}

/** pusher:error carries an object (not a string) as data. */
export function encodeError(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}
