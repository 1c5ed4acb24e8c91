// What the API process needs from realtime, in one call: the app credentials (for the
// broadcasting-auth routes), a publisher, and — by default — the gateway itself, in-process.
//
//   REALTIME_GATEWAY=embedded → start the gateway on REALTIME_HOST:REALTIME_PORT (6001) and
//                               publish to it over loopback; the default in development, tests
//                               and demo mode (`npm start`);
//   REALTIME_GATEWAY=off      → no gateway here (run the CLI separately, or use Pusher); the
//                               default in production (NODE_ENV=production without ATRIUM_DEMO),
//                               where the gateway's sockets must not share the API's descriptors.
// The embedded gateway's connection limits come from the same settings as the CLI's
// (REALTIME_MAX_CONNECTIONS, …; config.ts, docs/realtime.md "Limits").
//   PUSHER_HOST (+ PUSHER_PORT, PUSHER_USE_TLS) → publish to that Pusher-protocol server;
//   else, with the gateway off and PUSHER_KEY set → publish to Pusher Channels (PUSHER_CLUSTER);
//   else → a logging publisher (events are written to the log only).
// PUSHER_APP_ID / PUSHER_KEY / PUSHER_SECRET default to the local development app.
// REALTIME_WEBHOOK_URL → the embedded gateway sends its webhooks there (Pusher's events and
// signature); the API's own POST /v1/realtime/webhooks hands what it receives to
// `receiveWebhookEvents`, so the same flow works with Pusher Channels or soketi.
import {
  DEV_REALTIME_APP,
  gatewayLimitsFromEnv,
  isProduction,
  type RealtimeLimitsEnv,
} from './config';
import { startGateway } from './gateway';
import {
  createLoggingPublisher,
  createRealtimePublisher,
  type RealtimePublisher,
} from './publisher';
import type { Gateway, GatewayLogger } from './types';
import type { WebhookEvent } from './webhooks';

export interface ApiRealtimeEnv extends Partial<RealtimeLimitsEnv> {
  /** With ATRIUM_DEMO, picks REALTIME_GATEWAY's default (`realtimeGatewayMode`). */
  NODE_ENV?: string;
  ATRIUM_DEMO?: boolean;
  /** Unset: `off` in production, `embedded` otherwise. */
  REALTIME_GATEWAY?: 'embedded' | 'off' | undefined;
  REALTIME_HOST?: string;
  REALTIME_PORT?: number;
  /** Where the embedded gateway sends its webhooks (e.g. this API's /v1/realtime/webhooks). */
  REALTIME_WEBHOOK_URL?: string;
  REDIS_URL?: string;
  PUSHER_APP_ID?: string;
  PUSHER_KEY?: string;
  PUSHER_SECRET?: string;
  PUSHER_CLUSTER?: string;
  PUSHER_HOST?: string;
  PUSHER_PORT?: number;
  PUSHER_USE_TLS?: boolean;
  /** 32 bytes in base64: enables `private-encrypted-*` channels (shared secrets, encrypted publish). */
  PUSHER_ENCRYPTION_MASTER_KEY_BASE64?: string;
}

export interface ApiRealtime {
  credentials: { appId: string; key: string; secret: string; encryptionMasterKeyBase64?: string };
  publisher: RealtimePublisher;
  /** The in-process gateway, or null when REALTIME_GATEWAY=off. */
  gateway: Gateway | null;
  /** Where events go: 'gateway:HOST:PORT', 'pusher:CLUSTER' or 'log'. */
  target: string;
  /**
   * Calls `listener(tenantId)` for each `content.updated` on a `mall-{tenantId}` channel that
   * passes through the embedded gateway (published to it or relayed to it over Redis). Without
   * the embedded gateway, or when PUSHER_HOST sends events elsewhere, it is never called.
   * Returns the function that removes the listener.
   */
  onContentUpdated(listener: ContentUpdatedListener): () => void;
  /**
   * The events of a verified webhook (from this process's gateway, another gateway, Pusher or
   * soketi): each `client_event` goes through the same code as the embedded gateway's
   * `onChannelEvent`, and every event to the `onWebhookEvent` listeners. Exceptions are logged.
   */
  receiveWebhookEvents(events: readonly RealtimeWebhookEvent[]): void;
  /** Calls `listener(event)` for each event `receiveWebhookEvents` gets. Returns the remover. */
  onWebhookEvent(listener: WebhookEventListener): () => void;
  /** The embedded gateway's Redis link: up, down, or null without Redis (the API's readiness). */
  redisConnected(): boolean | null;
  close(): Promise<void>;
}

export type ContentUpdatedListener = (tenantId: string) => void;
/** A webhook event as Pusher sends it (`name`, `channel`, and per name its other fields). */
export type RealtimeWebhookEvent = WebhookEvent;
export type WebhookEventListener = (event: RealtimeWebhookEvent) => void;

