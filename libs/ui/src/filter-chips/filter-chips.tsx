import { useLingui } from '@lingui/react/macro';
import * as React from 'react';

import { cn } from '../lib/cn';
import { renderAnchor, type RenderLink } from '../lib/render-link';
import styles from './filter-chips.module.css';

export type FilterChip = {
  /** The category slug or id (`''` for "All"). */
  value: string;
  label: string;
  /** The list URL with this filter (routing stays in the site). */
  href: string;
  count?: number;
};

export type FilterChipsProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  chips: readonly FilterChip[];
  /** The active chip's value (single select). */
  value?: string;
  renderLink?: RenderLink;
  label?: string;
};

/**
 * Category filters as links (one active, `aria-current`). They wrap on wide screens; on phones
 * they are one row that scrolls sideways, with the active chip scrolled into view.
 */
export function FilterChips({
  chips,
  value,
  renderLink = renderAnchor,
  label,
  className,
  ...props
}: FilterChipsProps) {
  const { t } = useLingui();
  const listRef = React.useRef<HTMLUListElement>(null);
  // Only the row scrolls (not the page): the active chip's offset inside the scroller.
  React.useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - list.offsetLeft - 16;
  }, [value, chips.length]);
  if (!chips.length) return null;
  return (
    <nav aria-label={label ?? t`Categories`} className={cn(styles.nav, className)} {...props}>
      <ul className={styles.list} ref={listRef}>
        {chips.map((chip) => {
          const active = chip.value === (value ?? '');
          return (
            <li key={chip.value}>
              {renderLink({
                href: chip.href,
                className: cn(styles.chip, active && styles.active),
                'aria-current': active ? 'page' : undefined,
                children: (
                  <>
                    {chip.label}
                    {chip.count !== undefined && <span className={styles.count}>{chip.count}</span>}
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
