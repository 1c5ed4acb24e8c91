import type { SupportThread, SupportThreadMessage } from '@atrium/domain/contract/messages';
import { Button } from '@atrium/ui/button';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';

import { readConversation } from '../api';
import { Empty, Failed, Loading } from '../components/states';

/**
 * One member's conversation (`GET /v1/admin/members/:id/messages`): the latest messages, earlier
 * ones on request. Pages are newest first (each page's `before` is the cursor of the next, older
 * one); refetching (a reply, `message.received` for the member, the poll) reloads them in order.
 */
export const threadQuery = (customerId: number) =>
  infiniteQueryOptions({
    queryKey: ['inbox-thread', customerId],
    queryFn: ({ pageParam, signal }) => readConversation(customerId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: SupportThread) => page.before ?? undefined,
  });

/** The pages of a thread, oldest message first. */
export function threadMessages(pages: readonly SupportThread[]): SupportThreadMessage[] {
  return [...pages].reverse().flatMap((page) => page.messages);
}

/**
 * The conversation in a scrollable log (`role="log"`: a new message is read out), the newest in
 * view; the member's messages on one side, the mall's on the other, each with its author and time.
 * The log takes the focus from the keyboard, so the arrow keys scroll it.
 */
export function ConversationThread({
  customerId,
  memberName,
  refetchInterval,
}: {
  customerId: number;
  memberName: string;
  refetchInterval: number;
}) {
  const { t } = useLingui();
  const thread = useInfiniteQuery({ ...threadQuery(customerId), refetchInterval });
  const messages = useMemo(() => threadMessages(thread.data?.pages ?? []), [thread.data]);
  const logRef = useRef<HTMLDivElement>(null);
  const latestId = messages.at(-1)?.id;
  // A new latest message (opening the thread, a reply, the member writing) scrolls to it; loading
  // earlier messages adds above and keeps the view where it was.
  useEffect(() => {
    const log = logRef.current;
    if (log && latestId !== undefined) log.scrollTop = log.scrollHeight;
  }, [latestId]);

  if (thread.isPending) return <Loading label={<Trans>Loading the conversation…</Trans>} />;
  // Failed before any page came: the error state. A failed refresh or "Show earlier" keeps the
  // messages already shown.
  if (!thread.data) return <Failed error={thread.error} onRetry={() => void thread.refetch()} />;
  if (messages.length === 0) {
    return <Empty title={<Trans>No messages in this conversation yet.</Trans>} />;
  }
  const total = thread.data.pages[0]?.total ?? messages.length;
  // Pages hold 50 messages: while earlier ones remain, this shows 50, 100, …
  const shown = messages.length;
  return (
    <div className="console-thread">
      <div className="console-thread-head">
        <span className="console-muted" data-testid="thread-count">
          <Trans>Messages: {total}</Trans>
          {shown < total && (
            <>
              {' '}
              <Trans>Showing the latest {shown}.</Trans>
            </>
          )}
        </span>
        {thread.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            loading={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            <Trans>Show earlier messages</Trans>
          </Button>
        )}
      </div>
      {thread.isFetchNextPageError && (
        <p className="console-error" role="alert">
          {thread.error?.message}
        </p>
      )}
      <div
        ref={logRef}
        className="console-thread-log"
        role="log"
        aria-label={t`Conversation with ${memberName}`}
        tabIndex={0}
        data-testid="thread"
      >
        <ol className="console-thread-list">
          {messages.map((m) => (
            <ThreadMessage key={m.id} message={m} memberName={memberName} />
          ))}
        </ol>
      </div>
    </div>
  );
}

function ThreadMessage({
  message,
  memberName,
}: {
  message: SupportThreadMessage;
  memberName: string;
}) {
  const { i18n } = useLinguiRuntime();
  const { author } = message;
  const staffLabel = author.label;
  const at = new Date(message.created_at);
  return (
    <li className="console-thread-message" data-author={author.kind} data-testid="thread-message">
      <p className="console-thread-meta">
        <strong>
          {author.kind === 'member' ? (
            <Trans>{memberName} (member)</Trans>
          ) : author.kind === 'automatic' ? (
            <Trans>Automatic reply</Trans>
          ) : staffLabel ? (
            <Trans>{staffLabel} (staff)</Trans>
          ) : (
            <Trans>The mall's staff</Trans>
          )}
        </strong>{' '}
        <time dateTime={message.created_at} className="console-muted">
          {at.toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        {author.kind === 'member' && !message.read && (
          <span className="console-thread-unread">
            {' '}
            <Trans>Not answered yet</Trans>
          </span>
        )}
      </p>
      {message.subject && <strong className="console-thread-subject">{message.subject}</strong>}
      <p className="console-message-body">{message.body}</p>
    </li>
  );
}
