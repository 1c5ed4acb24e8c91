import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { AlertIcon } from '../lib/icons/alert-icon';
import { SearchIcon } from '../lib/icons/search-icon';
import styles from './state.module.css';

export type EmptyStateProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** What to do next: a button or link ("Show all offers"). */
  action?: React.ReactNode;
  /** An image (e.g. the tenant's no-result image); default a bundled icon. */
  illustration?: React.ReactNode;
};

/** An empty list that says what to do next. */
export function EmptyState({
  title,
  description,
  action,
  illustration,
  className,
  ...props
}: EmptyStateProps) {
  const { t } = useLingui();
  return (
    <section className={cn(styles.state, className)} {...props}>
      <div className={styles.illustration} aria-hidden="true">
        {illustration ?? <SearchIcon width="100%" height="100%" strokeWidth={1} />}
      </div>
      <h2 className={styles.title}>{title ?? t`Nothing here yet`}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </section>
  );
}

export type ErrorStateProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title?: React.ReactNode;
  /** The server's message or a friendly explanation. */
  description?: React.ReactNode;
  /** HTTP status to show (error screen). */
  status?: number;
  /** Shows a "Retry" button. */
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
  /** Extra action, e.g. a link to the homepage. */
  action?: React.ReactNode;
};

/** A failure with a retry (spec: errors that offer a retry). Announced politely. */
export function ErrorState({
  title,
  description,
  status,
  onRetry,
  retrying,
  retryLabel,
  action,
  className,
  ...props
}: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <section className={cn(styles.state, className)} role="alert" {...props}>
      {status !== undefined ? (
        <div className={styles.status}>{status}</div>
      ) : (
        <div className={styles.illustration} aria-hidden="true">
          <AlertIcon width="100%" height="100%" strokeWidth={1} />
        </div>
      )}
      <h2 className={styles.title}>{title ?? t`Something went wrong`}</h2>
      {description && <p className={styles.description}>{description}</p>}
      <div className="cluster" style={{ justifyContent: 'center' }}>
        {onRetry && (
          <Button onClick={onRetry} loading={retrying}>
            {retryLabel ?? t`Retry`}
          </Button>
        )}
        {action}
      </div>
    </section>
  );
}
