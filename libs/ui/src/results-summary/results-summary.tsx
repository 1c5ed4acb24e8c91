import { Plural, Trans } from '@lingui/react/macro';
import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './results-summary.module.css';

export type ResultsSummaryProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** `total` of the paged answer. */
  total: number;
  page?: number;
  perPage?: number;
  /** The search text, quoted in the summary. */
  query?: string;
  loading?: boolean;
};

/** "13–24 of 40 results for “shoes”", announced politely when it changes. */
export function ResultsSummary({
  total,
  page = 1,
  perPage,
  query,
  loading,
  className,
  ...props
}: ResultsSummaryProps) {
  const from = perPage ? Math.min(total, (page - 1) * perPage + 1) : 1;
  const to = perPage ? Math.min(total, page * perPage) : total;
  const showRange = Boolean(perPage) && total > 0 && (from !== 1 || to !== total);
  return (
    <p role="status" className={cn(styles.summary, className)} {...props}>
      {loading ? (
        <Trans>Searching…</Trans>
      ) : total === 0 ? (
        query ? (
          <Trans>No results for “{query}”</Trans>
        ) : (
          <Trans>No results</Trans>
        )
      ) : (
        <>
          {/* One message with the range, so languages can inflect "results" after "of". */}
          {showRange ? (
            <Plural
              value={total}
              one={`${from}–${to} of # result`}
              other={`${from}–${to} of # results`}
            />
          ) : (
            <Plural value={total} one="# result" other="# results" />
          )}
          {query && (
            <>
              {' '}
              <Trans>for “{query}”</Trans>
            </>
          )}
        </>
      )}
    </p>
  );
}
