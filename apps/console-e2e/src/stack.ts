import { LOCAL_API_PORT, localOrigin, localTenantByApp } from '@atrium/domain/local-tenants';

/**
 * The console's end-to-end stack: the API in demo mode and two malls' sites (beta and harfa) with
 * the console at /console/, every port shifted by CONSOLE_E2E_PORT_OFFSET (default 20000) so it
 * runs beside a developer's `npm start` and the site's end-to-end stack (10000).
 */
export const PORT_OFFSET = Number(process.env.CONSOLE_E2E_PORT_OFFSET ?? 20_000);

/** Ports from the workspace's one tenant table (libs/domain/src/local-tenants.json). */
export const API = `http://localhost:${LOCAL_API_PORT + PORT_OFFSET}`;
export const BETA = localOrigin(localTenantByApp('beta'), { offset: PORT_OFFSET });
export const HARFA = localOrigin(localTenantByApp('harfa'), { offset: PORT_OFFSET });

/** The demo owner every mall gets in demo mode (apps/api/src/staff/bootstrap.ts, docs/console.md). */
export const DEMO_OWNER = { email: 'owner@atrium.example', password: 'Owner-Demo-2468' } as const;

/** The development staff key (loopback only, demo mode): test data is made with it. */
export const DEV_ADMIN_KEY = 'atrium-dev-admin-key';
