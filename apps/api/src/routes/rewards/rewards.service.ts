import type { OffersQuery } from '@atrium/domain/contract/content';
import type { Database } from '@atrium/server-db/database';
import { rewards } from '@atrium/server-db/schema';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';

import { all, categoryIdsSql, mapPage, paginate, toJson, translationsMatch } from '../../http/list';

export const rewardJson = (row: typeof rewards.$inferSelect) => ({
  ...toJson(row),
  available: row.stock > 0,
});

/** Rewards still valid, cheapest first. */
export async function listRewards(
  db: Database,
  tenantId: string,
  q: OffersQuery,
  now = new Date(),
) {
  const where = all(
    eq(rewards.tenantId, tenantId),
    q.all ? undefined : gte(rewards.validTo, now),
    q.company ? eq(rewards.companyId, q.company) : undefined,
    q.category
      ? inArray(rewards.categoryId, categoryIdsSql(tenantId, 'reward', q.category))
      : undefined,
    q.search ? translationsMatch(rewards.translations, q.search) : undefined,
  );
  return mapPage(
    await paginate(db, rewards, where, [asc(rewards.points), asc(rewards.id)], q),
    rewardJson,
  );
}

export async function getReward(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.tenantId, tenantId), eq(rewards.id, id)));
  return row ? rewardJson(row) : undefined;
}
