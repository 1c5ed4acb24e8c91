// The tenant apps, the tenant ids the API knows them by, and their local ports (DESIGN section 3),
// read from the workspace's one tenant table, libs/domain/src/local-tenants.json (the tenant
// generator appends there; TypeScript reads it through @atrium/domain/local-tenants).
import table from '../../../libs/domain/src/local-tenants.json' with { type: 'json' };

export const TENANTS = table.tenants;
export const API_PORT = table.apiPort;
export const REALTIME_PORT = table.realtimePort;

export function tenantByApp(app) {
  const tenant = TENANTS.find((t) => t.app === app);
  if (!tenant) {
    throw new Error(`Unknown tenant "${app}". Known: ${TENANTS.map((t) => t.app).join(', ')}`);
  }
  return tenant;
}
