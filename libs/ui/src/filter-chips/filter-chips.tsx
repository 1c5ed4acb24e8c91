import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

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

/** Category filters as links (one active, `aria-current`); they wrap on narrow screens. */
export function FilterChips({
  chips,
  value,
  renderLink = renderAnchor,
  label,
  className,
  ...props
}: FilterChipsProps) {
  const { t } = useLingui();
  if (!chips.length) return null;
  return (
    <nav aria-label={label ?? t`Categories`} className={cn(styles.nav, className)} {...props}>
      <ul className={styles.list}>
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
