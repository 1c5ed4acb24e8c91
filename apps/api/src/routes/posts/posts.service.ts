import type { PostsQuery } from '@atrium/domain/contract/content';
import type { Database } from '@atrium/server-db/database';
import { events, news } from '@atrium/server-db/schema';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import { all, categoryIdsSql, mapPage, paginate, toJson, translationsMatch } from '../../http/list';
import { publiclyVisible } from '../content-admin/publication';

/** Events and news share one shape; `type` is 'mall' (the centre's own) or 'stores'. */
export type PostTable = typeof events | typeof news;

export const postJson = (row: PostTable['$inferSelect']) => ({
  ...toJson(row),
  type: row.companyId === null ? ('mall' as const) : ('stores' as const),
});

/**
 * Lists events or news. Default order: events on now or still to come first, soonest first, then
 * past ones, latest first (a visitor looks for what is on); news by publication (newest first).
 * `upcoming=1` keeps items not yet ended, soonest first.
 */
export async function listPosts(
  db: Database,
  table: PostTable,
  categoryType: 'event' | 'news',
  tenantId: string,
  q: PostsQuery,
  now = new Date(),
) {
  const where = all(
    eq(table.tenantId, tenantId),
    publiclyVisible(table, now),
    q.type === 'mall'
      ? isNull(table.companyId)
      : q.type === 'stores'
        ? isNotNull(table.companyId)
        : undefined,
    q.company ? eq(table.companyId, q.company) : undefined,
    q.upcoming ? gte(table.endsAt, now) : undefined,
    q.category
      ? inArray(table.categoryId, categoryIdsSql(tenantId, categoryType, q.category))
      : undefined,
    q.search ? translationsMatch(table.translations, q.search) : undefined,
  );
  const ended = sql`${table.endsAt} < ${now.toISOString()}`;
  // Items not ended keep the upcoming list's order (start, then id), so page 1 of both agrees
  // even when two events start at the same moment.
  const order = q.upcoming
    ? [asc(table.startsAt), asc(table.id)]
    : table === events
      ? [
          asc(ended),
          sql`case when ${ended} then null else ${table.startsAt} end asc`,
          sql`case when ${ended} then null else ${table.id} end asc`,
          desc(table.startsAt),
          desc(table.id),
        ]
      : [desc(table.publishedAt), desc(table.id)];
  return mapPage(await paginate(db, table, where, order, q), postJson);
}

export async function getPost(db: Database, table: PostTable, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id), publiclyVisible(table)));
  return row ? postJson(row) : undefined;
}
