import type { FastifyInstance, FastifyRequest } from 'fastify';

import { HttpError } from '../http/errors';
import type { Tenant, TenantDirectory } from './tenant-directory';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of this request (set for every route under /v1). */
    tenant: Tenant;
  }
}

export const TENANT_HEADER = 'x-tenant';

/**
 * Finds the tenant of each request in this scope:
 * - `Origin` present: it must be in the origin table, else 403 `Unknown origin …`.
 *   `X-Tenant` is ignored then, so no header can switch tenant from a browser.
 * - no `Origin` (curl, server to server): `X-Tenant: <tenantId>` when ALLOW_TENANT_HEADER
 *   (default outside production); otherwise 400.
 */
export function registerTenantResolution(
  scope: FastifyInstance,
  directory: TenantDirectory,
  opts: { allowTenantHeader: boolean },
) {
  scope.decorateRequest('tenant', null as unknown as Tenant);
  scope.addHook('onRequest', async (request) => {
    request.tenant = resolveTenant(request, directory, opts.allowTenantHeader);
    request.log = request.log.child({ tenant: request.tenant.id });
  });
}

function resolveTenant(
  request: FastifyRequest,
  directory: TenantDirectory,
  allowHeader: boolean,
): Tenant {
  const origin = request.headers.origin;
  if (origin) {
    const tenant = directory.fromOrigin(origin);
    if (!tenant) throw new HttpError(403, `Unknown origin ${origin}`);
    return tenant;
  }
  const named = request.headers[TENANT_HEADER];
  if (typeof named === 'string' && named) {
    if (!allowHeader)
      throw new HttpError(400, 'Missing Origin header (X-Tenant is not accepted here)');
    const tenant = directory.fromId(named);
    if (!tenant) throw new HttpError(403, `Unknown tenant ${named}`);
    return tenant;
  }
  throw new HttpError(
    400,
    allowHeader
      ? 'Missing Origin header (or X-Tenant header naming the tenant)'
      : 'Missing Origin header',
  );
}
