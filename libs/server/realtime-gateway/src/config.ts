// The gateway's configuration from the environment, parsed once with zod. Used by the CLI and by
// the API when it starts the gateway in-process; the API passes its own `process.env`.
import { mallChannel, parkingChannel } from '@atrium/domain/realtime-events';
import { z } from 'zod';

import { parseTrustedProxyList } from './client-address';
import type { GatewayOptions } from './types';

/** Local development credentials; a deployment sets REALTIME_APP_ID/KEY/SECRET. */
export const DEV_REALTIME_APP = {
  id: 'atrium',
  key: 'atrium-key',
  secret: 'atrium-secret',
} as const;

const port = z.coerce.number().int().min(0).max(65_535);
/** An empty value means unset (`REALTIME_MAX_CONNECTIONS=` keeps the default). */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const limit = z.preprocess(unsetIfEmpty, z.coerce.number().int().positive().optional());

/**
 * The public channels the product uses (`mall-{tenant}`, `cache-parking-{tenant}` from
 * @atrium/domain): the only public names the gateway accepts unless told otherwise.
 */
export const PRODUCT_PUBLIC_CHANNEL_PREFIXES = [mallChannel(''), parkingChannel('')];

const publicPrefixes = z
  .string()
  .default(PRODUCT_PUBLIC_CHANNEL_PREFIXES.join(','))
  .transform((raw, ctx) => {
    const prefixes = raw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    for (const prefix of prefixes) {
      if (!/^[-a-zA-Z0-9_=@.;]{1,100}$/.test(prefix) || /^(private-|presence-)/.test(prefix)) {
        ctx.addIssue({
          code: 'custom',
          message: `expected public channel name prefixes such as mall-, got "${prefix}"`,
        });
        return z.NEVER;
      }
    }
    if (prefixes.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'at least one prefix' });
      return z.NEVER;
    }
    return prefixes;
  });

