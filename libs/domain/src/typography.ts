/**
 * Czech and Slovak typography (ČSN 01 6910): a line must not end with a one-letter preposition or
 * conjunction (k, s, v, z, o, u, a, i) and a number is not separated from its unit. Both are
 * written with a no-break space. Applied to the cs and sk catalogs (`tools/scripts/
 * fix-typography.ts`, checked by `libs/i18n/src/catalog-typography.test.ts`) and to the demo data's
 * texts, never at runtime in the browser.
 */

export const NBSP = '\u00a0';
/** U+2011: a hyphen a line does not break at. */
export const NB_HYPHEN = '\u2011';

/** Letters that may not end a line when they stand alone. */
const ONE_LETTER_WORD = /(?<=^|[\s(„“"'«>[\]/–—])([ksvzouaiKSVZOUAI]) +(?=\S)/gu;

/**
 * Units written after a number. `{…}` (an ICU argument) and `#` (a plural's number) count as a
 * number, so `{price} Kč` is kept together in a catalog too.
 */
const UNITS = [
  'Kč',
  'Sk',
  'EUR',
  'CZK',
  '€',
  '%',
  'm²',
  'm2',
  'km',
  'm',
  'cm',
  'mm',
  'kg',
  'g',
  'l',
  'ml',
  'h',
  'hod\\.',
  'min',
  'MB',
  'kB',
  'GB',
  'ks',
  'os\\.',
];
const NUMBER_UNIT = new RegExp(
  `(?<=(?:\\d|\\}|#)) +(?=(?:${UNITS.join('|')})(?![\\p{L}\\d]))`,
  'gu',
);

/** An ordinal and what it counts: `25. prosince`, `{level}. patro` (lower case: not a sentence end). */
const ORDINAL = /(?<=(?:\d|\})\.) +(?=\p{Ll})/gu;

/** A plural's number and its noun: `# bodů` in `{count, plural, … other {# bodů}}`. */
const COUNT_NOUN = /(?<=#) +(?=\p{L})/gu;

/** The hyphen after the prefix `e` (`e-mailem`, `e-shopu`): a line ending in `e-` reads badly. */
const PREFIX_HYPHEN = /(?<=(?:^|[\s(„“"'«>[\]/–—])e)-(?=\p{L})/gu;

/**
 * The text with no-break spaces after one-letter words, between numbers and units, after an
 * ordinal and after a plural's count, and a no-break hyphen after the prefix `e`.
 */
export function czechTypography(text: string): string {
  return text
    .replace(PREFIX_HYPHEN, NB_HYPHEN)
    .replace(ONE_LETTER_WORD, `$1${NBSP}`)
    .replace(NUMBER_UNIT, NBSP)
    .replace(ORDINAL, NBSP)
    .replace(COUNT_NOUN, NBSP);
}
