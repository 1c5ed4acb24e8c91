import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';

import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { AlertIcon } from '../lib/icons/alert-icon';
import { SendIcon } from '../lib/icons/send-icon';
import { ErrorState } from '../state/state';
import styles from './chat-thread.module.css';

export type ChatMessage = {
  id: string | number;
  body: string;
  /** `me`: the member; `them`: the mall's support. */
  from: 'me' | 'them';
  /** Sender's name (support agent). */
  author?: string;
  /** When it was sent, formatted (e.g. "14:05" or "21 Nov, 14:05"). */
  time?: string;
  /** Own messages on their way or refused. */
  status?: 'sending' | 'failed';
};

export type ChatThreadProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  messages: readonly ChatMessage[];
  /** Sends a message; reject (throw) to keep the text in the composer. */
  onSend: (text: string) => Promise<void> | void;
  /** Resend a failed message. */
  onResend?: (id: ChatMessage['id']) => void;
  loading?: boolean;
  /** Loading the thread failed. */
  error?: React.ReactNode;
  onRetry?: () => void;
  label?: string;
  maxLength?: number;
};

/**
 * A support conversation: messages in a `role="log"` live region (new ones are read out), the
 * newest in view, and a composer (Enter sends, Shift+Enter breaks the line).
 */
export function ChatThread({
  messages,
  onSend,
  onResend,
  loading,
  error,
  onRetry,
  label,
  maxLength = 2000,
  className,
  ...props
}: ChatThreadProps) {
  const { t } = useLingui();
  const id = useId();
  const [sendError, setSendError] = useState(false);
  // The composer (TanStack Form, like every form): a refused message stays in it.
  const form = useForm({
    defaultValues: { text: '' },
    onSubmit: async ({ value, formApi }) => {
      const body = value.text.trim();
      if (!body) return;
      setSendError(false);
      try {
        await onSend(body);
        formApi.reset();
      } catch {
        setSendError(true);
      }
    },
  });
  const text = useStore(form.store, (state) => state.values.text);
  const sending = useStore(form.store, (state) => state.isSubmitting);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const send = () => {
    if (!form.state.isSubmitting) void form.handleSubmit();
  };

  return (
    <section
      aria-label={label ?? t`Conversation with support`}
      className={cn(styles.thread, className)}
      {...props}
    >
      {error ? (
        <ErrorState description={error} onRetry={onRetry} />
      ) : (
        <div
          ref={logRef}
          role="log"
          aria-label={t`Messages`}
          aria-busy={loading || undefined}
          className={styles.log}
          tabIndex={0}
        >
          <ol className={styles.list}>
            {loading && !messages.length && <li className={styles.notice}>{t`Loading…`}</li>}
            {!loading && !messages.length && (
              <li className={styles.notice}>{t`No messages yet. Write to us below.`}</li>
            )}
            {messages.map((m) => (
              <li
                key={m.id}
                className={cn(styles.message, m.from === 'me' ? styles.mine : styles.theirs)}
                data-from={m.from}
                data-status={m.status}
              >
                {m.from === 'me' ? (
                  <span className="visually-hidden">{t`You:`}</span>
                ) : (
                  <span className={m.author ? styles.author : 'visually-hidden'}>
                    {m.author ?? t`Support`}
                    <span className="visually-hidden">:</span>
                  </span>
                )}
                <p className={styles.body}>{m.body}</p>
                <span className={styles.meta}>
                  {m.status === 'sending' ? t`Sending…` : m.status === 'failed' ? null : m.time}
                </span>
                {m.status === 'failed' && (
                  <span className={styles.failed}>
                    <AlertIcon width={16} height={16} />
                    {t`Not sent.`}
                    {onResend && (
                      <Button size="sm" variant="link" onClick={() => onResend(m.id)}>
                        {t`Send again`}
                      </Button>
                    )}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      <form
        className={styles.composer}
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t`Your message`}
        </label>
        <form.Field name="text">
          {(field) => (
            <textarea
              id={id}
              name={field.name}
              rows={2}
              value={field.state.value}
              maxLength={maxLength}
              placeholder={t`Write a message…`}
              className={styles.input}
              aria-describedby={sendError ? `${id}-error` : undefined}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  send();
                }
              }}
            />
          )}
        </form.Field>
        <Button type="submit" loading={sending} disabled={!text.trim()} aria-label={t`Send`}>
          <SendIcon />
        </Button>
        {sendError && (
          <p id={`${id}-error`} role="alert" className={styles.sendError}>
            {t`The message could not be sent. Try again.`}
          </p>
        )}
      </form>
    </section>
  );
}
