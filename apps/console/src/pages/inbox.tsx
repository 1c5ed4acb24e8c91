import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field, Textarea } from '@atrium/ui/field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { ApiError, type Conversation, listConversations, sendReply } from '../api';
import { LANGUAGE_NAMES } from '../i18n';
import { LiveMark } from '../components/live-mark';
import { Empty, Failed, Loading } from '../components/states';
import { useStaffEvent } from '../realtime';
import { ConversationThread, threadQuery } from './inbox-thread';

/**
 * The inbox refreshes when a member writes (`message.received` on the mall's staff channel,
 * docs/console.md), and so does that member's open conversation; both still poll, every 60 s
 * while live and every 20 s while not connected (a colleague's reply publishes nothing to staff).
 */
export const INBOX_POLL_MS = 20_000;
export const INBOX_LIVE_POLL_MS = 60_000;

/** Unread conversations first, then the most recent. */
export function inboxOrder(conversations: readonly Conversation[]): Conversation[] {
  return [...conversations].sort(
    (a, b) =>
      Number(b.unread > 0) - Number(a.unread > 0) ||
      b.last.created_at.localeCompare(a.last.created_at),
  );
}

function memberName(c: Conversation): string {
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ');
  return name || (c.email ?? '—');
}

function languageName(locale: string | null): string {
  const tag = locale === 'cz' ? 'cs' : locale;
  return tag && tag in LANGUAGE_NAMES ? LANGUAGE_NAMES[tag as keyof typeof LANGUAGE_NAMES] : '—';
}

/**
 * Support inbox: the members' conversations, unread first; the chosen one's whole conversation
 * and a reply below it.
 */
export function InboxPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const live = useStaffEvent('message.received', ({ customer_id }) => {
    void queryClient.invalidateQueries({ queryKey: ['inbox'] });
    void queryClient.invalidateQueries({ queryKey: threadQuery(Number(customer_id)).queryKey });
  });
  const refetchInterval = live ? INBOX_LIVE_POLL_MS : INBOX_POLL_MS;
  const inbox = useQuery({
    queryKey: ['inbox'],
    queryFn: ({ signal }) => listConversations(signal),
    refetchInterval,
  });
  const conversations = useMemo(() => inboxOrder(inbox.data?.data ?? []), [inbox.data]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = conversations.find((c) => c.customer_id === selectedId) ?? conversations[0];

  return (
    <section className="console-inbox" aria-labelledby="inbox-title">
      <div className="console-page-head">
        <h1 id="inbox-title">
          <Trans>Support inbox</Trans>
        </h1>
        <LiveMark live={live} pollSeconds={INBOX_POLL_MS / 1000} />
      </div>
      {inbox.isPending ? (
        <Loading />
      ) : inbox.isError ? (
        <Failed error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : conversations.length === 0 ? (
        <Empty title={<Trans>No conversations yet.</Trans>} />
      ) : (
        <div className="console-queue">
          <ul className="console-queue-list" aria-label={t`Conversations, unread first`}>
            {conversations.map((c) => (
              <li key={c.customer_id}>
                <button
                  type="button"
                  className="console-queue-item"
                  aria-current={c.customer_id === selected?.customer_id ? 'true' : undefined}
                  onClick={() => setSelectedId(c.customer_id)}
                >
                  <span>
                    <strong>{memberName(c)}</strong>{' '}
                    {c.unread > 0 && (
                      <Badge variant="accent">
                        <Trans>{c.unread} unread</Trans>
                      </Badge>
                    )}
                  </span>
                  <span className="console-muted console-ellipsis">{c.last.body}</span>
                </button>
              </li>
            ))}
          </ul>
          {selected && (
            <ConversationPanel
              key={selected.customer_id}
              conversation={selected}
              refetchInterval={refetchInterval}
            />
          )}
        </div>
      )}
    </section>
  );
}

function ConversationPanel({
  conversation,
  refetchInterval,
}: {
  conversation: Conversation;
  refetchInterval: number;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const reply = useMutation({
    mutationFn: () => sendReply(conversation.customer_id, body.trim()),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey: ['inbox'] });
      void queryClient.invalidateQueries({
        queryKey: threadQuery(conversation.customer_id).queryKey,
      });
    },
  });
  const name = memberName(conversation);
  const error =
    reply.error instanceof ApiError
      ? (reply.error.fieldError('body') ?? reply.error.message)
      : reply.error?.message;
  return (
    <article className="console-conversation" aria-labelledby="conversation-title">
      <h2 id="conversation-title">{name}</h2>
      <dl className="console-facts">
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{conversation.email}</dd>
        <dt>
          <Trans>Member's language</Trans>
        </dt>
        <dd>{languageName(conversation.locale)}</dd>
      </dl>
      <ConversationThread
        customerId={conversation.customer_id}
        memberName={name}
        refetchInterval={refetchInterval}
      />
      <form
        className="console-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim()) reply.mutate();
        }}
      >
        <Field
          label={<Trans>Reply</Trans>}
          description={
            <Trans>
              Write in the member's language ({languageName(conversation.locale)}). Ctrl+Enter
              sends.
            </Trans>
          }
          error={error}
        >
          <Textarea
            rows={4}
            maxLength={5000}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey))
                e.currentTarget.form?.requestSubmit();
            }}
          />
        </Field>
        <div className="console-actions">
          <Button type="submit" loading={reply.isPending} disabled={!body.trim()}>
            <Trans>Send reply</Trans>
          </Button>
          {reply.isSuccess && (
            <span role="status" className="console-muted">
              {t`Sent.`}
            </span>
          )}
        </div>
      </form>
    </article>
  );
}
