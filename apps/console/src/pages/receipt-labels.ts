import type {
  CustomerRewardStatus,
  PointsReason,
  ReceiptHoldReason,
  ReceiptRejectReason,
} from '@atrium/domain/contract/loyalty';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

import type { AdminReceipt } from '../api';

/** The reject codes as staff read them (the member sees the site's own translation of the code). */
export const REJECT_REASON_LABELS: Record<ReceiptRejectReason, MessageDescriptor> = {
  unreadable: msg`Unreadable photo`,
  'number-mismatch': msg`Receipt number does not match`,
  'amount-mismatch': msg`Amount does not match`,
  'date-mismatch': msg`Date does not match`,
  duplicate: msg`Already submitted (duplicate)`,
  'shop-not-participating': msg`Shop does not take part`,
  'goods-returned': msg`Goods returned`,
  other: msg`Other (describe in the note)`,
};

export const HOLD_REASON_LABELS: Record<ReceiptHoldReason, MessageDescriptor> = {
  'duplicate-image': msg`Photo matches an earlier receipt`,
  pdf: msg`PDF instead of a photo`,
  'small-photo': msg`Photo too small to read`,
  'over-limit': msg`Amount over the auto-approve limit`,
  reading: msg`Being read (OCR)`,
  unread: msg`OCR could not read the receipt`,
  'read-amount': msg`The total read differs from the amount entered`,
  'read-date': msg`The date read differs from the date entered`,
  'read-shop': msg`The company number read is not this shop's`,
};

export const STATUS_LABELS: Record<AdminReceipt['status'], MessageDescriptor> = {
  pending: msg`Waiting`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

/** Why a ledger row exists, as staff read it. */
export const POINTS_REASON_LABELS: Record<PointsReason, MessageDescriptor> = {
  receipt: msg`Receipt`,
  reward: msg`Reward`,
  bonus: msg`Bonus`,
  expiry: msg`Expired points`,
  adjustment: msg`Correction`,
  reversal: msg`Receipt reversed`,
};

export const REWARD_STATUS_LABELS: Record<CustomerRewardStatus, MessageDescriptor> = {
  active: msg`Active`,
  used: msg`Used`,
  expired: msg`Expired`,
};
