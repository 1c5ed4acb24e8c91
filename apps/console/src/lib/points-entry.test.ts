import type { AdminPointsEntry } from '@atrium/domain/contract/loyalty';
import { describe, expect, it } from 'vitest';

import { describePointsEntry, formatMinor, nameIn, tierName } from './points-entry';

const entry = (fields: Partial<AdminPointsEntry>): AdminPointsEntry => ({
  id: 1,
  delta: 128,
  reason: 'receipt',
  reference: null,
  created_at: '2026-11-20T10:00:00.000Z',
  receipt: null,
  reward: null,
  staff: null,
  ...fields,
});

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('describePointsEntry', () => {
  const receipt = {
    id: 27,
    company_id: 3,
    shop_names: { cz: 'Lékárna Benu', en: 'Benu Pharmacy' },
    amount_minor: 128_750,
  };

  it('names the receipt, its shop in the language and the amount instead of receipt:27', () => {
    const row = entry({ reference: 'receipt:27', receipt });
    const en = describePointsEntry(row, 'en');
    expect(en).toMatchObject({ kind: 'receipt', receiptId: 27, shop: 'Benu Pharmacy' });
    expect(en.kind === 'receipt' && nbsp(en.amount)).toBe('CZK 1,287.50');
    const cs = describePointsEntry(row, 'cs');
    expect(cs).toMatchObject({ shop: 'Lékárna Benu' });
    expect(cs.kind === 'receipt' && nbsp(cs.amount)).toBe('1 287,50 Kč');
    expect(describePointsEntry(row, 'sk')).toMatchObject({ shop: 'Lékárna Benu' });
    const reversal = describePointsEntry({ ...row, reason: 'reversal', delta: -128 }, 'de');
    expect(reversal).toMatchObject({ kind: 'reversal', receiptId: 27 });
  });

  it("names the reward by its title and a hand-made row by the staff member's name and note", () => {
    const reward = entry({
      reason: 'reward',
      reference: 'customer-reward:9',
      reward: { customer_reward_id: 9, titles: { cz: 'Káva zdarma', de: 'Gratis Kaffee' } },
    });
    expect(describePointsEntry(reward, 'de')).toEqual({ kind: 'reward', title: 'Gratis Kaffee' });
    expect(describePointsEntry(reward, 'en')).toEqual({ kind: 'reward', title: 'Káva zdarma' });
    const bonus = entry({
      reason: 'bonus',
      reference: 'staff:olga@mall.example: Birthday',
      staff: { name: 'Olga', note: 'Birthday' },
    });
    expect(describePointsEntry(bonus, 'en')).toEqual({
      kind: 'by-staff',
      staff: 'Olga',
      note: 'Birthday',
    });
  });

  it('gives the expiry day, and the reference itself when nothing more is known', () => {
    const expiry = entry({ reason: 'expiry', delta: -10, reference: 'expiry:2026-11-22' });
    expect(describePointsEntry(expiry, 'en')).toEqual({ kind: 'expiry', day: '2026-11-22' });
    const lost = entry({ reference: 'receipt:404' });
    expect(describePointsEntry(lost, 'en')).toEqual({ kind: 'plain', reference: 'receipt:404' });
  });
});

describe('names and tiers', () => {
  it("picks the console's language, else Czech, else English, else any", () => {
    expect(nameIn({ cz: 'Stříbrná', en: 'Silver' }, 'cs')).toBe('Stříbrná');
    expect(nameIn({ cz: 'Stříbrná', en: 'Silver' }, 'de')).toBe('Stříbrná');
    expect(nameIn({ en: 'Silver', sk: 'Strieborná' }, 'de')).toBe('Silver');
    expect(nameIn({ sk: 'Strieborná' }, 'de')).toBe('Strieborná');
    expect(nameIn({}, 'en')).toBeNull();
  });

  it("shows the tier by the mall's name for it, never the bare slug", () => {
    const names = { en: 'Silver', cz: 'Stříbrná', sk: 'Strieborná', de: 'Silber' };
    expect(tierName({ tier: 'silver', tier_names: names }, 'de')).toBe('Silber');
    expect(tierName({ tier: 'silver', tier_names: names }, 'cs')).toBe('Stříbrná');
    expect(tierName({ tier: 'gold-plus', tier_names: {} }, 'en')).toBe('Gold plus');
    expect(tierName({ tier: null, tier_names: {} }, 'en')).toBeNull();
  });

  it('writes haléře as money in each language', () => {
    expect(nbsp(formatMinor(5_000, 'de'))).toBe('50,00 CZK');
  });
});
