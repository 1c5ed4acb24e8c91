import type { OffersQuery } from '@atrium/domain/contract/content';
import type { Database } from '@atrium/server-db/database';
import { companies, products } from '@atrium/server-db/schema';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';

import { all, categoryIdsSql, mapPage, paginate, toJson, translationsMatch } from '../../http/list';
import { publiclyVisible } from '../content-admin/publication';

/** Offers, currently valid ones unless `all=1`; soonest ending first. */
export async function listProducts(
  db: Database,
  tenantId: string,
  q: OffersQuery,
  now = new Date(),
) {
  const where = all(
    eq(products.tenantId, tenantId),
    publiclyVisible(products, now),
    q.all ? undefined : gte(products.validTo, now),
    q.company ? eq(products.companyId, q.company) : undefined,
    q.category
      ? inArray(products.categoryId, categoryIdsSql(tenantId, 'product', q.category))
      : undefined,
    q.search ? translationsMatch(products.translations, q.search) : undefined,
  );
  const page = await paginate(db, products, where, [asc(products.validTo), asc(products.id)], q);
  const shops = await shopsOf(db, tenantId, page.data);
  return mapPage(page, (row) => ({
    ...toJson(row),
    company: row.companyId === null ? null : (shops.get(row.companyId) ?? null),
  }));
}

/**
 * Who offers it, for the offer's card: the shop's name in every language and its floor (one
 * query for the page, not one per card).
 */
async function shopsOf(db: Database, tenantId: string, rows: { companyId: number | null }[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.companyId === null ? [] : [row.companyId])))];
  if (ids.length === 0) return new Map<number, OfferShop>();
  const found = await db
    .select({
      id: companies.id,
      floor: companies.floor,
      kind: companies.kind,
      translations: companies.translations,
    })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), inArray(companies.id, ids)));
  return new Map(
    found.map((shop): [number, OfferShop] => [
      shop.id,
      {
        id: shop.id,
        floor: shop.floor,
        kind: shop.kind,
        translations: shop.translations.map((tr) => ({
          locale: tr.locale,
          title: tr['title'] ?? '',
        })),
      },
    ]),
  );
}

type OfferShop = {
  id: number;
  floor: number | null;
  kind: string;
  translations: { locale: string; title: string }[];
};

export async function getProduct(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id), publiclyVisible(products)));
  return row ? toJson(row) : undefined;
}
