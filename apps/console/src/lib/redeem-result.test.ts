import { describe, expect, it } from 'vitest';

import { redeemOutcomeOfError } from './redeem-result';

describe('redeemOutcomeOfError', () => {
  it('maps the API answers of POST /v1/admin/customer-rewards/use', () => {
    expect(redeemOutcomeOfError(409, 'This reward is used')).toBe('already-used');
    expect(redeemOutcomeOfError(409, 'This reward is expired')).toBe('expired');
    expect(redeemOutcomeOfError(404, 'No customer reward with this code')).toBe('unknown');
    expect(redeemOutcomeOfError(404, 'This code belongs to another mall')).toBe('other-mall');
    expect(redeemOutcomeOfError(409, 'This reward is active')).toBe('unknown');
  });

  it('leaves other failures to the error state', () => {
    expect(() => redeemOutcomeOfError(500, 'Internal')).toThrow(/500/);
    expect(() => redeemOutcomeOfError(403, 'The support role may not do this')).toThrow(/403/);
  });
});
