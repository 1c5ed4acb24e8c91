import { amountsIn } from './amounts';
import { fold } from './fold';

/**
 * A receipt's total: the amount on the line of a total label in Czech, Slovak, German or English
 * ("Celkem", "K úhradě", "Spolu", "Celkom", "Suma", "Summe", "Gesamt", "Zu zahlen", "Betrag",
 * "Total", "Amount due", ...), strongest label first, the bottom-most such line first. A receipt
 * prints other amounts beside labels that look alike, and none of them is the total: VAT lines
 * ("Celkem bez DPH", "MwSt-Betrag", "VAT 21 %", a VAT table's header), subtotals
 * ("Mezisoučet", "Zwischensumme", "Subtotal"), what was paid by card or in cash, and the change
 * ("Vráceno", "Rückgeld", "Change"). Those lines are never read for the total; a receipt whose
 * only labelled amounts are those reads as null (staff decide), never as a guess.
 */

/** Total labels on folded text (no diacritics, upper case), strongest first. */
const TOTAL_LABELS: readonly RegExp[] = [
  // "Ú" is often read as another letter or two ("K thradé", "K Uéhradě").
  /\b(?:CELKEM|CELKOM|SPOLU)\s*K\s*[A-Z]{0,2}HRAD[EU]/,
  /\bK\s*[A-Z]{0,2}HRAD[EU]/,
  /\bNA\s*[A-Z]{0,2}HRADU\b/,
  /\bZU\s*ZAHLEN\b/,
  /\b(?:GRAND\s*)?TOTAL\s*(?:DUE|TO\s*PAY)\b/,
  /\bAMOUNT\s*DUE\b/,
  /\bBALANCE\s*DUE\b/,
  /\bGESAMTBETRAG\b/,
  /\bEND(?:BETRAG|SUMME)\b/,
  /\bCELKOVA\s*CASTKA\b/,
  /\bCELKOVA\s*SUMA\b/,
  /\bCELKEM\b/,
  /\bCELKOM\b/,
  /\bSPOLU\b/,
  /\bGESAMT\b/,
  /\bSUMME\b/,
  /\bSUMA\b/,
  /\bGRAND\s*TOTAL\b/,
  /\bTOTAL\b/,
  /\bTO\s*PAY\b/,
  /\bBETRAG\b/,
];

/** "including VAT" is still the total: taken out before looking for VAT words. */
const INCLUDING_VAT =
  /\b(?:VC\.?|VCETNE|VRATANE|INKL\.?|INCL\.?|INCLUDING|INKLUSIVE|S|MIT)\s*(?:DPH|MWST|UST|VAT|TAX)\b/g;

/** Lines that print an amount beside a total-like label but are not the total. */
const NOT_THE_TOTAL: readonly RegExp[] = [
  // VAT: rate, base, tax, a VAT table's header or rows.
  /\b(?:DPH|MWST|UST|VAT|TAX|NETTO|NET|BRUTTO|BEZ|OHNE|EXCL|ZAKLAD|BASE|SAZBA|RATE|STEUER)/,
  /\d\s*%/,
  // Subtotals.
  /MEZISOUCET|MEDZISUCET|ZWISCHEN|SUB\s*-?\s*TOTAL|PRUBEZN/,
  // Payment and card slip lines, cash given, change, tips.
  /\b(?:KART[AOUEY]?|CARD|VISA|MASTER|MAESTRO|KREDIT|DEBIT|EC-|GIROCARD|CONTACTLESS|TERMINAL|AUTH|AUTOR)/,
  /\b(?:HOTOVOST|HOTOVE|CASH|BAR|BARGELD|GEGEBEN|ERHALTEN|PRIJATO|PRIJATE|TENDER|PAID|BEZAHLT|ZAPLACENO|ZAPLATENE)\b/,
  /\b(?:VRACENO|VRATIT|VRATENE|VYDAVOK|RUCKGELD|RUECKGELD|ZURUCK|WECHSELGELD|CHANGE|TRINKGELD|SPROPITNE|TIP)\b/,
  // Savings ("Celkem ušetřeno", "Sie sparen", "You saved").
  /\b(?:USETR|USPOR|ERSPAR|SPAREN|SAVED|SAVING|SLEV|ZLAV|RABAT|DISCOUNT)/,
];

function isTrap(folded: string): boolean {
  const rest = folded.replace(INCLUDING_VAT, ' ');
  return NOT_THE_TOTAL.some((trap) => trap.test(rest));
}

/** Where the total was read: the amount and the line it came from (for staff). */
export interface TotalReading {
  total: number;
  line: string;
}

export function readTotalLine(text: string): TotalReading | null {
  const lines = text.split(/\r?\n/);
  const folded = lines.map(fold);
  for (const label of TOTAL_LABELS) {
    for (let i = lines.length - 1; i >= 0; i--) {
      const m = label.exec(folded[i]!);
      if (!m || isTrap(folded[i]!)) continue;
      const line = lines[i]!;
      const after = amountsIn(line.slice(m.index + m[0].length));
      const here = after.length > 0 ? after : amountsIn(line);
      if (here.length > 0) return { total: here[here.length - 1]!, line: line.trim() };
      // A label on a line of its own: the amount is on the next line, unless that is a trap.
      const next = lines[i + 1] ?? '';
      if (/[A-Z]{4,}/.test(folded[i]!.slice(m.index + m[0].length)) || isTrap(fold(next))) continue;
      const below = amountsIn(next);
      if (below.length > 0)
        return { total: below[below.length - 1]!, line: `${line.trim()} ${next.trim()}` };
    }
  }
  return null;
}

/** The total in haléře, or null when no total line is found. */
export function readTotal(text: string): number | null {
  return readTotalLine(text)?.total ?? null;
}
