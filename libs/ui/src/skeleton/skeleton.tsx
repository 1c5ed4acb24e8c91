import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './skeleton.module.css';

export type SkeletonProps = React.ComponentProps<'span'> & {
  shape?: 'block' | 'text' | 'circle';
  width?: React.CSSProperties['width'];
  height?: React.CSSProperties['height'];
};

/** A placeholder shape; decorative (hidden from assistive tech). Wrap groups in SkeletonGroup. */
export function Skeleton({
  className,
  shape = 'block',
  width,
  height,
  style,
  ...props
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(styles.skeleton, shape !== 'block' && styles[shape], className)}
      style={{ width, height, ...style }}
      {...props}
    />
  );
}

export type SkeletonGroupProps = React.ComponentProps<'div'> & {
  /** Announced to screen readers; default "Loading…". */
  label?: string;
};

/** A loading region: `aria-busy`, with one announcement instead of many empty shapes. */
export function SkeletonGroup({ className, label, children, ...props }: SkeletonGroupProps) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" className={className} {...props}>
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
      {children}
    </div>
  );
}

/** The shape of a content card while it loads. */
export function CardSkeleton({
  aspectRatio = '4 / 3',
  className,
}: {
  aspectRatio?: string;
  className?: string;
}) {
  return (
    <div className={cn(styles.card, className)}>
      <Skeleton style={{ aspectRatio }} />
      <Skeleton shape="text" width="80%" />
      <Skeleton shape="text" width="50%" />
    </div>
  );
}
