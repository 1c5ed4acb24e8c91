import { invalidateCustomerRewards } from '@atrium/api-client/customer-rewards';
import { memberBadgesKeys } from '@atrium/api-client/member-badges';
import { profileQueryOptions } from '@atrium/api-client/me';
import { messagesKeys } from '@atrium/api-client/messages';
import { pointsKeys } from '@atrium/api-client/points';
import { invalidateReceipts } from '@atrium/api-client/receipts';
import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import { configureRealtime } from '@atrium/realtime/client';
import { useCustomerEvent, useRealtimeSignin } from '@atrium/realtime/hooks';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionToken, useIsLoggedIn } from '../session/session-store';
import { notify } from '../toasts/notification-store';

/**
 * Realtime for members (issue 8): one pusher-js connection per page (lazy chunk), authorised with
 * the session token. `configureMemberRealtime` runs once in the bootstrap; `<MemberRealtime />`
 * sits beside the router inside the query client and, while a member is logged in, listens on
 * `private-customer-{id}` and refreshes exactly the queries an event changes.
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
  const { data: customer } = useQuery({ ...profileQueryOptions(), enabled: loggedIn });
  const customerId = loggedIn && customer ? customer.id : null;
  return <MemberChannel customerId={customerId} />;
}

function MemberChannel({ customerId }: { customerId: number | null }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  useRealtimeSignin(customerId === null ? null : String(customerId));

  useCustomerEvent(customerId, 'points.updated', ({ delta }) => {
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    void queryClient.invalidateQueries({ queryKey: memberBadgesKeys.all });
    if (delta && delta > 0)
      notify(t`Points added`, {
        text: t`${plural(delta, { one: '+# point', other: '+# points' })}`,
        variant: 'success',
      });
  });
  useCustomerEvent(customerId, 'receipt.updated', ({ status }) => {
    void invalidateReceipts(queryClient);
    if (status === 'approved') notify(t`Receipt approved`, { variant: 'success' });
    else if (status === 'rejected') notify(t`Receipt rejected`, { variant: 'error' });
  });
  useCustomerEvent(customerId, 'reward.activated', () => {
    void invalidateCustomerRewards(queryClient);
  });
  useCustomerEvent(customerId, 'message.created', () => {
    void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
  });
  return null;
}
