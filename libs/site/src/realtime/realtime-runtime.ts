import type { RuntimeConfig } from '@atrium/domain/runtime-config';

/**
 * The realtime part of the page's runtime configuration, kept by the client entry. The realtime
 * client itself (and pusher-js after it) is made by the first lazy chunk that binds an event
 * (realtime-client.ts), so the entry carries neither: a visitor who never reaches such a chunk
 * never loads them.
 */
let kept: Pick<RuntimeConfig, 'realtime' | 'apiBaseUrl'> | null = null;

export function keepRealtimeRuntime(runtime: Pick<RuntimeConfig, 'realtime' | 'apiBaseUrl'>): void {
  kept = runtime;
}

/** The kept configuration; null on the server and before the entry ran. */
export function realtimeRuntime(): Pick<RuntimeConfig, 'realtime' | 'apiBaseUrl'> | null {
  return kept;
}
