import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { Badge, type BadgeVariant } from '../badge/badge';
import { cn } from '../lib/cn';
import { QrCode } from '../qr-code/qr-code';
import styles from './reward-code-card.module.css';

export type RewardCodeState = 'active' | 'used' | 'expired';

export type RewardCodeCardProps = Omit<React.ComponentProps<'article'>, 'children' | 'title'> & {
  title: string;
  /** The code the shop scans or types. */
  code: string;
  state: RewardCodeState;
  /** Validity, already formatted (e.g. `<DateRange>` or "until 31 December 2026"). */
  validity?: React.ReactNode;
  /** When it was used (formatted), for `used`. */
  usedAt?: string;
  /** Where to redeem it (shop name). */
  place?: React.ReactNode;
  loading?: boolean;
};

/** An activated reward: QR code and the code as text, validity and state. */
export function RewardCodeCard({
  title,
  code,
  state,
  validity,
  usedAt,
  place,
  loading,
  className,
  ...props
}: RewardCodeCardProps) {
  const { t } = useLingui();
  const states: Record<RewardCodeState, { label: string; variant: BadgeVariant }> = {
    active: { label: t`Active`, variant: 'success' },
    used: { label: t`Used`, variant: 'neutral' },
    expired: { label: t`Expired`, variant: 'danger' },
  };
  const { label, variant } = states[state];
  return (
    <article
      className={cn(styles.card, state !== 'active' && styles.inactive, className)}
      aria-busy={loading || undefined}
      data-state={state}
      {...props}
    >
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <Badge variant={variant}>{label}</Badge>
      </header>
      {place && <p className={styles.place}>{place}</p>}
      <div className={styles.qr}>
        {loading ? (
          <span className={styles.qrPlaceholder} role="status">
            {t`Loading…`}
          </span>
        ) : (
          <QrCode value={code} size={220} label={t`QR code of the reward`} />
        )}
      </div>
      <p className={styles.codeLine}>
        <span>{t`Code`}</span>
        <code className={styles.code}>{loading ? '…' : code}</code>
      </p>
      {validity && (
        <p className={styles.meta}>
          {t`Valid`}: {validity}
        </p>
      )}
      {state === 'used' && usedAt && <p className={styles.meta}>{t`Used on ${usedAt}`}</p>}
      {state === 'active' && <p className={styles.hint}>{t`Show this code at the checkout.`}</p>}
    </article>
  );
}
