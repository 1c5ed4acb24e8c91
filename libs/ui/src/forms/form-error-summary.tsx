import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { AlertIcon } from '../lib/icons/alert-icon';
import { messagesOf, type FieldErrors } from './form-result';
import styles from './forms.module.css';

export type FormErrorSummaryProps = Omit<React.ComponentProps<'div'>, 'children' | 'title'> & {
  /** Per-field messages (the API's `errors`). */
  errors: FieldErrors;
  /** Field name → the label shown before its message. */
  labels?: Record<string, string>;
  /** Field name → the control's id the link jumps to (default `${idPrefix}${name}`). */
  idPrefix?: string;
  /** A general message (not tied to a field). */
  message?: string;
  title?: React.ReactNode;
  /** Change it (e.g. a submit counter) to move focus to the summary again. */
  focusKey?: unknown;
};

/**
 * The form's problems at the top, focused after a failed submit; each links to its field.
 * Renders nothing when there is nothing to say.
 */
export function FormErrorSummary({
  errors,
  labels = {},
  idPrefix = '',
  message,
  title,
  focusKey,
  className,
  ...props
}: FormErrorSummaryProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const items = Object.entries(errors).flatMap(([field, value]) =>
    messagesOf(value).map((text) => ({ field, text })),
  );
  const visible = items.length > 0 || Boolean(message);
  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, focusKey]);
  if (!visible) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={undefined}
      className={cn(styles.summary, className)}
      {...props}
    >
      <p className={styles.summaryTitle}>
        <AlertIcon />
        {title ?? t`Please check the form`}
      </p>
      {message && <p className={styles.summaryMessage}>{message}</p>}
      {items.length > 0 && (
        <ul className={styles.summaryList}>
          {items.map(({ field, text }, i) => (
            <li key={`${field}-${i}`}>
              <a
                href={`#${idPrefix}${field}`}
                onClick={(e) => {
                  const target = document.getElementById(`${idPrefix}${field}`);
                  if (!target) return;
                  e.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: 'center' });
                }}
              >
                {labels[field] ? `${labels[field]}: ` : ''}
                {text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
