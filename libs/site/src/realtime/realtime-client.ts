import { configureRealtime, getRealtimeClient } from '@atrium/realtime/client';

import { sessionToken } from '../session/session-store';
import { realtimeRuntime } from './realtime-runtime';

/**
 * Makes the page's one realtime client from the kept runtime configuration, once; a chunk that
 * binds realtime events calls it when it loads, before its components' effects run. Nothing
 * connects until the first bind or sign-in. Does nothing on the server.
 */
export function ensureRealtimeClient(): void {
  const runtime = realtimeRuntime();
  if (!runtime || getRealtimeClient()) return;
  try {
    configureRealtime({
      config: runtime.realtime,
      apiBaseUrl: runtime.apiBaseUrl,
      getToken: sessionToken,
    });
  } catch (error) {
    // A broken realtime configuration must not take the site down: members just reload.
    console.warn('Realtime is off:', error);
  }
}
