// Channel authorisation and user sign-in for pusher-js, served by the API:
//   POST /v1/broadcasting/auth       form socket_id, channel_name  → {auth} (+ channel_data)
//   POST /v1/broadcasting/user-auth  form socket_id                → {auth, user_data}
// Both take a bearer token, which the host app's `authenticate` turns into an identity (the API:
// a member, or a staff session granted its mall's staff channel). Success bodies are exactly what
// pusher-js expects, not the API's {status, data} envelope; failures use the API's error envelope
// with 401/403/422.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import Pusher from 'pusher';

import {
  channelKind,
  isValidChannelName,
  isValidSocketId,
  signChannel,
  signUser,
} from './protocol';

export interface BroadcastingIdentity {
  /**
   * The member's id. Absent for a token that is no member's (the API's staff sessions): such an
   * identity gets no customer channel, no presence and no user sign-in, only `privateChannels`.
   */
  customerId?: string | number;
  tenantId: string;
  /** Shown to other members of presence channels and in user_data; keep it small and public. */
  userInfo?: Record<string, unknown>;
  /**
   * Further `private-*` channels, by exact name, this identity may subscribe to: the host app
   * grants them when it checks the token (the API: a staff session's `private-staff-{tenantId}`).
   */
  privateChannels?: readonly string[];
}

export type BroadcastingAuthenticate = (
  token: string,
  request: FastifyRequest,
) => Promise<BroadcastingIdentity | null> | BroadcastingIdentity | null;

export interface RealtimeAppCredentials {
  appId?: string;
  key: string;
  secret: string;
  /**
   * 32 bytes in base64: the key each `private-encrypted-*` channel's shared secret is derived
   * from (the `pusher` SDK's `encryptionMasterKeyBase64`). Without it those channels are refused.
   */
  encryptionMasterKeyBase64?: string;
}

export type AuthResult =
  | {
      ok: true;
      body: { auth: string; channel_data?: string; user_data?: string; shared_secret?: string };
    }
  | { ok: false; status: 401 | 403 | 422; message: string };

export interface ChannelRules {
  /**
   * Presence channels the identity may join (as a member named by its customer id, with its
   * userInfo visible to every other member). None by default: presence shows who is online to
   * other customers, so each use must be chosen deliberately.
   */
  allowPresence?: (identity: BroadcastingIdentity, channelName: string) => boolean;
}

/** One SDK client per credentials object: it derives the encrypted channels' shared secrets. */
const encryptionSdks = new WeakMap<RealtimeAppCredentials, Pusher>();

/**
 * `{auth, shared_secret}` for an encrypted channel, from the `pusher` SDK's `authorizeChannel`:
 * shared_secret = base64(SHA-256(channel name ‖ master key)), what pusher-js decrypts with.
 */
function authorizeEncryptedChannel(
  app: RealtimeAppCredentials,
  encryptionMasterKeyBase64: string,
  socketId: string,
  channelName: string,
): AuthResult {
  let sdk = encryptionSdks.get(app);
  if (!sdk) {
    // Only signs and derives keys: this client never sends a request, so appId and cluster are moot.
    sdk = new Pusher({
      cluster: 'mt1',
      appId: app.appId ?? 'unused',
      key: app.key,
      secret: app.secret,
      encryptionMasterKeyBase64,
    });
    encryptionSdks.set(app, sdk);
  }
  const { auth, shared_secret } = sdk.authorizeChannel(socketId, channelName);
  return { ok: true, body: { auth, shared_secret } };
}

/**
 * `private-customer-{id}` and `private-encrypted-customer-{id}` only for customer `id` (the latter
 * with its `shared_secret`, and 403 when no encryption master key is configured); public
 * `mall-{tenantId}` for the token's tenant; the plain `private-*` channels of the identity's
 * `privateChannels`; presence channels only for a customer and where `rules.allowPresence` says
 * so; everything else 403.
 */
