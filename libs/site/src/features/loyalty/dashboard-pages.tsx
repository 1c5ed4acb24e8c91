import { bookingOrdersQueryOptions } from '@atrium/api-client/booking';
import type { ContentEntry } from '@atrium/api-client/content-list';
import {
  FAVOURITE_KINDS,
  type FavouriteKind,
  favouritesQueryOptions,
  removeFavourite,
} from '@atrium/api-client/me';
import { markMessageRead, messagesQueryOptions, sendMessage } from '@atrium/api-client/messages';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { pickTranslation } from '@atrium/domain/translations';
import { Button } from '@atrium/ui/button';
import { type ChatMessage, ChatThread } from '@atrium/ui/chat-thread';
import { EmptyState } from '@atrium/ui/state';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { toast } from '../../toasts/toast-store';
import { errorMessage } from '../../common/form-errors';
import { Page } from '../../common/page';
import { QueryView, useMemberFormats } from './member-ui';

export { DashboardPage } from './dashboard-page';
export { GetPointsPage } from './get-points-page';
export { MemberRewardsPage } from './member-rewards-page';
export { AwardsPage, MyPointsPage, ReceiptsPage } from './points-pages';
export { ProfilePage } from './profile-page';
export { MyRewardPage } from './rewards/my-reward-page';

const FAVOURITE_LABELS: Record<FavouriteKind, MessageDescriptor> = {
  companies: msg`Shops`,
  news: msg`News`,
  events: msg`Events`,
  products: msg`Offers`,
  rewards: msg`Rewards`,
};

const DETAIL_PATH: Record<FavouriteKind, string> = {
  companies: 'shop',
  news: 'news',
  events: 'event',
  products: 'offer',
  rewards: 'reward',
};

function itemTitle(item: ContentEntry, locale: Parameters<typeof pickTranslation>[1]): string {
  return (
    pickTranslation(item.translations, locale, 'title') ||
    pickTranslation(item.translations, locale, 'name') ||
    (typeof item.name === 'string' ? item.name : `#${item.id}`)
  );
}

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'detail'
  );
}

export function FavouritesPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<FavouriteKind>('companies');
  const [page, setPage] = useState(1);
  const list = useQuery(favouritesQueryOptions(kind, page));
  return (
    <Page heading={t`Favourites`}>
      <div className="member-tabs" role="group" aria-label={t`What to show`}>
        {FAVOURITE_KINDS.map((k) => (
          <Button
            key={k}
            variant={k === kind ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={k === kind}
            onClick={() => {
              setKind(k);
              setPage(1);
            }}
          >
            {i18n._(FAVOURITE_LABELS[k])}
          </Button>
        ))}
      </div>
      <QueryView query={list}>
        {(result) =>
          result.data.length === 0 ? (
            <EmptyState
              title={t`Nothing saved yet`}
              description={
                kind === 'companies'
                  ? t`Follow or like a shop and it appears here.`
                  : t`Tap the heart on news, events, offers or rewards to keep them here.`
              }
            />
          ) : (
            <>
              <ul className="member-cards">
                {result.data.map((item) => {
                  const title = itemTitle(item, locale);
                  const href = `/${locale}/${DETAIL_PATH[kind]}/${item.id}/${slug(title)}`;
                  return (
                    <li key={item.id} className="member-card">
                      <h3>
                        <Link to={href as never}>{title}</Link>
                      </h3>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t`Remove ${title} from favourites`}
                        onClick={() =>
                          removeFavourite(queryClient, kind, item.id).catch((error: unknown) =>
                            toast.error(errorMessage(i18n, error)),
                          )
                        }
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
              {result.last_page > 1 && (
                <div className="member-links">
                  <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    <Trans>Previous</Trans>
                  </Button>
                  <Button
                    variant="outline"
                    disabled={page >= result.last_page}
                    onClick={() => setPage(page + 1)}
                  >
                    <Trans>Next</Trans>
                  </Button>
                </div>
              )}
            </>
          )
        }
      </QueryView>
    </Page>
  );
}

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

/**
 * The API has no payment-methods endpoint (members do not pay on this website: vouchers and
 * bookings are paid at the shops). The page says so honestly and points to the mall's contact;
 * docs/members.md records the decision.
 */
export function PaymentMethodsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const settings = useQuery(settingsQueryOptions());
  const email = settings.data?.gift_cards_page_help_email;
  return (
    <Page heading={t`Payment methods`}>
      <EmptyState
        title={t`No saved payment methods`}
        description={t`This website does not store cards. You pay for bookings and vouchers directly at the shops and at the information desk of the centre.`}
        action={
          email ? (
            <a href={`mailto:${email}`}>{email}</a>
          ) : (
            <Link to="/$locale/support" params={{ locale }}>
              <Trans>Ask the support</Trans>
            </Link>
          )
        }
      />
    </Page>
  );
}

export function SupportPage() {
  const { t, i18n } = useLingui();
  const formats = useMemberFormats();
  const queryClient = useQueryClient();
  const messages = useQuery(messagesQueryOptions());
  const send = useMutation({ mutationFn: (text: string) => sendMessage(queryClient, text) });
  const thread: ChatMessage[] = [...(messages.data?.data ?? [])].reverse().map((message) => ({
    id: message.id,
    body: message.body,
    from: message.sender === 'customer' ? 'me' : 'them',
    time: formats.dateTime(message.created_at),
  }));
  const lastId = thread[thread.length - 1]?.id;

  useEffect(() => {
    for (const message of messages.data?.data ?? []) {
      if (message.sender === 'mall' && !message.read)
        void markMessageRead(queryClient, message.id).catch(() => undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new last message
  }, [lastId]);

  return (
    <Page
      heading={t`Support`}
      intro={t`Write to the centre's support. Answers appear here as they arrive.`}
    >
      <ChatThread
        messages={thread}
        loading={messages.isPending}
        error={messages.isError ? errorMessage(i18n, messages.error) : undefined}
        onRetry={() => void messages.refetch()}
        maxLength={5000}
        // A refused message throws, so the thread keeps the text in the composer.
        onSend={async (text) => {
          await send.mutateAsync(text);
        }}
      />
    </Page>
  );
}
