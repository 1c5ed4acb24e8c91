import { ApiError } from '@atrium/api-client/api-error';
import type { DeskCard } from '@atrium/domain/contract/desk';

/**
 * What the desk shows (docs/console.md "Desk"): the look-up's card (`valid` with a Redeem button,
 * or why not), then the redemption's outcome. Never a raw error for an answer the desk expects.
 * `no-answer`: the server did not answer after the retries, so the desk does not know yet; asking
 * again with the same idempotency key gives the certain outcome.
 */
export type DeskOutcome =
  'valid' | 'used-now' | 'already-used' | 'expired' | 'other-mall' | 'unknown' | 'no-answer';

/** The outcome a looked-up card stands for, before anything is redeemed. */
export function outcomeOfCard(card: DeskCard): DeskOutcome {
  switch (card.status) {
    case 'active':
      return 'valid';
    case 'used':
      return 'already-used';
    case 'expired':
      return 'expired';
    case 'other-mall':
      return 'other-mall';
  }
}

/**
 * The outcome of a refused call, from its HTTP status and the envelope's message: 409 "This reward
 * is used|expired", 409 "This reward belongs to another mall", 404 for a code no mall knows.
 */
export function deskOutcomeOfError(status: number, message: string | undefined): DeskOutcome {
  const text = (message ?? '').toLowerCase();
  if (/another mall|other mall|other tenant|another tenant/.test(text)) return 'other-mall';
  if (status === 409) {
    if (/expired/.test(text)) return 'expired';
    if (/used/.test(text)) return 'already-used';
  }
  if (status === 404 || status === 409) return 'unknown';
  throw new Error(`Unexpected answer ${status}${message ? `: ${message}` : ''}`);
}

/**
 * A failure after which the redemption may or may not have happened: no answer at all (fetch
 * failed, the connection dropped) or a server or proxy error. Retried with the same key.
 */
export function isUncertain(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 0;
  return error instanceof TypeError;
}

/** How long the desk waits before each retry of a redemption that got no answer. */
export const REDEEM_RETRY_DELAYS_MS = [500, 1500, 3000];

/**
 * Calls `attempt` until it answers or fails certainly, waiting REDEEM_RETRY_DELAYS_MS between
 * uncertain failures; after the last, the uncertain failure is thrown.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  delays: readonly number[] = REDEEM_RETRY_DELAYS_MS,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUncertain(error) || i >= delays.length) throw error;
      await sleep(delays[i]!);
    }
  }
}

export const OUTCOME_TONE: Record<DeskOutcome, 'success' | 'info' | 'warning' | 'danger'> = {
  valid: 'info',
  'used-now': 'success',
  'already-used': 'danger',
  expired: 'warning',
  'other-mall': 'danger',
  unknown: 'danger',
  'no-answer': 'warning',
};
