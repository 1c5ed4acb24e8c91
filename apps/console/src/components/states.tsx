import { Trans } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import { AlertIcon } from '@atrium/ui/icons/alert-icon';
import { SearchIcon } from '@atrium/ui/icons/search-icon';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';

/** Loading, empty and error states of every console list and panel. */
export function Loading({ label }: { label?: React.ReactNode }) {
  return (
    <div className="console-state" role="status" aria-live="polite">
      <span className="console-spinner" aria-hidden="true" />
      <span>{label ?? <Trans>Loading…</Trans>}</span>
    </div>
  );
}

export function Empty({ title, children }: { title: React.ReactNode; children?: React.ReactNode }) {
  return (
    <div className="console-state" data-state="empty">
      <SearchIcon width={32} height={32} aria-hidden="true" />
      <strong>{title}</strong>
      {children}
    </div>
  );
}

export function Failed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="console-state" data-state="error" role="alert">
      <AlertIcon width={32} height={32} aria-hidden="true" />
      <strong>
        <Trans>Something went wrong</Trans>
      </strong>
      <span>{message}</span>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}

/** The query's data, drawn by `children`; its loading or error state until then. */
export function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
