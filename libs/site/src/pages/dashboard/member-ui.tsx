import { Skeleton, SkeletonGroup } from '@atrium/ui/skeleton';
import { useFieldControl } from '@atrium/ui/field';
import { ErrorState } from '@atrium/ui/state';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import type { ReactNode } from 'react';
import { errorMessage } from '../auth/form-errors';
import './members.css';

/**
 * Loading, error (with retry) and content of one member query. Member data is fetched in the
 * component (not in a route loader), so a slow endpoint shows its own skeleton inside the page
 * and a failing one its own retry, while the rest of the page works.
 */
export function QueryView<T>({
  query,
  children,
  lines = 3,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  lines?: number;
}) {
  const { t, i18n } = useLingui();
  if (query.isPending) {
    return (
      <SkeletonGroup className="member-loading" label={t`Loading…`}>
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} height="1.25rem" />
        ))}
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t`This could not be loaded`}
        description={errorMessage(i18n, query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel={t`Try again`}
      />
    );
  }
  return <>{children(query.data)}</>;
}

export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T12:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatCzk(minor: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CZK' }).format(minor / 100);
}

/** A native select inside a ui `<Field>` (label, description and error wired like Input). */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  const control = useFieldControl(props);
  return (
    <select
      className={`member-select${className ? ` ${className}` : ''}`}
      {...props}
      {...control}
    />
  );
}
