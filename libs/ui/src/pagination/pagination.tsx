import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { ChevronLeftIcon } from '../lib/icons/chevron-left-icon';
import { ChevronRightIcon } from '../lib/icons/chevron-right-icon';
import { renderAnchor, type RenderLink } from '../lib/render-link';
import { pageItems } from './pages';
import styles from './pagination.module.css';

export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  page: number;
  pageCount: number;
  /** The URL of a page; routing (the `:page` segment) stays in the site. */
  hrefForPage: (page: number) => string;
  /** Render each link with the router's Link; default a plain anchor. */
  renderLink?: RenderLink;
  /** Pages shown on each side of the current one. */
  siblings?: number;
};

/** Page links with previous/next; nothing when there is a single page. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  renderLink = renderAnchor,
  siblings = 1,
  className,
  'aria-label': ariaLabel,
  ...props
}: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const prev = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav className={cn(styles.nav, className)} aria-label={ariaLabel ?? t`Pagination`} {...props}>
      <ul className={styles.list} role="list">
        <li>
          {prev ? (
            renderLink({
              href: hrefForPage(prev),
              className: styles.link,
              'aria-label': t`Previous page`,
              children: <ChevronLeftIcon />,
            })
          ) : (
            <span className={cn(styles.link, styles.disabled)} aria-hidden="true">
              <ChevronLeftIcon />
            </span>
          )}
        </li>
        {pageItems(page, pageCount, siblings).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {renderLink({
                href: hrefForPage(item),
                className: styles.link,
                'aria-current': item === page ? 'page' : undefined,
                'aria-label': t`Page ${item}`,
                children: item,
              })}
            </li>
          ),
        )}
        <li>
          {next ? (
            renderLink({
              href: hrefForPage(next),
              className: styles.link,
              'aria-label': t`Next page`,
              children: <ChevronRightIcon />,
            })
          ) : (
            <span className={cn(styles.link, styles.disabled)} aria-hidden="true">
              <ChevronRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
