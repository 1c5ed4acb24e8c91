import { INT32_MAX } from '@atrium/domain/contract/integers';
import type { Paginated } from '@atrium/domain/contract/envelope';
import type { Database } from '@atrium/server-db/database';
import { categories } from '@atrium/server-db/schema';
import { and, count, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import { foldedSql, foldText } from './text-fold';

/**
 * Shared pieces of the list endpoints: pagination, translation search, category filter and
 * the row → JSON mapping (snake_case keys, ISO dates, no tenant_id).
 */

export interface PageParams {
  page: number;
  per_page?: number;
}
export const DEFAULT_PER_PAGE = 12;

/** Counts and fetches one page of `table` under `where`, ordered by `orderBy`. */
export async function paginate<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  params: PageParams,
): Promise<Paginated<T['$inferSelect']>> {
  const perPage = params.per_page ?? DEFAULT_PER_PAGE;
  const [totalRow] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const total = Number(totalRow?.n ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(perPage)
    .offset((params.page - 1) * perPage);
  return {
    data: rows as T['$inferSelect'][],
    current_page: params.page,
    last_page: lastPage,
    per_page: perPage,
    total,
  };
}

export function mapPage<A, B>(page: Paginated<A>, fn: (a: A) => B): Paginated<B> {
  return { ...page, data: page.data.map(fn) };
}

/** `s` matched literally inside a LIKE pattern. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Matches `q` in any language's title, name, description or question, in any case, with or
 * without diacritics (`foldText`).
 */
export function translationsMatch(
  column: AnyPgColumn,
  q: string,
  fields = ['title', 'name', 'description'],
): SQL {
  const pattern = `%${escapeLike(foldText(q))}%`;
  const ors = sql.join(
    fields.map((f) => sql`${foldedSql(sql`e->>${f}`)} LIKE ${pattern}`),
    sql` OR `,
  );
  return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${column}) AS e WHERE ${ors})`;
}

/** `category` given as id or slug: the ids of the tenant's categories of `type` it names. */
export function categoryIdsSql(tenantId: string, type: string, category: string): SQL {
  // An id beyond the integer column's range names nothing (and would be PostgreSQL's error 22003).
  const asId = /^\d{1,10}$/.test(category) && Number(category) <= INT32_MAX ? Number(category) : -1;
  return sql`(SELECT ${categories.id} FROM ${categories} WHERE ${categories.tenantId} = ${tenantId} AND ${categories.type} = ${type} AND (${categories.slug} = ${category} OR ${categories.id} = ${asId}))`;
}

export const all = (...conds: (SQL | undefined)[]) => and(...conds.filter((c): c is SQL => !!c));

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `floorplanId` → `floorplan_id`, as `snake` does at run time. */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;
type JsonValue<V> = V extends Date ? string : V;

/** The type of `toJson(row)`: checked against the response schemas (http/contract.ts). */
export type RowJson<T> = {
  [K in keyof T as K extends 'tenantId' ? never : K extends string ? Snake<K> : never]: JsonValue<
    T[K]
  >;
};

/** Row → JSON: snake_case keys, Date → ISO string, `tenantId` dropped. */
export function toJson<T extends Record<string, unknown>>(row: T): RowJson<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'tenantId') continue;
    out[snake(k)] = v instanceof Date ? v.toISOString() : v;
  }
  return out as RowJson<T>;
}
