import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';
import { PORT_OFFSET, TENANT_SITES } from './src/tenants';

const root = path.resolve(import.meta.dirname, '../..');
/** `E2E_TENANTS=beta` serves only the named builds (a run of specs that visit only those). */
const tenants = process.env.E2E_TENANTS ?? 'all';
const lastServed =
  tenants === 'all'
    ? TENANT_SITES[TENANT_SITES.length - 1]!
    : TENANT_SITES.find((site) => site.app === tenants.split(',').at(-1)?.trim())!;

/**
 * Chromium end-to-end tests against the built tenant sites and a freshly seeded API, the way a
 * visitor uses them. Debian's Chromium only (never a downloaded browser).
 */
export default defineConfig({
  testDir: './src',
  outputDir: path.join(root, 'tmp/e2e-results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test of several pages on a shared 2-core machine under two workers; expect() keeps 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // No screencast in a trace: it cost a third of the suite's time on 2 cores. On CI no trace at
    // all: DOM snapshots of every action of every test cost a quarter of the suite's time on 2
    // cores (docs/benchmarks.md "Test suite time"); a failure still prints its error and the
    // page's snapshot (error-context.md). Run locally, a failed test keeps its trace.
    trace: process.env['CI']
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
  },
  webServer: {
    command: `node ${path.join(root, 'tools/scripts/serve-stack.mjs')} --tenants ${tenants} --fresh --data-dir ${path.join(root, 'tmp/e2e-data')} --port-offset ${PORT_OFFSET}`,
    url: `${lastServed.origin}/runtime-config.json`,
    cwd: root,
    reuseExistingServer: false,
    // Every browser of the suite signs in from 127.0.0.1, so the per-address limit of 10 account
    // requests a minute would make one visitor of them all (a member's sign-in failed with "too
    // many attempts" in the full run). The limit itself is tested in the API suite
    // (apps/api/src/routes/auth/account-protection.test.ts).
    env: { ...(process.env as Record<string, string>), AUTH_RATE_LIMIT: '300' },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
