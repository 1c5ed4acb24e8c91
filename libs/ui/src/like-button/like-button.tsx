import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './like-button.module.css';

export type LikeButtonProps = Omit<React.ComponentProps<'button'>, 'onChange'> & {
  liked: boolean;
  onLikedChange?: (liked: boolean) => void;
  /** Names the thing liked in the label, e.g. the shop's title. */
  itemTitle?: string;
};

/** A toggle (aria-pressed) for favourites; the site decides what a click does (login, API). */
export function LikeButton({
  liked,
  onLikedChange,
  itemTitle,
  className,
  onClick,
  ...props
}: LikeButtonProps) {
  const { t } = useLingui();
  const label = itemTitle
    ? liked
      ? t`Remove ${itemTitle} from favourites`
      : t`Add ${itemTitle} to favourites`
    : liked
      ? t`Remove from favourites`
      : t`Add to favourites`;
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={label}
      title={label}
      className={cn(styles.like, className)}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) onLikedChange?.(!liked);
      }}
      {...props}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.6 1.2 4.6 2.7h2C14 6.2 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
