import { ApiError } from '@atrium/api-client/api-error';
import { describe, expect, it } from 'vitest';

import { deskOutcomeOfError, isUncertain, outcomeOfCard, withRetries } from './redeem-result';

const card = (status: 'active' | 'used' | 'expired' | 'other-mall') => ({
  id: 1,
  code: 'ABCD-EFGH-JKLM',
  status,
  reward: null,
  member: null,
  expires_at: null,
  used_at: null,
  used_by: null,
});

describe('deskOutcomeOfError', () => {
  it('maps the API answers of POST /v1/admin/customer-rewards/use and the look-up', () => {
    expect(deskOutcomeOfError(409, 'This reward is used')).toBe('already-used');
    expect(deskOutcomeOfError(409, 'This reward is expired')).toBe('expired');
    expect(deskOutcomeOfError(404, 'No customer reward with this code')).toBe('unknown');
    expect(deskOutcomeOfError(409, 'This reward belongs to another mall')).toBe('other-mall');
    expect(deskOutcomeOfError(409, 'This reward is active')).toBe('unknown');
  });

  it('leaves other failures to the error state', () => {
    expect(() => deskOutcomeOfError(500, 'Internal')).toThrow(/500/);
    expect(() => deskOutcomeOfError(403, 'The support role may not do this')).toThrow(/403/);
  });
});

describe('outcomeOfCard', () => {
  it('is valid only for an active reward', () => {
    expect(outcomeOfCard(card('active'))).toBe('valid');
    expect(outcomeOfCard(card('used'))).toBe('already-used');
    expect(outcomeOfCard(card('expired'))).toBe('expired');
    expect(outcomeOfCard(card('other-mall'))).toBe('other-mall');
  });
});

describe('withRetries', () => {
  const noWait = async () => undefined;

  it('retries a failure without an answer and returns the answer that follows', async () => {
    let calls = 0;
    const out = await withRetries(
      async () => {
        calls++;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return 'redeemed';
      },
      [1, 1, 1],
      noWait,
    );
    expect(out).toBe('redeemed');
    expect(calls).toBe(3);
  });

  it('does not retry a certain refusal, and gives up after the last delay', async () => {
    let calls = 0;
    const refusal = new ApiError({ status: 409, message: 'This reward is used', body: null });
    await expect(
      withRetries(
        async () => {
          calls++;
          throw refusal;
        },
        [1, 1],
        noWait,
      ),
    ).rejects.toBe(refusal);
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw new ApiError({ status: 502, body: 'Bad gateway' });
        },
        [1, 1],
        noWait,
      ),
    ).rejects.toMatchObject({ status: 502 });
    expect(calls).toBe(3);
  });

  it('tells uncertain failures from answers', () => {
    expect(isUncertain(new TypeError('NetworkError'))).toBe(true);
    expect(isUncertain(new ApiError({ status: 503, body: null }))).toBe(true);
    expect(isUncertain(new ApiError({ status: 409, body: null }))).toBe(false);
    expect(isUncertain(new Error('bug'))).toBe(false);
  });
});
