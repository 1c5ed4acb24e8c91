import {
  LOCAL_API_PORT,
  LOCAL_TENANTS,
  localOrigin,
  localTenantByApp,
  type LocalTenant,
} from '@atrium/domain/local-tenants';

/**
 * The end-to-end stack runs every port shifted by E2E_PORT_OFFSET (default 10000), so it never
 * collides with a developer's `npm start` (API 3333, sites 4200–4204).
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 10_000);

export const API = `http://localhost:${LOCAL_API_PORT + PORT_OFFSET}`;

export type TenantSite = {
  app: string;
  origin: string;
  defaultLocale: LocalTenant['defaultLocale'];
};

const site = (tenant: LocalTenant): TenantSite => ({
  app: tenant.app,
  origin: localOrigin(tenant, { offset: PORT_OFFSET }),
  defaultLocale: tenant.defaultLocale,
});

/** The tenant sites served for the end-to-end run (libs/domain/src/local-tenants.json). */
export const TENANT_SITES: readonly TenantSite[] = LOCAL_TENANTS.map(site);

/** The site of a tenant app, e.g. `siteOf('europasc').origin`. */
export const siteOf = (app: string): TenantSite => site(localTenantByApp(app));

export const BETA = siteOf('beta').origin;
