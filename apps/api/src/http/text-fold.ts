import { type SQL, sql } from 'drizzle-orm';

/**
 * A text as search and alphabetical lists compare it: lower case without diacritics (`Káva` →
 * `kava`, `Straße` → `strasse`), with the no-break spaces and hyphens of Czech typography read as
 * the plain ones a visitor types. Czech, Slovak and German visitors often type without diacritics,
 * on a phone especially, and a Czech word's marks change with its form (`káva`, `kavárna`); a list
 * in byte order would put `Dárky` after `Drogerie` and every `Č`, `Š`, `Ž` after `Z`.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\u00a0/g, ' ')
    .replace(/\u2011/g, '-');
}

/**
 * The letters with marks of the malls' languages (and of the French, Spanish and Scandinavian shop
 * names they carry) and the no-break space and hyphen, each with what `foldText` makes of it, for
 * SQL's `translate`. PGlite has no ICU collations and no `unaccent`, so the database folds with
 * this table; a character outside it is compared as it is.
 */
export const FOLDED_FROM =
  'ÁÄÀÂÅČÇĎÉĚËÈÊÍÎÏĽĹŇÑÓÔÖÒŔŘŠŤÚŮÜÙÛÝŸŽáäàâåčçďéěëèêíîïľĺňñóôöòŕřšťúůüùûýÿž\u00a0\u2011';
export const FOLDED_TO = [...FOLDED_FROM].map(foldText).join('');

/** `foldText` in SQL, for a text expression (list order, `LIKE` against a folded pattern). */
export function foldedSql(text: SQL): SQL {
  return sql`replace(lower(translate(${text}, ${FOLDED_FROM}, ${FOLDED_TO})), 'ß', 'ss')`;
}
