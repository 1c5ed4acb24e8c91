import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { ErrorState } from '../state/state';
import styles from './parking-occupancy.module.css';

export type ParkingLevel = 'plenty' | 'few' | 'full';

/** Full at 0, few at or under `fewShare` of the capacity. */
export function parkingLevel(free: number, capacity: number, fewShare = 0.1): ParkingLevel {
  if (free <= 0) return 'full';
  return capacity > 0 && free / capacity <= fewShare ? 'few' : 'plenty';
}

export type ParkingOccupancyProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** GET /v1/options/parking `free` (updated live by the realtime channel). */
  free: number;
  capacity: number;
  /** The realtime connection is up (a "Live" mark); false shows the figure may be old. */
  live?: boolean;
  /** When the figure was last updated, formatted ("10:42"). */
  updatedAt?: string;
  loading?: boolean;
  error?: React.ReactNode;
  onRetry?: () => void;
  /** Share of the capacity under which it says "few spaces left" (default 0.1). */
  fewShare?: number;
  label?: string;
};

/**
 * Free spaces out of the capacity with a meter; the number flashes when a live update changes it,
 * and only a change of level (plenty → few → full) is announced.
 */
export function ParkingOccupancy({
  free,
  capacity,
  live,
  updatedAt,
  loading,
  error,
  onRetry,
  fewShare,
  label,
  className,
  ...props
}: ParkingOccupancyProps) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale);
  const previous = useRef(free);
  const [changed, setChanged] = useState(0);
  useEffect(() => {
    if (previous.current !== free) {
      previous.current = free;
      setChanged((n) => n + 1);
    }
  }, [free]);

  const level = parkingLevel(free, capacity, fewShare);
  const levelText: Record<ParkingLevel, string> = {
    plenty: t`Spaces available`,
    few: t`Only a few spaces left`,
    full: t`Car park full`,
  };
  const shownFree = number.format(Math.max(0, free));
  const shownCapacity = number.format(capacity);
  // The meter shows what a driver looks for, the free share (a bar of the occupied share in green
  // read as "plenty" when the car park was mostly full).
  const freeShare =
    capacity > 0 ? Math.round((Math.min(Math.max(0, free), capacity) / capacity) * 100) : 0;

  return (
    <section
      aria-label={label ?? t`Parking`}
      aria-busy={loading || undefined}
      className={cn(styles.parking, styles[level], className)}
      data-level={level}
      {...props}
    >
      {error ? (
        <ErrorState description={error} onRetry={onRetry} />
      ) : (
        <>
          <div className={styles.top}>
            <p className={styles.figure}>
              <span
                key={changed}
                className={cn(styles.free, changed > 0 && styles.flash)}
                data-free={free}
              >
                {loading ? '…' : shownFree}
              </span>{' '}
              <span className={styles.of}>{t`free of ${shownCapacity}`}</span>
            </p>
            {live !== undefined && (
              <span className={cn(styles.live, live ? styles.liveOn : styles.liveOff)}>
                {live ? t`Live` : t`Not updating`}
              </span>
            )}
          </div>
          <div
            role="meter"
            aria-label={t`Free spaces`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={freeShare}
            aria-valuetext={t`${freeShare}% free`}
            className={styles.track}
          >
            <div className={styles.bar} style={{ width: `${freeShare}%` }} />
          </div>
          <p className={styles.level} role="status">
            {loading ? t`Loading…` : levelText[level]}
          </p>
          {updatedAt && <p className={styles.updated}>{t`Updated ${updatedAt}`}</p>}
        </>
      )}
    </section>
  );
}
