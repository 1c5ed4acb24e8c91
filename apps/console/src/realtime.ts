import {
  parseRealtimeEvent,
  type RealtimeEventData,
  STAFF_CHANNEL_EVENTS,
  staffChannel,
} from '@atrium/domain/realtime-events';
import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import { configureRealtime } from '@atrium/realtime/client';
import { useRealtimeEvent, useRealtimeStore } from '@atrium/realtime/hooks';

import { useSession } from './session';

/**
 * The console's live updates (docs/console.md): one pusher-js connection through
 * `@atrium/realtime`, authorised with the staff session's token, on the mall's
 * `private-staff-{tenantId}` channel (the API grants it to roles that handle receipts or support).
 * Without a `realtime` section in runtime-config.json, or while the channel is not subscribed,
 * pages keep polling at their fallback pace.
 */
export function configureConsoleRealtime(
  realtime: RuntimeConfig['realtime'] | undefined,
  apiBaseUrl: string,
): boolean {
  if (!realtime) return false;
  try {
    configureRealtime({
      config: realtime,
      apiBaseUrl,
      getToken: () => useSession.getState().token,
    });
    return true;
  } catch (error) {
    console.warn('Realtime is off: the console polls instead.', error);
    return false;
  }
}

export type StaffEvent = (typeof STAFF_CHANNEL_EVENTS)[number];

/**
 * Calls `handler` with each valid `event` on the signed-in staff member's mall channel; returns
 * whether the channel is live (connected and not refused), so the caller can poll less.
 */
export function useStaffEvent<E extends StaffEvent>(
  event: E,
  handler: (data: RealtimeEventData<E>) => void,
): boolean {
  const tenantId = useSession((s) => s.staff?.tenant_id ?? null);
  const channel = tenantId ? staffChannel(tenantId) : null;
  useRealtimeEvent(channel, event, (raw) => {
    if (!channel) return;
    const parsed = parseRealtimeEvent(channel, event, raw);
    if (parsed) handler(parsed.data as RealtimeEventData<E>);
  });
  return useRealtimeStore(
    (s) => channel !== null && s.state === 'connected' && !(channel in s.subscriptionErrors),
  );
}
