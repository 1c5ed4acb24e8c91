import { bookingOrdersQueryOptions } from '@atrium/api-client/booking';
import { EmptyState } from '@atrium/ui/state';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../common/page';
import { QueryView, useMemberFormats } from './member-ui';

const ORDER_STATUS: Record<string, MessageDescriptor> = {
  pending: msg`Waiting for confirmation`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  done: msg`Done`,
};

export function PurchasesPage() {
  const { t, i18n } = useLingui();
  const formats = useMemberFormats();
  const orders = useQuery(bookingOrdersQueryOptions());
  return (
    <Page heading={t`Purchases`}>
      <QueryView query={orders}>
        {(result) =>
          result.data.length === 0 ? (
            <EmptyState
              title={t`No purchases yet`}
              description={t`Services you book appear here.`}
            />
          ) : (
            <ul className="member-cards">
              {result.data.map((order) => (
                <li key={order.id} className="member-card">
                  <h3>{t`Order ${order.id}`}</h3>
                  <p>
                    <span
                      className={`member-status member-status--${order.status === 'cancelled' ? 'rejected' : order.status === 'pending' ? 'pending' : 'approved'}`}
                    >
                      {ORDER_STATUS[order.status]
                        ? i18n._(ORDER_STATUS[order.status]!)
                        : order.status}
                    </span>
                  </p>
                  <p>{t`Booked for ${formats.dateTime(order.scheduled_at)}`}</p>
                  <ul>
                    {order.items.map((item, index) => (
                      <li key={index}>
                        {item.kind === 'option' ? '+ ' : ''}
                        {item.name} × {item.quantity} —{' '}
                        {formats.money(item.unit_price * item.quantity)}
                      </li>
                    ))}
                  </ul>
                  {order.note && <p className="member-hint">{order.note}</p>}
                  <p>
                    <strong>{t`Total: ${formats.money(order.total)}`}</strong>
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Page>
  );
}
