import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './badge.module.css';

export const badgeVariants = [
  'neutral',
  'primary',
  'accent',
  'success',
  'danger',
  'outline',
] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export type BadgeProps = React.ComponentProps<'span'> & { variant?: BadgeVariant };

/** A short status or label: floor, category, "New", points. */
export function Badge({ className, variant = 'neutral', ...props }: BadgeProps) {
  return (
    <span
      className={cn(styles.badge, styles[variant], className)}
      data-variant={variant}
      {...props}
    />
  );
}
