import { markMessageRead, messagesQueryOptions, sendMessage } from '@atrium/api-client/messages';
import { type ChatMessage, ChatThread } from '@atrium/ui/chat-thread';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../common/form-errors';
import { Page } from '../../common/page';
import { useMemberFormats } from './member-ui';

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
