/**
 * What the desk shows after `POST /v1/admin/customer-rewards/use`: one of five outcomes, never a
 * raw error. The API answers 200 with the reward (used now), 409 "This reward is used|expired",
 * 409 "This reward belongs to another mall", and 404 for a code no mall knows.
 */
export type RedeemOutcome = 'used-now' | 'already-used' | 'expired' | 'other-mall' | 'unknown';

export type RedeemedReward = {
  id: number;
  code: string;
  status: string;
  used_at: string | null;
  expires_at?: string | null;
  reward?: { translations?: { locale: string; name?: string | null }[] } | null;
};

export type RedeemResult =
  | { outcome: 'used-now'; reward: RedeemedReward }
  | { outcome: Exclude<RedeemOutcome, 'used-now'>; message: string | null };

/** The outcome of a failed call, from its HTTP status and the envelope's message. */
export function redeemOutcomeOfError(status: number, message: string | undefined): RedeemOutcome {
  const text = (message ?? '').toLowerCase();
  if (/another mall|other mall|other tenant|another tenant/.test(text)) return 'other-mall';
  if (status === 409) {
    if (/expired/.test(text)) return 'expired';
    if (/used/.test(text)) return 'already-used';
  }
  if (status === 404 || status === 409) return 'unknown';
  throw new Error(`Unexpected answer ${status}${message ? `: ${message}` : ''}`);
}

export const OUTCOME_TONE: Record<RedeemOutcome, 'success' | 'warning' | 'danger'> = {
  'used-now': 'success',
  'already-used': 'danger',
  expired: 'warning',
  'other-mall': 'danger',
  unknown: 'danger',
};
