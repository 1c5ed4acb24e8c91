import { isLocale, type Locale } from './locales';
import table from './local-tenants.json' with { type: 'json' };

/** A tenant app of this workspace as it runs locally (`npm start`, tests, benchmarks). */
export interface LocalTenant {
  /** The app's folder under apps/. */
  app: string;
  /** The id the API knows the tenant by (its seed row, `tenant.config.ts`). */
  tenantId: string;
  defaultLocale: Locale;
  /** Local port of the site (`vite dev`/`preview`, `npm start`). */
  port: number;
}

function parseTenant(row: (typeof table.tenants)[number]): LocalTenant {
  if (!isLocale(row.defaultLocale)) {
    throw new Error(`local-tenants.json: ${row.app} has an unknown defaultLocale`);
  }
  return { ...row, defaultLocale: row.defaultLocale };
}

/** Every tenant app, from local-tenants.json (the one source; the tenant generator appends). */
export const LOCAL_TENANTS: readonly LocalTenant[] = table.tenants.map(parseTenant);
export const LOCAL_API_PORT: number = table.apiPort;
export const LOCAL_REALTIME_PORT: number = table.realtimePort;

function find(predicate: (tenant: LocalTenant) => boolean, what: string): LocalTenant {
  const tenant = LOCAL_TENANTS.find(predicate);
  if (!tenant) {
    throw new Error(
      `No tenant ${what} in local-tenants.json (${LOCAL_TENANTS.map((t) => t.app).join(', ')})`,
    );
  }
  return tenant;
}

export const localTenantByApp = (app: string): LocalTenant =>
  find((t) => t.app === app, `app "${app}"`);
export const localTenantById = (tenantId: string): LocalTenant =>
  find((t) => t.tenantId === tenantId, `id "${tenantId}"`);

/** `http://localhost:4200` — `offset` shifts the port (end-to-end and benchmark stacks). */
export function localOrigin(tenant: LocalTenant, { host = 'localhost', offset = 0 } = {}): string {
  return `http://${host}:${tenant.port + offset}`;
}
