// The Pusher HTTP API (the subset the official server SDKs use): trigger, batch trigger, channel
// queries, presence users and terminate_connections, each request signed with the app secret.
import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  channelKind,
  encode,
  hmacSha256Hex,
  isValidChannelName,
  isValidSocketId,
  md5Hex,
  safeEqual,
} from './protocol';
import {
  type AppState,
  type GatewayCore,
  occupiedChannels,
  presenceMembers,
  subscriptionCount,
} from './types';

/** Request bodies above this are refused before parsing (10 events × 100 channels fit easily). */
const MAX_BODY_BYTES = 1_048_576;
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH = 10;
const MAX_EVENT_NAME = 200;

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * Checks auth_key, auth_version, auth_timestamp (within the window), body_md5 and auth_signature
 * = HMAC-SHA256(secret, "METHOD\nPATH\nsorted query without auth_signature").
 */
export function verifyRestSignature(
  app: { key: string; secret: string },
  method: string,
  path: string,
  query: URLSearchParams,
  body: Buffer,
  timestampWindowSeconds: number,
  now = Date.now(),
): string | null {
  const params = new Map<string, string>();
  for (const [key, value] of query) {
    const k = key.toLowerCase();
    if (!params.has(k)) params.set(k, value);
  }
  if (params.get('auth_key') !== app.key) return 'Unknown auth_key';
  if (params.get('auth_version') !== '1.0') return 'auth_version must be 1.0';
  const timestamp = Number(params.get('auth_timestamp'));
  if (!Number.isFinite(timestamp)) return 'auth_timestamp is required';
  if (Math.abs(now / 1000 - timestamp) > timestampWindowSeconds) {
    return `Timestamp expired: auth_timestamp is more than ${timestampWindowSeconds} s from the server time`;
  }
  if (body.length > 0 && params.get('body_md5') !== md5Hex(body)) {
    return 'body_md5 does not match the request body';
  }
  const signature = params.get('auth_signature') ?? '';
  params.delete('auth_signature');
  const sorted = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const expected = hmacSha256Hex(app.secret, [method.toUpperCase(), path, sorted].join('\n'));
  return safeEqual(signature, expected) ? null : 'Invalid signature';
}

interface TriggerInput {
  name: unknown;
  data: unknown;
  channels?: unknown;
  channel?: unknown;
  socket_id?: unknown;
  info?: unknown;
}

export async function handleRestRequest(
  core: GatewayCore,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    await route(core, req, res);
  } catch (error) {
    if (error instanceof HttpError) return sendText(res, error.status, error.message);
    throw error;
  }
}

async function route(core: GatewayCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rawUrl = req.url ?? '/';
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1));
  const method = req.method ?? 'GET';

  if (method === 'GET' && (path === '/' || path === '/health')) return sendText(res, 200, 'OK');
  if (method === 'GET' && path === '/ready') {
    // Without its Redis link a gateway of several would lose the others' messages.
    if (core.redisConnected() === false) {
      res.setHeader('retry-after', '5');
      return sendText(res, 503, 'Redis unreachable');
    }
    return sendText(res, 200, 'OK');
  }
  const match = /^\/apps\/([^/]+)(\/.*)$/.exec(path);
  if (!match?.[1] || !match[2]) throw new HttpError(404, 'Not found');
  const state = core.appsById.get(decodeURIComponent(match[1]));
  if (!state) throw new HttpError(404, 'App not found');

  const body = method === 'POST' ? await readBody(req) : Buffer.alloc(0);
  const authError = verifyRestSignature(
    state.app,
    method,
    path,
    query,
    body,
    core.options.timestampWindow,
  );
  if (authError) throw new HttpError(401, authError);

  const rest = match[2];
  if (method === 'POST' && rest === '/events') {
    const input = parseJson(body) as TriggerInput;
    const result = trigger(core, state, input);
    return sendJson(res, 200, result);
  }
  if (method === 'POST' && rest === '/batch_events') {
    const input = parseJson(body) as { batch?: unknown };
    if (!Array.isArray(input.batch)) throw new HttpError(400, 'batch must be an array');
    if (input.batch.length > MAX_BATCH) {
      throw new HttpError(400, `A batch holds at most ${MAX_BATCH} events`);
    }
    const events = input.batch as TriggerInput[];
    // Validate all before delivering any, so a bad batch delivers nothing.
    for (const event of events) validateTrigger(core, event);
    const batch = events.map((event) => trigger(core, state, event, true));
    return sendJson(res, 200, { batch });
  }
  if (method === 'GET' && rest === '/channels') {
    const prefix = query.get('filter_by_prefix') ?? '';
    const info = (query.get('info') ?? '').split(',').filter(Boolean);
    if (info.includes('user_count') && !prefix.startsWith('presence-')) {
      throw new HttpError(400, 'info=user_count requires filter_by_prefix=presence-');
    }
    const channels: Record<string, Record<string, number>> = {};
    // Subscribed here or on another gateway, or with presence members anywhere.
    for (const name of occupiedChannels(state)) {
      if (!name.startsWith(prefix) || channelKind(name) === 'user') continue;
      channels[name] = channelInfo(state, name, info);
    }
    return sendJson(res, 200, { channels });
  }
  const channelMatch = /^\/channels\/([^/]+)(\/users)?$/.exec(rest);
  if (method === 'GET' && channelMatch?.[1]) {
    const name = decodeURIComponent(channelMatch[1]);
    if (!isValidChannelName(name)) throw new HttpError(400, 'Invalid channel name');
    if (channelMatch[2]) {
      if (channelKind(name) !== 'presence') {
        throw new HttpError(400, 'Users can only be listed for presence channels');
      }
      const users = presenceMembers(state, name).ids.map((id) => ({ id }));
      return sendJson(res, 200, { users });
    }
    const info = (query.get('info') ?? '').split(',').filter(Boolean);
    if (info.includes('user_count') && channelKind(name) !== 'presence') {
      throw new HttpError(400, 'info=user_count is only available for presence channels');
    }
    const occupied =
      subscriptionCount(state, name) > 0 || (state.presence.get(name)?.size ?? 0) > 0;
    return sendJson(res, 200, { occupied, ...channelInfo(state, name, info) });
  }
  const terminate = /^\/users\/([^/]+)\/terminate_connections$/.exec(rest);
  if (method === 'POST' && terminate?.[1]) {
    core.terminateUser(state.app.id, decodeURIComponent(terminate[1]));
    return sendJson(res, 200, {});
  }
  throw new HttpError(404, 'Not found');
}

