import type { Database } from '@atrium/server-db/database';
import { tenantOrigins, tenants } from '@atrium/server-db/schema';
import { eq } from 'drizzle-orm';

export interface Tenant {
  id: string;
  name: string;
  defaultLocale: string;
}

/**
 * The origin → tenant table, read from `tenant_origins` plus the configured extra origins,
 * kept in memory (origins change with a deploy, not per request). `reload()` re-reads it.
 */
export class TenantDirectory {
  private byOrigin = new Map<string, Tenant>();
  private byId = new Map<string, Tenant>();

  constructor(
    private readonly db: Database,
    private readonly extraOrigins: { tenantId: string; origin: string }[] = [],
  ) {}

  async reload(): Promise<void> {
    const rows = await this.db
      .select({
        id: tenants.id,
        name: tenants.name,
        defaultLocale: tenants.defaultLocale,
        origin: tenantOrigins.origin,
      })
      .from(tenants)
      .leftJoin(tenantOrigins, eq(tenantOrigins.tenantId, tenants.id));
    const byId = new Map<string, Tenant>();
    const byOrigin = new Map<string, Tenant>();
    for (const r of rows) {
      const t = byId.get(r.id) ?? { id: r.id, name: r.name, defaultLocale: r.defaultLocale };
      byId.set(r.id, t);
      if (r.origin) byOrigin.set(normalizeOrigin(r.origin), t);
    }
    for (const { tenantId, origin } of this.extraOrigins) {
      const t = byId.get(tenantId);
      if (!t) throw new Error(`TENANT_EXTRA_ORIGINS names unknown tenant "${tenantId}"`);
      byOrigin.set(normalizeOrigin(origin), t);
    }
    this.byId = byId;
    this.byOrigin = byOrigin;
  }

  fromOrigin(origin: string): Tenant | undefined {
    return this.byOrigin.get(normalizeOrigin(origin));
  }

  fromId(id: string): Tenant | undefined {
    return this.byId.get(id);
  }

  isKnownOrigin(origin: string): boolean {
    return this.byOrigin.has(normalizeOrigin(origin));
  }

  origins(): string[] {
    return [...this.byOrigin.keys()];
  }
}

export function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}
