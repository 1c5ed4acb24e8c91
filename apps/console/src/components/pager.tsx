import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import type * as React from 'react';

/**
 * Previous and next under a paged list, with where the list stands; nothing for one page. A log
 * names its directions by time (`previous`: Newer, `next`: Older).
 */
export function Pager({
  page,
  lastPage,
  onPage,
  label,
  previous = <Trans>Previous</Trans>,
  next = <Trans>Next</Trans>,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** What the pages are of, for a screen reader's list of landmarks ("Pages of the list"). */
  label?: string;
  previous?: React.ReactNode;
  next?: React.ReactNode;
}) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  return (
    <nav className="console-actions" aria-label={label ?? t`Pages of the list`}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span className="console-muted">
        <Trans>
          Page {page} of {lastPage}
        </Trans>
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </Button>
    </nav>
  );
}
