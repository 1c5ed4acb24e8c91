import { Skeleton, SkeletonGroup } from '@atrium/ui/skeleton';
import { useFieldControl } from '@atrium/ui/field';
import { ErrorState } from '@atrium/ui/state';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '@atrium/domain/date-range';
import { toLanguageTag } from '@atrium/domain/locales';
import { formatPrice } from '@atrium/domain/money';
import { useMemo } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { useMall } from '../../mall/use-mall';
import { errorMessage } from '../../common/form-errors';
import '../../common/members.css';

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

/**
 * Dates, amounts and numbers of the member pages, in the styles of the public pages (one date
 * style per language: `4. listopadu 2027`), in the mall's time zone and currency.
 */
export function useMemberFormats() {
  const locale = useLocale();
  const { timezone, currency } = useMall();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(toLanguageTag(locale));
    return {
      date: (value: string | null | undefined) =>
        value ? formatDate(value, locale, timezone) : '',
      dateTime: (value: string | null | undefined) =>
        value ? formatDateTime(value, locale, timezone) : '',
      /** Minor units (haléře, cents) in the mall's currency. */
      money: (minor: number) => formatPrice(minor, locale, { currency }),
      number: (value: number) => numbers.format(value),
      /** Points gained or spent: `+320`, `−40` (a minus sign, not a hyphen), `0`. */
      signed: (value: number) =>
        `${value > 0 ? '+' : value < 0 ? '\u2212' : ''}${numbers.format(Math.abs(value))}`,
      currency,
      /** The currency as the language writes it: `Kč`, `€`, `CZK` (English). */
      currencySymbol:
        new Intl.NumberFormat(toLanguageTag(locale), { style: 'currency', currency })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value ?? currency,
    };
  }, [locale, timezone, currency]);
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
