import type { Database } from '@atrium/server-db/database';
import { settings } from '@atrium/server-db/schema';
import { asc, eq } from 'drizzle-orm';

/** The tenant's web-app settings as one flat key → string map (spec section 3). */
export async function getWebSettings(
  db: Database,
  tenantId: string,
): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.tenantId, tenantId))
    .orderBy(asc(settings.key));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
