import { invalidateCustomerRewards } from '@atrium/api-client/customer-rewards';
import { memberBadgesKeys } from '@atrium/api-client/member-badges';
import { profileQueryOptions } from '@atrium/api-client/me';
import { messagesKeys } from '@atrium/api-client/messages';
import { pointsKeys } from '@atrium/api-client/points';
import { invalidateReceipts } from '@atrium/api-client/receipts';
import { customerChannel } from '@atrium/domain/realtime-events';
import { getRealtimeClient } from '@atrium/realtime/client';
import { useCustomerEvent, useRealtimeEvent, useRealtimeSignin } from '@atrium/realtime/hooks';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../toasts/notification-store';
import { ensureRealtimeClient } from './realtime-client';

ensureRealtimeClient();

/**
 * A signed-in member's channel (issue 8), loaded only once someone signs in (member-realtime.tsx):
 * listens on `private-customer-{id}` and refreshes exactly the queries an event changes.
 */
export default function MemberRealtimeChannel() {
  const { data: customer } = useQuery(profileQueryOptions());
  // Mounted while a member is signed in: after the logout the connection drops their sign-in.
  useEffect(() => () => getRealtimeClient()?.signOut(), []);
  return <MemberChannel customerId={customer ? customer.id : null} />;
}

function MemberChannel({ customerId }: { customerId: number | null }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  useRealtimeSignin(customerId === null ? null : String(customerId));

  // An event sent before the channel is subscribed (the page had just opened, the connection
  // was down) is lost: each time the subscription succeeds, what the events change is read again.
  useRealtimeEvent(
    customerId === null ? null : customerChannel(customerId),
    'pusher:subscription_succeeded',
    () => {
      // Marks the page as receiving the member's events (`<html data-member-channel>`), as
      // `data-interactive` marks it taken over: what tests wait for before acting elsewhere.
      document.documentElement.setAttribute('data-member-channel', 'subscribed');
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
      void queryClient.invalidateQueries({ queryKey: memberBadgesKeys.all });
      void invalidateReceipts(queryClient);
      void invalidateCustomerRewards(queryClient);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
  );

  // Another member, or none: not subscribed until the new channel says so.
  useEffect(
    () => () => document.documentElement.removeAttribute('data-member-channel'),
    [customerId],
  );

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