function parseJson(body: Buffer): unknown {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    return value;
  } catch {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
}

function channelInfo(state: AppState, name: string, info: string[]): Record<string, number> {
  const result: Record<string, number> = {};
  if (info.includes('subscription_count'))
    result.subscription_count = subscriptionCount(state, name);
  if (info.includes('user_count') && channelKind(name) === 'presence') {
    result.user_count = state.presence.get(name)?.size ?? 0;
  }
  return result;
}

function validateTrigger(
  core: GatewayCore,
  input: TriggerInput,
): { name: string; data: string; channels: string[]; socketId: string | undefined } {
  if (typeof input !== 'object' || input === null)
    throw new HttpError(400, 'Event must be an object');
  const { name } = input;
  if (typeof name !== 'string' || name === '' || name.length > MAX_EVENT_NAME) {
    throw new HttpError(400, `name is required (at most ${MAX_EVENT_NAME} characters)`);
  }
  const channels =
    input.channels !== undefined
      ? input.channels
      : input.channel !== undefined
        ? [input.channel]
        : [];
  if (!Array.isArray(channels) || channels.length === 0) {
    throw new HttpError(400, 'channels (or channel) is required');
  }
  if (channels.length > MAX_CHANNELS_PER_EVENT) {
    throw new HttpError(400, `An event goes to at most ${MAX_CHANNELS_PER_EVENT} channels`);
  }
  for (const channel of channels) {
    if (!isValidChannelName(channel))
      throw new HttpError(400, `Invalid channel name: ${String(channel)}`);
  }
  const data = typeof input.data === 'string' ? input.data : JSON.stringify(input.data ?? null);
  const size = Buffer.byteLength(data, 'utf8');
  if (size > core.options.maxMessageSize) {
    throw new HttpError(
      413,
      `Payload too large: event data is ${size} bytes, the limit is ${core.options.maxMessageSize}`,
    );
  }
  if (input.socket_id !== undefined && !isValidSocketId(input.socket_id)) {
    throw new HttpError(400, 'Invalid socket_id');
  }
  return {
    name,
    data,
    channels: channels as string[],
    socketId: input.socket_id as string | undefined,
  };
}

function trigger(
  core: GatewayCore,
  state: AppState,
  input: TriggerInput,
  inBatch = false,
): Record<string, unknown> {
  const event = validateTrigger(core, input);
  for (const channel of event.channels) {
    core.broadcast(state.app.id, channel, encode(event.name, event.data, channel), event.socketId);
  }
  const info = typeof input.info === 'string' ? input.info.split(',').filter(Boolean) : [];
  if (info.length === 0) return {};
  if (inBatch) return channelInfo(state, event.channels[0] ?? '', info);
  const channels: Record<string, Record<string, number>> = {};
  for (const channel of event.channels) channels[channel] = channelInfo(state, channel, info);
  return { channels };
}
