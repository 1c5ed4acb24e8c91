import type { Database } from '@atrium/server-db/database';
import {
  amenities,
  companies,
  events,
  news,
  products,
  rewards,
  type Translation,
} from '@atrium/server-db/schema';
import { eq } from 'drizzle-orm';

import { foldText } from '../../http/text-fold';

/** The content types `/v1/search` looks through, each with the translation fields it matches. */
export const SEARCHED = {
  companies: { table: companies, fields: ['title', 'description', 'company_category'] },
  products: { table: products, fields: ['title', 'name', 'description'] },
  events: { table: events, fields: ['title', 'name', 'description'] },
  news: { table: news, fields: ['title', 'name', 'description'] },
  rewards: { table: rewards, fields: ['title', 'name', 'description'] },
  amenities: { table: amenities, fields: ['title', 'name', 'description'] },
} as const;

export type SearchedType = keyof typeof SEARCHED;

/** One row's searched texts in every language, folded (`foldText`), fields apart. */
interface Searchable {
  id: number;
  /** Its titles and names: a match there ranks first. */
  title: string;
  /** Every searched field. */
  text: string;
}

/** Fields whose match ranks a row first. */
const TITLE_FIELDS: readonly string[] = ['title', 'name'];

/**
 * A tenant's searchable texts, every row of every searched type (drafts, scheduled and expired
 * ones too: whether a visitor may see a row is decided by the query that reads the matches).
 * Kept in memory because matching a few hundred rows here costs microseconds, while the six
 * `ILIKE` scans over `jsonb_array_elements` cost about 12 ms of CPU a search on PGlite, which is
 * one thread: the whole API's search capacity (docs/benchmarks.md "Site server under a flood").
 */
export type SearchCorpus = Record<SearchedType, readonly Searchable[]>;

/**
 * Fields are joined by U+0000, which no search can contain (the input guard refuses it), so a
 * match never spans two fields or two languages.
 */
const FIELD_SEPARATOR = '\u0000';

export async function loadSearchCorpus(db: Database, tenantId: string): Promise<SearchCorpus> {
  const rowsOf = async (type: SearchedType): Promise<Searchable[]> => {
    const { table, fields } = SEARCHED[type];
    const rows = await db
      .select({ id: table.id, translations: table.translations })
      .from(table)
      .where(eq(table.tenantId, tenantId));
    return rows.map(({ id, translations }) => ({
      id,
      title: searchText(
        translations,
        fields.filter((field) => TITLE_FIELDS.includes(field)),
      ),
      text: searchText(translations, fields),
    }));
  };
  const [companies, products, events, news, rewards, amenities] = await Promise.all([
    rowsOf('companies'),
    rowsOf('products'),
    rowsOf('events'),
    rowsOf('news'),
    rowsOf('rewards'),
    rowsOf('amenities'),
  ]);
  return { companies, products, events, news, rewards, amenities };
}

function searchText(translations: Translation[], fields: readonly string[]): string {
  const texts: string[] = [];
  for (const translation of translations) {
    for (const field of fields) {
      const value: unknown = translation[field];
      if (typeof value === 'string' && value) texts.push(foldText(value));
    }
  }
  return texts.join(FIELD_SEPARATOR);
}

/**
 * The rows of `type` with `search` in one of their fields, in any language, any case, with or
 * without diacritics: id → rank, 0 when a title or name holds it, 1 when only another field does
 * (`kava` finds the café `Kavárna U Fontány` before the restaurants of the category "Restaurace a
 * kavárny"). In corpus order within a rank.
 */
export function matchRanks(
  corpus: SearchCorpus,
  type: SearchedType,
  search: string,
): Map<number, 0 | 1> {
  const needle = foldText(search);
  const titled = new Map<number, 0 | 1>();
  const others = new Map<number, 0 | 1>();
  for (const row of corpus[type]) {
    if (row.title.includes(needle)) titled.set(row.id, 0);
    else if (row.text.includes(needle)) others.set(row.id, 1);
  }
  return new Map([...titled, ...others]);
}
