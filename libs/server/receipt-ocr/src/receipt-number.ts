import { fold } from './fold';

/**
 * The receipt's own number as the till prints it after a label: "Účtenka č. 2026-78004",
 * "Doklad č.", "Číslo dokladu", "Pokladničný doklad č.", "Bon-Nr.", "Beleg-Nr.", "Receipt No.",
 * "Receipt #". Letters, digits, `-` and `/`, at least 3 characters with a digit; null when no
 * labelled number is found. Read for staff and for telling two purchases apart; never decisive
 * on its own.
 */
const NUMBER_LABELS: readonly RegExp[] = [
  /\b(?:U[A-Z]{0,2}TENK[AY]|DOKLAD|DOKLADU|PARAGON|BLOCEK|FAKTURA)\s*(?:[C¢€£(]|CIS|CISLO|NR|NO)?\s*[.,:#]*/,
  /\b(?:CISLO|[C¢€£(])\s*[.,:]?\s*(?:U[A-Z]{0,2}TENKY|DOKLADU)\s*[.,:#]*/,
  /\b(?:BON|BELEG|RECHNUNG|QUITTUNG)\s*-?\s*(?:NR|NUMMER)?\s*[.:#]*/,
  /\b(?:RECEIPT|INVOICE|TRANSACTION|TRANS)\s*(?:NO|NUMBER|NR|#)?\s*[.:#]*/,
];

const VALUE = /^\s*([A-Z0-9][A-Z0-9/-]{2,23})/;

export function readReceiptNumber(text: string): string | null {
  const lines = text.split(/\r?\n/);
  for (const label of NUMBER_LABELS) {
    for (const raw of lines) {
      const line = fold(raw);
      const m = label.exec(line);
      if (!m) continue;
      const value = VALUE.exec(line.slice(m.index + m[0].length))?.[1];
      if (value && /\d/.test(value)) return value.replace(/[-/]+$/, '');
    }
  }
  return null;
}
