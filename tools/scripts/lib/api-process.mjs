// The API in demo mode (ATRIUM_DEMO: demo data, the outbox and the development staff key for
// loopback clients; docs/api.md) with its embedded realtime gateway, as a child process for the
// scripts that serve or prerender the built sites.
import path from 'node:path';
import { startProcess, waitForUrl } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts apps/api on `port` with PGlite data in `dataDir` and waits until it answers.
 * `extraOrigins` (`{ tenantId: origin }`) are site origins the API accepts beside the tenants' own.
 */
export async function startApi({ port, realtimePort, dataDir, extraOrigins = {}, quiet = false }) {
  const origins = Object.entries(extraOrigins).map(([tenantId, origin]) => `${tenantId}=${origin}`);
  startProcess(
    'api',
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
    {
      cwd: root,
      quiet,
      env: {
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        REALTIME_PORT: String(realtimePort),
        DATA_DIR: dataDir,
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        // Demo mode: the outbox and the development staff key, for this machine only.
        ATRIUM_DEMO: 'true',
        ...(origins.length ? { TENANT_EXTRA_ORIGINS: origins.join(',') } : {}),
      },
    },
  );
  await waitForUrl(`http://localhost:${port}/health/ready`, { timeoutMs: 120_000 });
  return `http://localhost:${port}`;
}
