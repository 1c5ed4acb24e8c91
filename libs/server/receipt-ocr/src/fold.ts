/** A line with diacritics folded (ČÍSLO → CISLO, Rückgeld → RUCKGELD) and upper-cased, for labels. */
export function fold(line: string): string {
  return line
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}
