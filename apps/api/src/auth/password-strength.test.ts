import { describe, expect, it } from 'vitest';

import { personalWords, weakPasswordReason } from './password-strength';

describe('weakPasswordReason (zxcvbn with the common dictionaries)', () => {
  const words = personalWords('jana.novakova@example.com', 'Jana', 'Nováková', 'Atrium Beta');

  it('names why a password is too easy to guess', () => {
    expect(weakPasswordReason('Password123', words, 3)).toBe('common');
    expect(weakPasswordReason('qwerty12345', words, 3)).toBe('common');
    expect(weakPasswordReason('Novakova1990', words, 3)).toBe('personal');
    expect(weakPasswordReason('aaaaaaaaaa1', words, 3)).toBe('pattern');
    expect(weakPasswordReason('19.05.1987a', words, 3)).toBe('date');
  });

  it('accepts a few unrelated words, and weaker passwords when the minimum score is lower', () => {
    expect(weakPasswordReason('Velvet-Harbor-42', words, 3)).toBeNull();
    expect(weakPasswordReason('Velvet-Harbor-42', words, 4)).toBeNull();
    expect(weakPasswordReason('Pivo2024', words, 3)).not.toBeNull();
    expect(weakPasswordReason('Pivo2024', words, 2)).toBeNull();
  });

  it('takes the member words also without diacritics and split at punctuation', () => {
    expect(words).toEqual(expect.arrayContaining(['nováková', 'novakova', 'jana', 'atrium']));
  });
});
