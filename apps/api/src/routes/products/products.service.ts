import type { OffersQuery } from '@atrium/domain/contract/content';
import type { Database } from '@atrium/server-db/database';
import { products } from '@atrium/server-db/schema';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';

import { all, categoryIdsSql, mapPage, paginate, toJson, translationsMatch } from '../../http/list';

/** Offers, currently valid ones unless `all=1`; soonest ending first. */
export async function listProducts(
  db: Database,
  tenantId: string,
  q: OffersQuery,
  now = new Date(),
) {
  const where = all(
    eq(products.tenantId, tenantId),
    q.all ? undefined : gte(products.validTo, now),
    q.company ? eq(products.companyId, q.company) : undefined,
    q.category
      ? inArray(products.categoryId, categoryIdsSql(tenantId, 'product', q.category))
      : undefined,
    q.search ? translationsMatch(products.translations, q.search) : undefined,
  );
  return mapPage(
    await paginate(db, products, where, [asc(products.validTo), asc(products.id)], q),
    toJson,
  );
}

export async function getProduct(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  return row ? toJson(row) : undefined;
}