/** The tenant of a `mall-{tenantId}` channel (`mallChannel` in @atrium/domain), else null. */
function tenantOfMallChannel(channel: string): string | null {
  return channel.startsWith('mall-') ? channel.slice('mall-'.length) : null;
}

/**
 * Whether the API starts the gateway in its own process: REALTIME_GATEWAY when set, else `off`
 * in production (a gateway process of its own: deploy/compose.yaml, deploy/k8s/base/gateway.yaml)
 * and `embedded` in development, tests and demo mode.
 */
export function realtimeGatewayMode(env: ApiRealtimeEnv): 'embedded' | 'off' {
  return env.REALTIME_GATEWAY ?? (isProduction(env) ? 'off' : 'embedded');
}

/** The app credentials from the environment, defaulting to the local development app. */
export function apiRealtimeCredentials(env: ApiRealtimeEnv): ApiRealtime['credentials'] {
  return {
    appId: env.PUSHER_APP_ID ?? DEV_REALTIME_APP.id,
    key: env.PUSHER_KEY ?? DEV_REALTIME_APP.key,
    secret: env.PUSHER_SECRET ?? DEV_REALTIME_APP.secret,
    ...(env.PUSHER_ENCRYPTION_MASTER_KEY_BASE64
      ? { encryptionMasterKeyBase64: env.PUSHER_ENCRYPTION_MASTER_KEY_BASE64 }
      : {}),
  };
}

/** A logger for start-up, before the API's own logger exists. */
export const consoleGatewayLogger: GatewayLogger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

export async function startApiRealtime(
  env: ApiRealtimeEnv,
  logger: GatewayLogger,
): Promise<ApiRealtime> {
  const credentials = apiRealtimeCredentials(env);
  const onError = (error: unknown, channel: string, event: string) =>
    logger.error(`realtime publish ${event} on ${channel} failed: ${String(error)}`);

  // Listeners may come later than the gateway (the app is built after realtime starts).
  const contentListeners = new Set<ContentUpdatedListener>();
  const webhookListeners = new Set<WebhookEventListener>();
  const onChannelEvent = (channel: string, event: string) => {
    const tenantId = event === 'content.updated' ? tenantOfMallChannel(channel) : null;
    if (tenantId === null) return;
    for (const listener of contentListeners) listener(tenantId);
  };

  const gateway =
    realtimeGatewayMode(env) === 'embedded'
      ? await startGateway({
          ...gatewayLimitsFromEnv(env),
          host: env.REALTIME_HOST ?? '0.0.0.0',
          port: env.REALTIME_PORT ?? 6001,
          redisUrl: env.REDIS_URL,
          apps: [
            {
              id: credentials.appId,
              key: credentials.key,
              secret: credentials.secret,
              ...(env.REALTIME_WEBHOOK_URL ? { webhookUrl: env.REALTIME_WEBHOOK_URL } : {}),
            },
          ],
          logger,
          onChannelEvent,
        })
      : null;

  let publisher: RealtimePublisher;
  let target: string;
  if (env.PUSHER_HOST) {
    publisher = createRealtimePublisher({
      ...credentials,
      host: env.PUSHER_HOST,
      port: env.PUSHER_PORT,
      useTLS: env.PUSHER_USE_TLS ?? false,
      onError,
    });
    target = `gateway:${env.PUSHER_HOST}:${env.PUSHER_PORT ?? (env.PUSHER_USE_TLS ? 443 : 80)}`;
  } else if (gateway) {
    publisher = createRealtimePublisher({
      ...credentials,
      host: '127.0.0.1',
      port: gateway.port,
      useTLS: false,
      onError,
    });
    target = `gateway:127.0.0.1:${gateway.port}`;
  } else if (env.PUSHER_KEY && env.PUSHER_SECRET && env.PUSHER_APP_ID) {
    const cluster = env.PUSHER_CLUSTER ?? 'mt1';
    publisher = createRealtimePublisher({ ...credentials, cluster, useTLS: true, onError });
    target = `pusher:${cluster}`;
  } else {
    publisher = createLoggingPublisher((m) => logger.info(m));
    target = 'log';
  }
  logger.info(`realtime events go to ${target}`);

  return {
    credentials,
    publisher,
    gateway,
    target,
    onContentUpdated(listener) {
      contentListeners.add(listener);
      return () => {
        contentListeners.delete(listener);
      };
    },
    receiveWebhookEvents(events) {
      for (const event of events) {
        try {
          if (event.name === 'client_event') onChannelEvent(event.channel, event.event);
          for (const listener of webhookListeners) listener(event);
        } catch (error) {
          logger.error(
            `realtime webhook ${event.name} on ${event.channel} failed: ${String(error)}`,
          );
        }
      }
    },
    onWebhookEvent(listener) {
      webhookListeners.add(listener);
      return () => {
        webhookListeners.delete(listener);
      };
    },
    redisConnected: () => gateway?.redisConnected() ?? null,
    close: async () => {
      await gateway?.close();
    },
  };
}
