// The realtime part of runtime-config.json (parsed by @atrium/domain/runtime-config) turned into
// pusher-js options with spec section 9's timeouts.
import { REALTIME_TIMEOUTS } from '@atrium/domain/constants';
import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import type { Options } from 'pusher-js';

export type RealtimeRuntimeConfig = RuntimeConfig['realtime'];

export interface RealtimeEndpoints {
  /** POST form socket_id + channel_name → {auth}; default `${apiBaseUrl}/v1/broadcasting/auth`. */
  channelAuthEndpoint: string;
  /** POST form socket_id → {auth, user_data}; default `${apiBaseUrl}/v1/broadcasting/user-auth`. */
  userAuthEndpoint: string;
}

export function defaultEndpoints(apiBaseUrl: string): RealtimeEndpoints {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return {
    channelAuthEndpoint: `${base}/v1/broadcasting/auth`,
    userAuthEndpoint: `${base}/v1/broadcasting/user-auth`,
  };
}

/** Spec section 5: the app key and the cluster are required. */
export function assertRealtimeConfig(config: RealtimeRuntimeConfig): void {
  if (typeof config.key !== 'string' || config.key.trim() === '') {
    throw new Error('Realtime configuration: key is required');
  }
  if (typeof config.cluster !== 'string' || config.cluster.trim() === '') {
    throw new Error('Realtime configuration: cluster is required');
  }
}

export function pusherOptions(
  config: RealtimeRuntimeConfig,
  endpoints: RealtimeEndpoints,
  headers: () => Record<string, string>,
): Options {
  assertRealtimeConfig(config);
  // pusher-js falls back to HTTP transports on sockjs-{cluster}.pusher.com; a self-hosted gateway
  // has no such endpoint, so only WebSocket is used there (and nothing leaves for pusher.com).
  // Only its `ws` transport, which is TLS itself when `forceTLS` is on or the page is https: the
  // `wss` transport is pusher-js's guess that a plain socket slow to open (2 s) may work over TLS on
  // the same port, which a gateway without TLS never does, and the Content-Security-Policy (which
  // names the one scheme the configuration says) reports as a violation.
  const selfHosted = !/(^|\.)pusher\.com$/i.test(config.host);
  return {
    ...(selfHosted ? { enabledTransports: ['ws'] as Options['enabledTransports'] } : {}),
    cluster: config.cluster,
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.forceTLS,
    // Spec section 9's timeline (sent every 60 s, 50 events) is pusher-js's stats timeline: kept
    // for Pusher Channels, off against our gateway, which has no stats endpoint.
    disableStats: selfHosted,
    activityTimeout: REALTIME_TIMEOUTS.activityTimeoutMs,
    pongTimeout: REALTIME_TIMEOUTS.pongTimeoutMs,
    unavailableTimeout: REALTIME_TIMEOUTS.unavailableTimeoutMs,
    channelAuthorization: {
      endpoint: endpoints.channelAuthEndpoint,
      transport: 'ajax',
      headersProvider: headers,
    },
    userAuthentication: {
      endpoint: endpoints.userAuthEndpoint,
      transport: 'ajax',
      headersProvider: headers,
    },
  };
}
