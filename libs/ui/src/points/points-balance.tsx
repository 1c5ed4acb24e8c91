import { Plural, useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './points.module.css';

export type PointsBalanceProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Spendable points (GET /v1/me/points `balance`). */
  points: number;
  /** Points of receipts still waiting for approval. */
  pendingPoints?: number;
  /** Points that expire soon, and when (already formatted, e.g. "31 December 2026"). */
  expiring?: { points: number; date: string };
  tierName?: string;
  loading?: boolean;
};

/** The member's balance in large type, with pending and expiring points under it. */
export function PointsBalance({
  points,
  pendingPoints,
  expiring,
  tierName,
  loading,
  className,
  ...props
}: PointsBalanceProps) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale);
  const expiresOn = expiring?.date ?? '';
  return (
    <section
      aria-label={t`Points balance`}
      aria-busy={loading || undefined}
      className={cn(styles.balance, className)}
      {...props}
    >
      <p className={styles.balanceLabel}>{t`Your points`}</p>
      <p className={styles.balanceValue} aria-live="polite" data-points={points}>
        {loading ? '…' : number.format(points)}
        <span className="visually-hidden">
          {' '}
          <Plural value={points} one="point" other="points" />
        </span>
      </p>
      {tierName && <p className={styles.tier}>{t`Tier: ${tierName}`}</p>}
      {pendingPoints ? (
        <p className={styles.note}>
          <Plural
            value={pendingPoints}
            one="# point waiting for approval"
            other="# points waiting for approval"
          />
        </p>
      ) : null}
      {expiring && expiring.points > 0 ? (
        <p className={styles.note}>
          <Plural
            value={expiring.points}
            one={`# point expires on ${expiresOn}`}
            other={`# points expire on ${expiresOn}`}
          />
        </p>
      ) : null}
    </section>
  );
}

type TierStep = { name: string; minPoints: number };

export type TierProgressProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The points the tiers are measured by. */
  points: number;
  /** The member's tier; omit before the first tier (progress then starts at 0 points). */
  current?: TierStep;
  /** The next tier; omit at the top tier. */
  next?: TierStep;
};

/** Progress from the current tier to the next as a labelled progress bar. */
export function TierProgress({ points, current, next, className, ...props }: TierProgressProps) {
  const { t } = useLingui();
  if (!next) {
    if (!current) return null;
    const tierName = current.name;
    return (
      <div className={cn(styles.tierProgress, className)} {...props}>
        <p className={styles.tierLine}>{t`You have reached the top tier: ${tierName}`}</p>
      </div>
    );
  }
  const start = current?.minPoints ?? 0;
  const span = Math.max(1, next.minPoints - start);
  const done = Math.max(0, Math.min(span, points - start));
  const pct = Math.round((done / span) * 100);
  const missing = Math.max(0, next.minPoints - points);
  const nextName = next.name;
  return (
    <div className={cn(styles.tierProgress, className)} {...props}>
      <div className={styles.tierEnds} aria-hidden="true">
        <span>{current?.name}</span>
        <span>{next.name}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t`Progress to ${nextName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${pct} %`}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${pct}%` }} />
      </div>
      <p className={styles.tierLine}>
        <Plural
          value={missing}
          one={`# more point to ${nextName}`}
          other={`# more points to ${nextName}`}
        />
      </p>
    </div>
  );
}
