import type { Paginated } from '@atrium/domain/contract/envelope';
import type { FavouriteItem } from '@atrium/domain/contract/me';
import { type ContentType, isContentType } from '@atrium/domain/content-types';
import type { Database } from '@atrium/server-db/database';
import { companies, events, news, products, rewards } from '@atrium/server-db/schema';
import { companyFollows, likes, thumbs } from '@atrium/server-db/schema/accounts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import { toJson } from '../../http/list';
import { postJson } from '../posts/posts.service';
import { rewardJson } from '../rewards/rewards.service';

/**
 * Likes, follows and thumbs of a member, and the liked/followed content itself. Content rows are
 * the content tables' (companies, events, news, products, rewards), always filtered by tenant, so
 * an id of another tenant's content is "not found" here.
 */

const CONTENT = {
  company: { table: companies, json: (r: typeof companies.$inferSelect) => toJson(r) },
  event: { table: events, json: postJson },
  news: { table: news, json: postJson },
  product: { table: products, json: (r: typeof products.$inferSelect) => toJson(r) },
  reward: { table: rewards, json: rewardJson },
} as const;

type AnyContentTable = (typeof CONTENT)[ContentType]['table'];

function tableOf(type: ContentType): AnyContentTable {
  return CONTENT[type].table;
}

/** Whether content of `type` with `id` exists in the tenant. */
export async function contentExists(
  db: Database,
  tenantId: string,
  type: ContentType,
  id: number,
): Promise<boolean> {
  const table = tableOf(type) as typeof companies;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .limit(1);
  return Boolean(row);
}

export async function addLike(
  db: Database,
  k: { tenantId: string; customerId: number },
  type: ContentType,
  id: number,
) {
  await db
    .insert(likes)
    .values({ tenantId: k.tenantId, customerId: k.customerId, type, entityId: id })
    .onConflictDoNothing();
}

export async function removeLike(
  db: Database,
  k: { tenantId: string; customerId: number },
  type: ContentType,
  id: number,
) {
  await db
    .delete(likes)
    .where(
      and(
        eq(likes.tenantId, k.tenantId),
        eq(likes.customerId, k.customerId),
        eq(likes.type, type),
        eq(likes.entityId, id),
      ),
    );
}

export async function listLikes(db: Database, k: { tenantId: string; customerId: number }) {
  const rows = await db
    .select()
    .from(likes)
    .where(and(eq(likes.tenantId, k.tenantId), eq(likes.customerId, k.customerId)))
    .orderBy(desc(likes.createdAt), asc(likes.type), asc(likes.entityId));
  return rows.flatMap((r) =>
    isContentType(r.type)
      ? [{ type: r.type, id: r.entityId, created_at: r.createdAt.toISOString() }]
      : [],
  );
}

export async function likeIds(db: Database, k: { tenantId: string; customerId: number }) {
  const out: Record<ContentType, number[]> = {
    news: [],
    event: [],
    reward: [],
    product: [],
    company: [],
  };
  for (const l of await listLikes(db, k)) out[l.type].push(l.id);
  return out;
}

export async function follow(
  db: Database,
  k: { tenantId: string; customerId: number },
  companyId: number,
) {
  await db
    .insert(companyFollows)
    .values({ tenantId: k.tenantId, customerId: k.customerId, companyId })
    .onConflictDoNothing();
}

export async function unfollow(
  db: Database,
  k: { tenantId: string; customerId: number },
  companyId: number,
) {
  await db
    .delete(companyFollows)
    .where(
      and(
        eq(companyFollows.tenantId, k.tenantId),
        eq(companyFollows.customerId, k.customerId),
        eq(companyFollows.companyId, companyId),
      ),
    );
}

/**
 * One page of the member's liked content of a type, most recently liked first. For companies
 * the list holds liked and followed ones (`followsOnly`: followed ones only).
 */
export async function favouritePage(
  db: Database,
  k: { tenantId: string; customerId: number },
  type: ContentType,
  page: { page: number; per_page: number },
  opts: { followsOnly?: boolean } = {},
): Promise<Paginated<FavouriteItem>> {
  const liked = sql`SELECT ${likes.entityId} AS id, ${likes.createdAt} AS at FROM ${likes} WHERE ${likes.tenantId} = ${k.tenantId} AND ${likes.customerId} = ${k.customerId} AND ${likes.type} = ${type}`;
  const followed = sql`SELECT ${companyFollows.companyId} AS id, ${companyFollows.createdAt} AS at FROM ${companyFollows} WHERE ${companyFollows.tenantId} = ${k.tenantId} AND ${companyFollows.customerId} = ${k.customerId}`;
  const source =
    type !== 'company' ? liked : opts.followsOnly ? followed : sql`${liked} UNION ALL ${followed}`;
  const table = tableOf(type) as typeof companies;
  const favs = sql`SELECT f.id, max(f.at) AS at FROM (${source}) f JOIN ${table} c ON c.id = f.id AND c.tenant_id = ${k.tenantId} GROUP BY f.id`;
  const totalRes = (await db.execute(sql`SELECT count(*) AS n FROM (${favs}) x`)) as unknown as {
    rows: { n: number | string }[];
  };
  const total = Number(totalRes.rows[0]?.n ?? 0);
  const idRes = (await db.execute(
    sql`SELECT id FROM (${favs}) x ORDER BY at DESC, id DESC LIMIT ${page.per_page} OFFSET ${(page.page - 1) * page.per_page}`,
  )) as unknown as { rows: { id: number | string }[] };
  const ids = idRes.rows.map((r) => Number(r.id));
  const rows = ids.length
    ? await db
        .select()
        .from(table)
        .where(and(eq(table.tenantId, k.tenantId), inArray(table.id, ids)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const json = CONTENT[type].json as (r: unknown) => Record<string, unknown>;
  return {
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [{ ...json(row), id, translations: row.translations, liked: true as const }]
        : [];
    }),
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
    per_page: page.per_page,
    total,
  };
}

export async function listThumbs(db: Database, k: { tenantId: string; customerId: number }) {
  const rows = await db
    .select()
    .from(thumbs)
    .where(and(eq(thumbs.tenantId, k.tenantId), eq(thumbs.customerId, k.customerId)))
    .orderBy(desc(thumbs.createdAt));
  return rows.flatMap((r) =>
    isContentType(r.type)
      ? [
          {
            type: r.type,
            id: r.entityId,
            value: r.value > 0 ? ('up' as const) : ('down' as const),
            created_at: r.createdAt.toISOString(),
          },
        ]
      : [],
  );
}

export async function setThumb(
  db: Database,
  k: { tenantId: string; customerId: number },
  type: ContentType,
  id: number,
  value: 'up' | 'down',
) {
  const v = value === 'up' ? 1 : -1;
  await db
    .insert(thumbs)
    .values({ tenantId: k.tenantId, customerId: k.customerId, type, entityId: id, value: v })
    .onConflictDoUpdate({
      target: [thumbs.customerId, thumbs.type, thumbs.entityId],
      set: { value: v, createdAt: new Date() },
    });
}

export async function removeThumb(
  db: Database,
  k: { tenantId: string; customerId: number },
  type: ContentType,
  id: number,
) {
  await db
    .delete(thumbs)
    .where(
      and(
        eq(thumbs.tenantId, k.tenantId),
        eq(thumbs.customerId, k.customerId),
        eq(thumbs.type, type),
        eq(thumbs.entityId, id),
      ),
    );
}
