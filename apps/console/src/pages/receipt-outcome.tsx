import { useLingui } from '@lingui/react';
import { Badge } from '@atrium/ui/badge';

import type { AdminReceipt } from '../api';
import { REJECT_REASON_LABELS, STATUS_LABELS } from './receipt-labels';

/** A receipt's state in a history line: waiting, approved with its points, rejected and why. */
export function ReceiptOutcome({
  receipt,
}: {
  receipt: Pick<AdminReceipt, 'status' | 'points' | 'reject_reason'>;
}) {
  const { i18n } = useLingui();
  const tone =
    receipt.status === 'approved'
      ? 'success'
      : receipt.status === 'rejected'
        ? 'danger'
        : 'neutral';
  return (
    <>
      <Badge variant={tone}>{i18n._(STATUS_LABELS[receipt.status])}</Badge>
      {receipt.status === 'approved' && receipt.points !== null && <span> +{receipt.points}</span>}
      {receipt.reject_reason && (
        <span className="console-muted">
          {' '}
          {i18n._(REJECT_REASON_LABELS[receipt.reject_reason])}
        </span>
      )}
    </>
  );
}
