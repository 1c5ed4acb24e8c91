import { fold } from './fold';
import { readTotal } from './total';

export { readTotal } from './total';

/**
 * What a receipt's recognised text says about the purchase: the total (haléře), the date
 * (YYYY-MM-DD) and the shop's company number (IČO, 8 digits with a valid check digit). Pure
 * functions over the text, so they are tested without OCR. A value that cannot be found with
 * confidence is null: the caller treats it as "not read", never as a guess.
 */
export interface ReceiptFields {
  /** The total in haléře (integer), from a line labelled as the total. */
  total: number | null;
  /** The purchase day, YYYY-MM-DD. */
  date: string | null;
  /** The IČO (8 digits, mod-11 check digit valid). */
  companyNumber: string | null;
  /**
   * The time of purchase to the minute, HH:MM, from the line the date was read on; null when that
   * line has none. With the IČO, day and total it tells two purchases apart (the duplicate rule,
   * docs/loyalty.md "Duplicates").
   */
  time: string | null;
}

/** A Czech company number (IČO): 8 digits, the last a mod-11 check digit over weights 8…2. */
export function isValidCompanyNumber(ico: string): boolean {
  if (!/^\d{8}$/.test(ico)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(ico[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(ico[7]);
}

/** Letters OCR confuses with digits, read as digits inside a number. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  I: '1',
  l: '1',
  S: '5',
  B: '8',
};

function digitsOf(s: string): string {
  return s.replace(/[OoDIlSB]/g, (c) => DIGIT_LOOKALIKES[c] ?? c).replace(/\D/g, '');
}

const ICO_LABEL = /\bI[CĆ]\s*O?\b\s*[:.;]?/;
const DIC_LABEL = /\bDI[CĆ]\b\s*[:.;]?\s*[A-Z€]{1,2}/;

/**
 * The IČO: first the 8 digits after an `IČ`/`IČO` label, then a Czech VAT number (`DIČ: CZ` +
 * the 8 digits of a company's IČO), then any standalone 8-digit run; each must pass the check
 * digit, which rules out a mis-read digit in 10 of 11 cases.
 */
export function readCompanyNumber(text: string): string | null {
  const lines = text.split(/\r?\n/);
  const candidates: string[] = [];
  for (const raw of lines) {
    const line = fold(raw);
    const ico = ICO_LABEL.exec(line);
    if (ico && !/\bDI[CĆ]\b/.test(line.slice(0, ico.index + 4))) {
      const rest = raw.slice(ico.index + ico[0].length);
      const m = /^[\s:.]*([0-9OoDIlSB][0-9OoDIlSB\s]{6,12})/.exec(rest);
      if (m?.[1]) candidates.push(digitsOf(m[1]).slice(0, 8));
    }
  }
  for (const raw of lines) {
    const line = fold(raw);
    const dic = DIC_LABEL.exec(line);
    if (dic) {
      const m = /^\s*([0-9OoDIlSB\s]{8,12})/.exec(raw.slice(dic.index + dic[0].length));
      if (m?.[1]) candidates.push(digitsOf(m[1]).slice(0, 8));
    }
  }
  for (const m of text.matchAll(/(?<![\d/-])(\d{8})(?![\d/-])/g)) candidates.push(m[1]!);
  return candidates.find(isValidCompanyNumber) ?? null;
}

function validDay(y: number, m: number, d: number): string | null {
  if (y < 2000 || y > 2099 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * `d.m.yyyy`, `d. m. yy`, `d/m/yyyy`; also `d. m yyyy` (OCR drops the dot of `d. m. yyyy`
 * before a four-digit year).
 */
const DMY = /(?<!\d)(\d{1,2})\s?[./-]\s?(\d{1,2})(?:\s?[./-]\s?(\d{4}|\d{2})|\s(2\d{3}))(?!\d)/g;
const YMD = /(?<!\d)(20\d{2})-(\d{2})-(\d{2})(?!\d)/g;

function datesIn(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(DMY)) {
    // A year is 20xx: a second digit other than 0 is a misread 0 ("2626" for 2026).
    const year = (m[3] ?? m[4]!).replace(/^2[1-9](?=\d\d$)/, '20');
    const y = year.length === 2 ? 2000 + Number(year) : Number(year);
    const day = validDay(y, Number(m[2]), Number(m[1]));
    if (day) out.push(day);
  }
  for (const m of line.matchAll(YMD)) {
    const day = validDay(Number(m[1]), Number(m[2]), Number(m[3]));
    if (day) out.push(day);
  }
  return out;
}

/** The purchase day: a date on a line labelled `Datum`/`Date`, else the first date of the text. */
export function readDate(text: string): string | null {
  const lines = text.split(/\r?\n/);
  for (const line of lines) {
    if (/\b(DATUM|DATE|DNE)\b/.test(fold(line))) {
      const found = datesIn(line);
      if (found[0]) return found[0];
    }
  }
  for (const line of lines) {
    const found = datesIn(line);
    if (found[0]) return found[0];
  }
  return null;
}

const HM = /(?<![\d.:])([01]?\d|2[0-3])\s?:\s?([0-5]\d)(?![\d])/;

/** The time (HH:MM) on the line that holds the purchase day (`readDate`'s line), else null. */
export function readTime(text: string): string | null {
  const lines = text.split(/\r?\n/);
  const dated =
    lines.find((l) => /\b(DATUM|DATE|DNE)\b/.test(fold(l)) && datesIn(l).length > 0) ??
    lines.find((l) => datesIn(l).length > 0);
  if (!dated) return null;
  // The time is read after the date, so the date's own digits are not taken for it.
  const m = HM.exec(dated.replace(DMY, ' ').replace(YMD, ' '));
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : null;
}

export function readReceiptFields(text: string): ReceiptFields {
  return {
    total: readTotal(text),
    date: readDate(text),
    companyNumber: readCompanyNumber(text),
    time: readTime(text),
  };
}

/** What the member entered, to be compared with what was read. */
export interface EnteredReceipt {
  /** haléře */
  amount: number;
  /** YYYY-MM-DD */
  date: string;
  /** The IČO of the shop the member chose; null when the shop has none on record. */
  companyNumber: string | null;
}

/** Why the read values do not confirm the entered ones, or null when they all agree. */
export type ReadingMismatch = 'unreadable' | 'amount' | 'date' | 'shop';

/** The read total may differ from the entered amount by at most 1 % (rounding, a mistyped digit is more). */
export const AMOUNT_TOLERANCE = 0.01;

/**
 * Whether the read values confirm what the member entered: the total within 1 % of the amount,
 * the same day, and the IČO of the shop the member chose. Nothing read at all is `unreadable`;
 * otherwise the first disagreement (a value not read counts as disagreeing).
 */
export function compareReading(
  read: ReceiptFields,
  entered: EnteredReceipt,
): ReadingMismatch | null {
  if (read.total === null && read.date === null && read.companyNumber === null) return 'unreadable';
  if (
    read.total === null ||
    Math.abs(read.total - entered.amount) > entered.amount * AMOUNT_TOLERANCE
  ) {
    return 'amount';
  }
  if (read.date !== entered.date) return 'date';
  if (entered.companyNumber === null || read.companyNumber !== entered.companyNumber) return 'shop';
  return null;
}
