/**
 * Money amounts as receipts print them and OCR returns them, in haléře (or cents): a decimal
 * comma or point with two decimals or a dash (`1287,-`), thousands grouped by a space, a no-break
 * or narrow no-break space, a point, a comma or an apostrophe (`3 333,33`, `1.287,50`,
 * `1 287.50`, `1,287.50`, `1'287.50`), a currency before or after (`CZK 1 287,50`, `12,50 €`).
 *
 * A number without decimals or a dash is not an amount (quantities, codes, percentages), and a
 * thousands separator is never the decimal separator of the same number.
 */

/** Spaces a thousands group may be set off by (OCR often doubles a wide one). */
const SPACE = '[ \\u00a0\\u202f\\u2009\\u2007]{1,2}';
const GROUPED = `\\d{1,3}(?:(?:${SPACE}|[.,'’])\\d{3})+`;
const AMOUNT = new RegExp(
  `(?<![\\d.,])(${GROUPED}|\\d+)\\s?([,.])\\s?(\\d{2}|[-–—]{1,2})(?![\\d])`,
  'g',
);

/** Letter O read for a zero next to digits ("1 287,5O", "1O0,00"). */
function zeroes(line: string): string {
  return line.replace(/(?<=\d[.,]?[Oo]?)[Oo]/g, '0');
}

/** The amounts in a line, left to right, in haléře. */
export function amountsIn(line: string): number[] {
  const out: number[] = [];
  for (const m of zeroes(line).matchAll(AMOUNT)) {
    const whole = m[1]!;
    const decimal = m[2]!;
    // "1,287.50": the comma groups thousands; "1.287,50" the point. Never both roles at once.
    const groupSeparators = whole.replace(/[\d\s\u00a0\u202f\u2009\u2007]/g, '');
    if (groupSeparators.includes(decimal)) continue;
    if (new Set(groupSeparators).size > 1) continue;
    const cents = /\d/.test(m[3]!) ? Number(m[3]) : 0;
    out.push(Number(whole.replace(/\D/g, '')) * 100 + cents);
  }
  return out;
}

/** Formats haléře as a Czech till prints them ("3 333,33"), for messages and tests. */
export function formatAmount(haler: number, group = ' ', decimal = ','): string {
  const whole = String(Math.floor(haler / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${decimal}${String(haler % 100).padStart(2, '0')}`;
}
