import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons/check-icon';
import { LockIcon } from '../lib/icons/lock-icon';
import styles from './badge-grid.module.css';

export type LoyaltyBadge = {
  id: string | number;
  name: string;
  /** How to earn it (shown for locked badges too). */
  description?: string;
  image?: string;
  /** When it was earned (formatted); unset = still locked. */
  earnedAt?: string;
};

export type BadgeGridProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  badges: readonly LoyaltyBadge[];
  emptyText?: React.ReactNode;
};

/** Awards: earned ones in colour with the date, locked ones greyed with a lock. */
export function BadgeGrid({ badges, emptyText, className, ...props }: BadgeGridProps) {
  const { t } = useLingui();
  if (!badges.length) {
    return <p className={styles.empty}>{emptyText ?? t`No awards yet.`}</p>;
  }
  return (
    <ul className={cn(styles.grid, className)} {...props}>
      {badges.map((badge) => {
        const earned = Boolean(badge.earnedAt);
        const date = badge.earnedAt;
        return (
          <li
            key={badge.id}
            className={cn(styles.badge, !earned && styles.locked)}
            data-earned={earned}
          >
            <div className={styles.art} aria-hidden="true">
              {badge.image ? <img src={badge.image} alt="" /> : <span>{badge.name.charAt(0)}</span>}
            </div>
            <h3 className={styles.name}>{badge.name}</h3>
            <p className={styles.state}>
              {earned ? (
                <>
                  <CheckIcon width={16} height={16} />
                  {t`Earned ${date}`}
                </>
              ) : (
                <>
                  <LockIcon width={16} height={16} />
                  {t`Locked`}
                </>
              )}
            </p>
            {badge.description && <p className={styles.description}>{badge.description}</p>}
          </li>
        );
      })}
    </ul>
  );
}
