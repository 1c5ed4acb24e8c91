import type { Receipt, ReceiptRejectReason } from '@atrium/domain/contract/loyalty';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What each rejection code of the staff means to the member. */
export const REJECT_REASONS: Record<ReceiptRejectReason, MessageDescriptor> = {
  unreadable: msg`The photo of the receipt cannot be read.`,
  'number-mismatch': msg`The receipt number does not match the photo.`,
  'amount-mismatch': msg`The amount does not match the photo.`,
  'date-mismatch': msg`The purchase date does not match the photo.`,
  duplicate: msg`This receipt has already been counted.`,
  'shop-not-participating': msg`The shop does not take part in the loyalty programme.`,
  'goods-returned': msg`The goods were returned.`,
  other: msg`The staff could not accept the receipt.`,
};

/** The reason in the member's language, then the staff's own note (not translated) if any. */
export function rejectReasonText(
  i18n: I18n,
  receipt: Pick<Receipt, 'reject_reason' | 'reject_note'>,
): string | null {
  if (!receipt.reject_reason) return null;
  const reason = i18n._(REJECT_REASONS[receipt.reject_reason]);
  return receipt.reject_note ? `${reason} ${receipt.reject_note}` : reason;
}
