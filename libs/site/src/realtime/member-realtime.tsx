import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../session/session-store';

// A visitor who is not signed in never needs the member's channel: its hooks, the queries it
// refreshes and its messages load with the first sign-in, not with the entry.
const MemberRealtimeChannel = lazy(() => import('./member-channel'));

/**
 * Realtime for members (issue 8): one pusher-js connection per page (lazy chunk), authorised with
 * the session token. `<MemberRealtime />` sits beside the router inside the query client and,
 * while a member is signed in, listens on their private channel (member-channel.tsx); the
 * channel's unmounting at logout drops the member's sign-in from the connection.
 */
export function MemberRealtime() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <MemberRealtimeChannel />
    </Suspense>
  );
}
