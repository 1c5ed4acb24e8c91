// The gateway's configuration from the environment, parsed once with zod. Used by the CLI and by
// the API when it starts the gateway in-process; the API passes its own `process.env`.
import { z } from 'zod';

import type { GatewayOptions } from './types';

/** Local development credentials; a deployment sets REALTIME_APP_ID/KEY/SECRET. */
export const DEV_REALTIME_APP = {
  id: 'atrium',
  key: 'atrium-key',
  secret: 'atrium-secret',
} as const;

const port = z.coerce.number().int().min(0).max(65_535);

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
});

export type RealtimeEnv = z.infer<typeof realtimeEnvSchema>;

/** Parses the environment; throws an Error naming the bad keys. */
export function parseRealtimeEnv(env: Record<string, string | undefined>): RealtimeEnv {
  const result = realtimeEnvSchema.safeParse(env);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid realtime gateway environment: ${issues}`);
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
