import { WEAK_PASSWORD_MESSAGES, type WeakPasswordReason } from '@atrium/domain/contract/auth';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

import { HttpError } from '../http/errors';

/**
 * New passwords (register, change-password, change-forget-password, add-password-after-sso) must
 * reach PASSWORD_MIN_SCORE on zxcvbn's 0–4 scale (3: about 10^8 guesses), estimated with the
 * common dictionaries (most used passwords, keyboard layouts) and the member's own words. Login
 * checks no strength: old passwords still work. Levenshtein matching is off: at score 3 it changed
 * no verdict on common passwords we tried, but it costs about 50 ms of the event loop per check.
 */
let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's warning → our reason (no warning, or one we do not know: `guessable`). */
const REASONS: Record<string, WeakPasswordReason> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  userInputs: 'personal',
  wordByItself: 'word',
  namesByThemselves: 'word',
  commonNames: 'word',
  straightRow: 'pattern',
  keyPattern: 'pattern',
  simpleRepeat: 'pattern',
  extendedRepeat: 'pattern',
  sequences: 'pattern',
  recentYears: 'date',
  dates: 'date',
};

/**
 * Words a guesser would try first for this member: names, the e-mail and its parts, the mall;
 * each also without diacritics (Komínková → kominkova), as people type them in passwords.
 */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    for (const form of [value, value.normalize('NFD').replace(/\p{M}/gu, '')]) {
      const lower = form.toLowerCase();
      words.add(lower);
      for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
    }
  }
  return [...words];
}

/** Why the password is too easy to guess, or null when it is strong enough. */
export function weakPasswordReason(
  password: string,
  words: string[],
  minScore: number,
): WeakPasswordReason | null {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = estimator.check(password, words);
  if (result.score >= minScore) return null;
  return REASONS[result.feedback.warning ?? ''] ?? 'guessable';
}

/** Throws the 422 with the reason on the `password` field when the password is too weak. */
export function assertStrongPassword(password: string, words: string[], minScore: number): void {
  const reason = weakPasswordReason(password, words, minScore);
  if (reason) {
    throw new HttpError(422, 'The given data was invalid', {
      password: [WEAK_PASSWORD_MESSAGES[reason]],
    });
  }
}
