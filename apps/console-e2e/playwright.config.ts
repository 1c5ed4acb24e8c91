import path from 'node:path';

import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';

import { HARFA, PORT_OFFSET } from './src/stack';

const root = path.resolve(import.meta.dirname, '../..');
// One data folder per port offset: two runs at once (other offsets) must not wipe each other's
// fresh database (`--fresh`).
const dataDir = path.join(
  root,
  PORT_OFFSET === 20_000 ? 'tmp/console-e2e-data' : `tmp/console-e2e-data-${PORT_OFFSET}`,
);

/**
 * Chromium end-to-end tests of the staff console (docs/console.md) against the built console,
 * served by the site server at /console/ of two malls, and a freshly seeded API in demo mode.
 * Debian's Chromium only (never a downloaded browser). The sites are served without server
 * rendering (`--spa`): the console does not need it and the stack starts faster.
 */
export default defineConfig({
  testDir: './src',
  outputDir: path.join(root, 'tmp/console-e2e-results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test of several steps on a shared 2-core machine under two workers; expect() keeps 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions,
    // No screencast in a trace: it cost a third of the time on 2 cores. On CI no trace at all:
    // DOM snapshots of every action of every test cost a quarter of the suite's time on 2 cores
    // (docs/benchmarks.md "Test suite time"); a failure still prints its error and the page's
    // snapshot (error-context.md). Run locally, a failed test keeps its trace.
    trace: process.env['CI']
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
  },
  webServer: {
    command: `node ${path.join(root, 'tools/scripts/serve-stack.mjs')} --tenants beta,harfa --spa --fresh --data-dir ${dataDir} --port-offset ${PORT_OFFSET}`,
    url: `${HARFA}/console/runtime-config.json`,
    cwd: root,
    reuseExistingServer: false,
    // Every browser signs in from 127.0.0.1; the per-address limit of account requests would
    // make one client of them all (the limit is tested in the API suite).
    env: { ...(process.env as Record<string, string>), AUTH_RATE_LIMIT: '300' },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
