import type { CompaniesQuery } from '@atrium/domain/contract/content';
import type { Database } from '@atrium/server-db/database';
import { companies, events, floorplans, news, products, rewards } from '@atrium/server-db/schema';
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';

import { all, categoryIdsSql, mapPage, paginate, toJson, translationsMatch } from '../../http/list';
import { foldedSql } from '../../http/text-fold';
import { publiclyVisible } from '../content-admin/publication';

const KIND_FILTER: Record<NonNullable<CompaniesQuery['f']>, string> = {
  dine: 'dining',
  shops: 'shop',
  services: 'service',
  eshops: 'eshop',
};

/** A-Z by the first title, diacritics folded: `Dárky`, `Dětský svět`, `Drogerie` (not byte order). */
const titleOrder = foldedSql(
  sql`(SELECT e->>'title' FROM jsonb_array_elements(${companies.translations}) e LIMIT 1)`,
);

export const companyJson = (row: typeof companies.$inferSelect) => toJson(row);

export async function listCompanies(db: Database, tenantId: string, q: CompaniesQuery) {
  const where = all(
    eq(companies.tenantId, tenantId),
    q.f ? eq(companies.kind, KIND_FILTER[q.f]) : undefined,
    q.floor !== undefined ? eq(companies.floor, q.floor) : undefined,
    q.category
      ? sql`${companies.categoryIds} && ARRAY(${categoryIdsSql(tenantId, 'company', q.category)})`
      : undefined,
    q.search
      ? translationsMatch(companies.translations, q.search, [
          'title',
          'description',
          'company_category',
        ])
      : undefined,
  );
  return mapPage(
    await paginate(db, companies, where, [asc(titleOrder), asc(companies.id)], q),
    companyJson,
  );
}

export async function featuredCompanies(db: Database, tenantId: string) {
  const rows = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.isFeatured, true)))
    .orderBy(asc(companies.id))
    .limit(24);
  return rows.map(companyJson);
}

/** Companies that have current offers, events, news or rewards, with the counts. */
export async function companiesWithEntities(db: Database, tenantId: string, now = new Date()) {
  const countOf = (
    table: typeof products | typeof events | typeof news | typeof rewards,
    extra?: SQL,
  ) =>
    sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${table.companyId} = ${companies.id} AND ${table.tenantId} = ${tenantId}${extra ? sql` AND ${extra}` : sql``})`;
  const rows = await db
    .select({
      company: companies,
      products: countOf(products, and(gte(products.validTo, now), publiclyVisible(products, now))),
      events: countOf(events, and(gte(events.endsAt, now), publiclyVisible(events, now))),
      news: countOf(news, publiclyVisible(news, now)),
      rewards: countOf(rewards, gte(rewards.validTo, now)),
    })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(asc(titleOrder));
  return rows
    .filter((r) => r.products + r.events + r.news + r.rewards > 0)
    .map((r) => ({
      ...companyJson(r.company),
      entities: { products: r.products, events: r.events, news: r.news, rewards: r.rewards },
    }));
}

/** One company with its floor plan and its current offers, events and news. */
export async function getCompany(db: Database, tenantId: string, id: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
  if (!row) return undefined;
  const byCompany = <T extends typeof products | typeof events | typeof news>(t: T) =>
    and(eq(t.tenantId, tenantId), eq(t.companyId, id), publiclyVisible(t, now));
  const [offers, evts, posts, plan] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(byCompany(products), gte(products.validTo, now)))
      .orderBy(asc(products.validTo)),
    db
      .select()
      .from(events)
      .where(and(byCompany(events), gte(events.endsAt, now)))
      .orderBy(asc(events.startsAt)),
    db.select().from(news).where(byCompany(news)).orderBy(desc(news.publishedAt)).limit(6),
    row.floorplanId
      ? db
          .select()
          .from(floorplans)
          .where(and(eq(floorplans.tenantId, tenantId), eq(floorplans.id, row.floorplanId)))
      : Promise.resolve([]),
  ]);
  const floorplan = plan[0];
  return {
    ...companyJson(row),
    products: offers.map(toJson),
    events: evts.map((e) => ({ ...toJson(e), type: 'stores' as const })),
    news: posts.map((n) => ({ ...toJson(n), type: 'stores' as const })),
    // The floor as its own path gives it, with the company's area instead of every area: enough
    // for the shop page's map without a second request.
    floorplan: floorplan
      ? {
          id: floorplan.id,
          level: floorplan.level,
          image: floorplan.image,
          width: floorplan.width,
          height: floorplan.height,
          translations: floorplan.translations,
          area: floorplan.areas.find((a) => a.company_id === id) ?? null,
        }
      : null,
  };
}

export async function companiesByIds(db: Database, tenantId: string, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), inArray(companies.id, ids)));
}
