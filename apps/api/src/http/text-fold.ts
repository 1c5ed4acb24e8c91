import { type SQL, sql } from 'drizzle-orm';

/**
 * A text as search and alphabetical lists compare it: lower case without diacritics (`Káva` →
 * `kava`, `Straße` → `strasse`). Czech, Slovak and German visitors often type without them, on a
 * phone especially, and a Czech word's marks change with its form (`káva`, `kavárna`); a list in
 * byte order would put `Dárky` after `Drogerie` and every `Č`, `Š`, `Ž` after `Z`.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/**
 * The letters with marks of the malls' languages (and of the French, Spanish and Scandinavian shop
 * names they carry), each with its letter without the mark, for SQL's `translate`. PGlite has no
 * ICU collations and no `unaccent`, so the database folds with this table; a letter outside it
 * is compared as it is.
 */
export const MARKED_LETTERS =
  'ÁÄÀÂÅČÇĎÉĚËÈÊÍÎÏĽĹŇÑÓÔÖÒŔŘŠŤÚŮÜÙÛÝŸŽáäàâåčçďéěëèêíîïľĺňñóôöòŕřšťúůüùûýÿž';
export const UNMARKED_LETTERS = [...MARKED_LETTERS].map(foldText).join('');

/** `foldText` in SQL, for a text expression (list order, `LIKE` against a folded pattern). */
export function foldedSql(text: SQL): SQL {
  return sql`replace(lower(translate(${text}, ${MARKED_LETTERS}, ${UNMARKED_LETTERS})), 'ß', 'ss')`;
}
