import type { ReceiptStatus } from '@atrium/domain/contract/loyalty';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const RECEIPT_STATUS: Record<ReceiptStatus, MessageDescriptor> = {
  pending: msg`Waiting for approval`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`member-status member-status--${status}`}>
      {i18n._(RECEIPT_STATUS[status])}
    </span>
  );
}