export function authorizeChannel(
  app: RealtimeAppCredentials,
  identity: BroadcastingIdentity | null,
  socketId: unknown,
  channelName: unknown,
  rules: ChannelRules = {},
): AuthResult {
  if (!isValidSocketId(socketId)) return { ok: false, status: 422, message: 'Invalid socket_id' };
  if (!isValidChannelName(channelName) || channelKind(channelName) === 'user') {
    return { ok: false, status: 422, message: 'Invalid channel_name' };
  }
  if (!identity) return { ok: false, status: 401, message: 'Unauthenticated' };
  const customerId = identity.customerId === undefined ? null : String(identity.customerId);
  const forbidden: AuthResult = {
    ok: false,
    status: 403,
    message: `Not allowed to subscribe to ${channelName}`,
  };

  if (customerId !== null && channelName === `private-customer-${customerId}`) {
    return { ok: true, body: { auth: signChannel(app, socketId, channelName) } };
  }
  if (customerId !== null && channelName === `private-encrypted-customer-${customerId}`) {
    const { encryptionMasterKeyBase64 } = app;
    if (!encryptionMasterKeyBase64) {
      return {
        ok: false,
        status: 403,
        message: 'Encrypted channels are not enabled on this server (no encryption master key)',
      };
    }
    return authorizeEncryptedChannel(app, encryptionMasterKeyBase64, socketId, channelName);
  }
  if (channelName === `mall-${identity.tenantId}`) {
    return { ok: true, body: { auth: signChannel(app, socketId, channelName) } };
  }
  if (channelKind(channelName) === 'private' && identity.privateChannels?.includes(channelName)) {
    return { ok: true, body: { auth: signChannel(app, socketId, channelName) } };
  }
  if (
    customerId !== null &&
    channelKind(channelName) === 'presence' &&
    rules.allowPresence?.(identity, channelName)
  ) {
    const channelData = JSON.stringify({ user_id: customerId, user_info: identity.userInfo ?? {} });
    return {
      ok: true,
      body: {
        auth: signChannel(app, socketId, channelName, channelData),
        channel_data: channelData,
      },
    };
  }
  return forbidden;
}

/** pusher:signin's user_data: `{id, user_info}` with the customer id as a non-empty string. */
export function authenticateUser(
  app: RealtimeAppCredentials,
  identity: BroadcastingIdentity | null,
  socketId: unknown,
): AuthResult {
  if (!isValidSocketId(socketId)) return { ok: false, status: 422, message: 'Invalid socket_id' };
  if (!identity) return { ok: false, status: 401, message: 'Unauthenticated' };
  if (identity.customerId === undefined) {
    return { ok: false, status: 403, message: 'Only members sign in to realtime' };
  }
  const id = String(identity.customerId);
  if (id === '') return { ok: false, status: 403, message: 'Customer has no id' };
  const userData = JSON.stringify({ id, user_info: identity.userInfo ?? {} });
  return { ok: true, body: { auth: signUser(app, socketId, userData), user_data: userData } };
}

export interface BroadcastingAuthPluginOptions extends ChannelRules {
  app: RealtimeAppCredentials;
  authenticate: BroadcastingAuthenticate;
  /**
   * Route schemas in the host app's schema language (the API passes its zod contract, which its
   * serializer and OpenAPI document read); none by default.
   */
  schemas?: { auth?: FastifySchema; userAuth?: FastifySchema };
}

const HTTP_STATUS_TEXT = {
  401: 'Unauthorized',
  403: 'Forbidden',
  422: 'Unprocessable Entity',
} as const;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function bodyField(request: FastifyRequest, name: string): unknown {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return Array.isArray(value) ? value[0] : value;
}

async function reply(result: AuthResult, res: FastifyReply): Promise<FastifyReply> {
  if (result.ok) return res.code(200).send(result.body);
  return res.code(result.status).send({
    status: 'error',
    httpStatus: HTTP_STATUS_TEXT[result.status],
    message: result.message,
  });
}

/**
 * Registers `POST /broadcasting/auth` and `POST /broadcasting/user-auth`: register it inside the
 * API's `/v1` scope (or with `{ prefix: '/v1' }`). It parses `application/x-www-form-urlencoded`
 * itself when the app has no parser for it (the parser stays inside this plugin's scope).
 */
export const broadcastingAuthPlugin: FastifyPluginAsync<BroadcastingAuthPluginOptions> = async (
  fastify,
  options,
) => {
  if (!fastify.hasContentTypeParser('application/x-www-form-urlencoded')) {
    fastify.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }

  async function identify(request: FastifyRequest): Promise<BroadcastingIdentity | null> {
    const token = bearer(request);
    return token ? await options.authenticate(token, request) : null;
  }

  const auth = options.schemas?.auth ? { schema: options.schemas.auth } : {};
  const userAuth = options.schemas?.userAuth ? { schema: options.schemas.userAuth } : {};

  fastify.post('/broadcasting/auth', auth, async (request, res) => {
    const socketId = bodyField(request, 'socket_id');
    const channelName = bodyField(request, 'channel_name');
    return reply(
      authorizeChannel(options.app, await identify(request), socketId, channelName, options),
      res,
    );
  });

  fastify.post('/broadcasting/user-auth', userAuth, async (request, res) => {
    const socketId = bodyField(request, 'socket_id');
    return reply(authenticateUser(options.app, await identify(request), socketId), res);
  });
};