const trustedProxies = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    try {
      return parseTrustedProxyList(raw);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/**
 * The gateway's connection limits (docs/realtime.md "Limits"), read by the CLI and — spread
 * into its own schema — by the API for its embedded gateway. Unset numbers take the gateway's
 * defaults (connection-limits.ts).
 */
export const realtimeLimitsEnvShape = {
  /** WebSockets in total; default a quarter of the soft open-file limit. */
  REALTIME_MAX_CONNECTIONS: limit,
  /** WebSockets per client address (an IPv6 /64); default 100. */
  REALTIME_MAX_CONNECTIONS_PER_IP: limit,
  /** Channels per WebSocket; default 50. */
  REALTIME_MAX_CHANNELS_PER_CONNECTION: limit,
  /** Comma-separated public channel name prefixes; default `mall-,cache-parking-`. */
  REALTIME_PUBLIC_CHANNEL_PREFIXES: publicPrefixes,
  /** Comma-separated proxy addresses or CIDR ranges whose X-Forwarded-For is believed; default none. */
  REALTIME_TRUST_PROXY: trustedProxies,
};

export type RealtimeLimitsEnv = z.output<z.ZodObject<typeof realtimeLimitsEnvShape>>;

/** The GatewayOptions of the limits (unset numbers left to the gateway's defaults). */
export function gatewayLimitsFromEnv(env: Partial<RealtimeLimitsEnv>): Partial<GatewayOptions> {
  return {
    ...(env.REALTIME_MAX_CONNECTIONS ? { maxConnections: env.REALTIME_MAX_CONNECTIONS } : {}),
    ...(env.REALTIME_MAX_CONNECTIONS_PER_IP
      ? { maxConnectionsPerAddress: env.REALTIME_MAX_CONNECTIONS_PER_IP }
      : {}),
    ...(env.REALTIME_MAX_CHANNELS_PER_CONNECTION
      ? { maxChannelsPerConnection: env.REALTIME_MAX_CHANNELS_PER_CONNECTION }
      : {}),
    ...(env.REALTIME_PUBLIC_CHANNEL_PREFIXES
      ? { publicChannelPrefixes: env.REALTIME_PUBLIC_CHANNEL_PREFIXES }
      : {}),
    ...(env.REALTIME_TRUST_PROXY ? { trustedProxies: env.REALTIME_TRUST_PROXY } : {}),
  };
}

/** Production as the API tells it (apps/api/src/demo-mode.ts): NODE_ENV=production, not demo. */
export function isProduction(env: { NODE_ENV?: string; ATRIUM_DEMO?: string | boolean }): boolean {
  const demo = env.ATRIUM_DEMO === true || env.ATRIUM_DEMO === 'true' || env.ATRIUM_DEMO === '1';
  return env.NODE_ENV === 'production' && !demo;
}

/** Shortest REALTIME_APP_SECRET production accepts (the API asks the same of PUSHER_SECRET). */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

export const realtimeEnvSchema = z.object({
  REALTIME_APP_ID: z.string().min(1).default(DEV_REALTIME_APP.id),
  REALTIME_APP_KEY: z.string().min(1).default(DEV_REALTIME_APP.key),
  REALTIME_APP_SECRET: z.string().min(1).default(DEV_REALTIME_APP.secret),
  REALTIME_PORT: port.default(6001),
  REALTIME_HOST: z.string().min(1).default('127.0.0.1'),
  REALTIME_ENABLE_CLIENT_MESSAGES: z.enum(['true', 'false']).default('false'),
  REALTIME_MAX_MESSAGE_SIZE: z.coerce.number().int().positive().default(10_240),
  /** Client events per second per connection (Pusher's limit); more closes it with 4301. */
  REALTIME_MAX_CLIENT_EVENTS_PER_SECOND: z.coerce.number().int().positive().default(10),
  /** Where the app's webhooks go (docs/realtime.md "Webhooks"); empty or unset: none. */
  REALTIME_WEBHOOK_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /** Empty means unset, so `REDIS_URL=` turns scale-out off. */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  ...realtimeLimitsEnvShape,
});

export type RealtimeEnv = z.infer<typeof realtimeEnvSchema>;

/**
 * Parses the environment; throws an Error naming the bad keys. In production (NODE_ENV=production
 * without ATRIUM_DEMO=true) the app secret must be the deployment's own: at least 32 characters,
 * never the development default.
 */
export function parseRealtimeEnv(env: Record<string, string | undefined>): RealtimeEnv {
  const result = realtimeEnvSchema.safeParse(env);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid realtime gateway environment: ${issues}`);
  }
  // The development secret (the default) is shorter than that, so it is refused too.
  const secret = result.data.REALTIME_APP_SECRET;
  if (isProduction(env) && secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    const what =
      secret === DEV_REALTIME_APP.secret
        ? 'this is the public development secret'
        : 'it signs every private channel and sign-in';
    throw new Error(
      `Invalid realtime gateway environment: REALTIME_APP_SECRET must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production (${what}; e.g. \`openssl rand -base64 32\`)`,
    );
  }
  return result.data;
}

export function gatewayOptionsFromEnv(env: RealtimeEnv): GatewayOptions {
  return {
    port: env.REALTIME_PORT,
    host: env.REALTIME_HOST,
    redisUrl: env.REDIS_URL,
    maxMessageSize: env.REALTIME_MAX_MESSAGE_SIZE,
    maxClientEventsPerSecond: env.REALTIME_MAX_CLIENT_EVENTS_PER_SECOND,
    ...gatewayLimitsFromEnv(env),
    apps: [
      {
        id: env.REALTIME_APP_ID,
        key: env.REALTIME_APP_KEY,
        secret: env.REALTIME_APP_SECRET,
        enableClientMessages: env.REALTIME_ENABLE_CLIENT_MESSAGES === 'true',
        ...(env.REALTIME_WEBHOOK_URL ? { webhookUrl: env.REALTIME_WEBHOOK_URL } : {}),
      },
    ],
  };
}
