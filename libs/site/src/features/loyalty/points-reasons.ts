import type { PointsReason } from '@atrium/domain/contract/loyalty';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const REASONS: Record<PointsReason, MessageDescriptor> = {
  receipt: msg`Receipt`,
  reward: msg`Reward activated`,
  bonus: msg`Bonus`,
  expiry: msg`Points expired`,
  adjustment: msg`Correction`,
  reversal: msg`Receipt reversed`,
};
