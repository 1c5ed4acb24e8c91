import { DEFAULT_CURRENCY } from './constants';
import { type Locale } from './locales';

/**
 * Money without floating point (DESIGN section 3): amounts travel as integer minor units
 * (haléře for CZK) or as decimal strings (`"199.90"`). Arithmetic happens on integers only;
 * formatting hands Intl an exact decimal string, never a float.
 */

/** An integer number of minor units (1 CZK = 100 haléřů). */
export type MinorUnits = number;

/** Minor units per major unit for the currencies we use (all have two decimals). */
export const MINOR_DIGITS = 2;
const MINOR_FACTOR = 10 ** MINOR_DIGITS;

const INTL_NUMBER_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  cz: 'cs',
  sk: 'sk',
  de: 'de',
};

function assertMinor(value: number, what = 'amount'): MinorUnits {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a whole number of minor units, got ${value}`);
  }
  return value;
}

const decimalPattern = /^\s*([+-])?(\d+)(?:[.,](\d{1,2}))?\s*$/;

/**
 * Parses a decimal string (`"199.90"`, `"199,9"`, `"-5"`) into minor units.
 * More than two decimals, or anything that is not a number, throws.
 */
export function parseDecimal(value: string): MinorUnits {
  const match = decimalPattern.exec(value);
  if (!match) throw new RangeError(`Not a decimal amount with at most 2 decimals: '${value}'`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * MINOR_FACTOR + Number(fraction.padEnd(MINOR_DIGITS, '0'));
  return assertMinor(sign === '-' ? -minor : minor);
}

/** An amount as minor units: integers are taken as minor units, strings as decimals. */
export function toMinorUnits(amount: MinorUnits | string): MinorUnits {
  return typeof amount === 'string' ? parseDecimal(amount) : assertMinor(amount);
}

/** Minor units as an exact decimal string with two decimals: 19990 → `"199.90"`. */
export function toDecimalString(minor: MinorUnits): string {
  assertMinor(minor);
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const whole = Math.trunc(absolute / MINOR_FACTOR);
  const fraction = String(absolute % MINOR_FACTOR).padStart(MINOR_DIGITS, '0');
  return `${sign}${whole}.${fraction}`;
}

export function addAmounts(...amounts: readonly (MinorUnits | string)[]): MinorUnits {
  return assertMinor(
    amounts.reduce<number>((total, amount) => total + toMinorUnits(amount), 0),
    'sum',
  );
}

/** Price × an integer quantity. */
export function multiplyAmount(amount: MinorUnits | string, quantity: number): MinorUnits {
  assertMinor(quantity, 'quantity');
  return assertMinor(toMinorUnits(amount) * quantity, 'product');
}

export interface FormatPriceOptions {
  /** ISO 4217 code, default CZK. */
  readonly currency?: string;
  /** Show `,00` on whole amounts too (default: only when there are haléře). */
  readonly alwaysShowMinor?: boolean;
}

/**
 * A price for display: `199 Kč`, `1 234,50 Kč` (cz), `CZK 1,234.50` (en), `1.234,50 CZK` (de).
 */
export function formatPrice(
  amount: MinorUnits | string,
  locale: Locale,
  options: FormatPriceOptions = {},
): string {
  const minor = toMinorUnits(amount);
  const whole = minor % MINOR_FACTOR === 0 && !options.alwaysShowMinor;
  const format = new Intl.NumberFormat(INTL_NUMBER_LOCALES[locale], {
    style: 'currency',
    currency: options.currency ?? DEFAULT_CURRENCY,
    minimumFractionDigits: whole ? 0 : MINOR_DIGITS,
    maximumFractionDigits: MINOR_DIGITS,
  });
  // Intl formats a numeric string exactly (no conversion through a float).
  return format.format(toDecimalString(minor) as unknown as number);
}
