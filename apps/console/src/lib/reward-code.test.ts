import { describe, expect, it } from 'vitest';

import { parseRewardCode } from './reward-code';

describe('parseRewardCode', () => {
  it('formats a typed code in any case, with spaces or dashes', () => {
    expect(parseRewardCode('abcd efgh jklm')).toEqual({ ok: true, code: 'ABCD-EFGH-JKLM' });
    expect(parseRewardCode(' ABCD-EFGH-JKLM ')).toEqual({ ok: true, code: 'ABCD-EFGH-JKLM' });
    expect(parseRewardCode('abcdefgh2345')).toEqual({ ok: true, code: 'ABCD-EFGH-2345' });
  });

  it('reads the code out of a scanned link', () => {
    expect(parseRewardCode('https://beta.example/my-reward?code=abcd-efgh-jklm')).toEqual({
      ok: true,
      code: 'ABCD-EFGH-JKLM',
    });
    expect(parseRewardCode('https://beta.example/r/ABCDEFGHJKLM')).toEqual({
      ok: true,
      code: 'ABCD-EFGH-JKLM',
    });
  });

  it('says what is wrong with the rest', () => {
    expect(parseRewardCode('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseRewardCode('--')).toEqual({ ok: false, problem: 'empty' });
    expect(parseRewardCode('ABCD-EFGH')).toEqual({ ok: false, problem: 'length' });
    expect(parseRewardCode('ABCD-EFGH-JKLMN')).toEqual({ ok: false, problem: 'length' });
    // 0, O, 1 and I are not in the alphabet (never printed on a code).
    expect(parseRewardCode('ABCD-EFGH-JKL0')).toEqual({ ok: false, problem: 'characters' });
    expect(parseRewardCode('ABCD-EFGH-JKL!')).toEqual({ ok: false, problem: 'characters' });
  });
});
