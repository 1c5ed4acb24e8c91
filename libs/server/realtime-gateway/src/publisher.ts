// How the API publishes: the official `pusher` server SDK, pointed at the embedded gateway
// (host/port, no TLS) or at Pusher Channels (cluster). Loyalty and content code depend only on
// the RealtimePublisher interface.
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

import Pusher from 'pusher';

export interface RealtimePublisher {
  /**
   * Sends one event to one channel. Realtime is best effort: the promise never rejects; a
   * failure is reported to `onError` (default: console.error) and the caller's work stands.
   */
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

export type RealtimePublisherConfig = {
  appId: string;
  key: string;
  secret: string;
  /** 32 bytes in base64: the SDK then encrypts what it publishes on `private-encrypted-*`. */
  encryptionMasterKeyBase64?: string;
  /** Request timeout in ms; default 5000. */
  timeoutMs?: number;
  onError?: (error: unknown, channel: string, event: string) => void;
} & (
  | { host: string; port?: number; useTLS?: boolean; cluster?: undefined }
  | { cluster: string; useTLS?: boolean; host?: undefined; port?: undefined }
);

export interface SdkRealtimePublisher extends RealtimePublisher {
  /** The underlying SDK client, for channel queries or batch triggers. */
  readonly sdk: Pusher;
}

export function createRealtimePublisher(config: RealtimePublisherConfig): SdkRealtimePublisher {
  const useTLS = config.useTLS ?? config.cluster !== undefined;
  const base = {
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    ...(config.encryptionMasterKeyBase64
      ? { encryptionMasterKeyBase64: config.encryptionMasterKeyBase64 }
      : {}),
    timeout: config.timeoutMs ?? 5_000,
    // One kept-alive connection pool instead of a new TCP (and TLS) handshake per event.
    agent: useTLS
      ? new HttpsAgent({ keepAlive: true, maxSockets: 16 })
      : new HttpAgent({ keepAlive: true, maxSockets: 16 }),
  };
  const sdk =
    config.cluster !== undefined
      ? new Pusher({ ...base, cluster: config.cluster, useTLS })
      : new Pusher({
          ...base,
          host: config.host,
          port: config.port === undefined ? undefined : String(config.port),
          useTLS,
        });
  const onError =
    config.onError ??
    ((error: unknown, channel: string, event: string) =>
      console.error(`realtime publish ${event} on ${channel} failed: ${String(error)}`));
  return {
    sdk,
    async publish(channel, event, data) {
      try {
        await sdk.trigger(channel, event, data);
      } catch (error) {
        onError(error, channel, event);
      }
    },
  };
}

export interface PublishedEvent {
  channel: string;
  event: string;
  data: unknown;
}

/** For tests and for running without realtime: records and logs what would be published. */
export function createLoggingPublisher(
  log: (message: string) => void = (m) => console.info(m),
): RealtimePublisher & { readonly events: PublishedEvent[] } {
  const events: PublishedEvent[] = [];
  return {
    events,
    async publish(channel, event, data) {
      events.push({ channel, event, data });
      log(`realtime ${channel} ${event} ${JSON.stringify(data)}`);
    },
  };
}
