import { describe, expect, it } from 'vitest';

import {
  activateRewardRequestSchema,
  czkAmountSchema,
  pointsHistoryQuerySchema,
  receiptNumberKey,
  receiptUploadFieldsSchema,
} from './loyalty';

describe('loyalty contract', () => {
  it('parses CZK amounts as haléře without floats', () => {
    expect(czkAmountSchema.parse('249.90')).toBe(24990);
    expect(czkAmountSchema.parse('249,9')).toBe(24990);
    expect(czkAmountSchema.parse(' 1890 ')).toBe(189000);
    expect(czkAmountSchema.parse('0.10')).toBe(10);
    for (const bad of ['0', '0.00', '-5', '12.345', '1e3', 'abc', '', '12345678']) {
      expect(czkAmountSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('validates receipt upload fields from form strings', () => {
    const ok = receiptUploadFieldsSchema.parse({
      company_id: '42',
      amount: '100',
      purchased_at: '2026-11-21T18:30:00+01:00',
      receipt_number: ' 0042/11 ',
    });
    expect(ok).toEqual({
      company_id: 42,
      amount: 10000,
      purchased_at: '2026-11-21',
      receipt_number: '0042/11',
    });
    const bad = receiptUploadFieldsSchema.safeParse({
      company_id: '0',
      amount: '1,234',
      purchased_at: '2026-02-29',
      receipt_number: '--',
    });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['amount', 'company_id', 'purchased_at', 'receipt_number']);
  });

  it('normalises receipt numbers for the duplicate key', () => {
    expect(receiptNumberKey('ab-123 45')).toBe('AB12345');
    expect(receiptNumberKey('0042/11.a')).toBe('004211A');
    expect(receiptNumberKey('AB12345')).toBe(receiptNumberKey('ab 12-345'));
  });

  it('queries and the activation body', () => {
    expect(pointsHistoryQuerySchema.parse({})).toEqual({ page: 1, per_page: 12 });
    expect(pointsHistoryQuerySchema.safeParse({ per_page: '7' }).success).toBe(false);
    expect(pointsHistoryQuerySchema.parse({ reason: 'expiry', page: '2' })).toEqual({
      page: 2,
      per_page: 12,
      reason: 'expiry',
    });
    expect(activateRewardRequestSchema.parse({ reward_id: '5' })).toEqual({ reward_id: 5 });
    expect(activateRewardRequestSchema.safeParse({}).success).toBe(false);
  });
});
