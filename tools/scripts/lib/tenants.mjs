// The tenant apps, the tenant ids the API knows them by, and their local ports (DESIGN section 3).
// The tenant generator appends here.
export const TENANTS = [
  { app: 'beta', tenantId: 'beta', port: 4200 },
  { app: 'harfa', tenantId: 'galerieharfa', port: 4201 },
  { app: 'novoplaza', tenantId: 'novoplaza', port: 4202 },
  { app: 'europasc', tenantId: 'europasc', port: 4203 },
  { app: 'presentation', tenantId: 'presentation', port: 4204 },
];

export const API_PORT = 3333;
export const REALTIME_PORT = 6001;

export function tenantByApp(app) {
  const tenant = TENANTS.find((t) => t.app === app);
  if (!tenant) {
    throw new Error(`Unknown tenant "${app}". Known: ${TENANTS.map((t) => t.app).join(', ')}`);
  }
  return tenant;
}
