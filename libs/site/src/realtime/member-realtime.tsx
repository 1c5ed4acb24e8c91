import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import { configureRealtime, getRealtimeClient } from '@atrium/realtime/client';
import { lazy, Suspense, useEffect } from 'react';
import { sessionToken, useIsLoggedIn } from '../session/session-store';

// A visitor who is not signed in never needs the member's channel: its hooks, the queries it
// refreshes and its messages load with the first sign-in, not with the entry.
const MemberRealtimeChannel = lazy(() => import('./member-channel'));

/**
 * Realtime for members (issue 8): one pusher-js connection per page (lazy chunk), authorised with
 * the session token. `configureMemberRealtime` runs once in the bootstrap (the parking page's live
 * count uses the same connection); `<MemberRealtime />` sits beside the router inside the query
 * client and, while a member is signed in, listens on their private channel (member-channel.tsx).
 */
export function configureMemberRealtime(runtime: RuntimeConfig): void {
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

export function MemberRealtime() {
  const loggedIn = useIsLoggedIn();
  // After a logout the connection drops the member's sign-in (their channel component is gone).
  useEffect(() => {
    if (!loggedIn) getRealtimeClient()?.signOut();
  }, [loggedIn]);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <MemberRealtimeChannel />
    </Suspense>
  );
}
