import type { Database } from '@atrium/server-db/database';
import { malls } from '@atrium/server-db/schema';
import { asc, eq } from 'drizzle-orm';

/** The tenant's malls, its own mall first (spec: the site reads the first item). */
export async function listMalls(db: Database, tenantId: string) {
  const rows = await db
    .select()
    .from(malls)
    .where(eq(malls.tenantId, tenantId))
    .orderBy(asc(malls.position), asc(malls.id));
  return rows.map((r) => ({ id: r.id, name: r.name, ...r.profile }));
}
