import { count } from 'drizzle-orm';

import type { Database } from '../database';
import { malls, settings, tenantOrigins, tenants } from '../schema';
import { buildMall } from './malls';
import { buildSettings } from './settings';
import { TENANTS } from './tenants';

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  return (row?.n ?? 0) === 0;
}

/** Writes the demo data of all five tenants in one transaction. */
export async function seedDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const t of TENANTS) {
      await tx.insert(tenants).values({ id: t.id, name: t.name, defaultLocale: t.defaultLocale });
      await tx
        .insert(tenantOrigins)
        .values(t.origins.map((origin) => ({ origin, tenantId: t.id })));
      const mall = buildMall(t);
      await tx
        .insert(malls)
        .values({ tenantId: t.id, position: 0, name: mall.name, profile: mall.profile });
      const map = buildSettings(t, { defaultFloorplanId: '' });
      await tx
        .insert(settings)
        .values(Object.entries(map).map(([key, value]) => ({ tenantId: t.id, key, value })));
    }
  });
}

/** Seeds only when the database has no tenant yet; returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemo(db);
  return true;
}
