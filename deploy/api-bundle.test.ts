import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApi, EXTERNAL_PACKAGES, OPTIONAL_ABSENT } from '../apps/api/build.mjs';
import { importedPackages } from './images/package-closure.mjs';
import { freePort, start, stop, waitForOk } from './images/process';

/**
 * The API as its image runs it (docs/deploy.md, "Images"): apps/api/build.mjs bundles the server,
 * the migration job and the gateway, and each starts with plain `node`, no tsx; the bundle
 * imports no npm package but the ones the image installs.
 */
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/api/dist');
const run = promisify(execFile);
let dataDir: string;

/** This process's environment with some settings removed and others set. */
function envWith(set: Record<string, string>, without: string[] = []) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...set };
  for (const name of without) delete env[name];
  return env;
}

beforeAll(async () => {
  await buildApi();
  dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-api-bundle-'));
}, 60_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the API bundle', () => {
  it('imports only the packages the image installs, and never tsx', async () => {
    const files = (await readdir(dist)).filter((f) => f.endsWith('.js'));
    const imported: string[] = await importedPackages(files.map((f) => path.join(dist, f)));
    const unknown = imported.filter(
      (name) => !EXTERNAL_PACKAGES.includes(name) && !OPTIONAL_ABSENT.includes(name),
    );
    expect(unknown).toEqual([]);
    expect(imported).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'sharp']));
    expect(imported).not.toContain('tsx');
  });

  it('migrates PGlite with dist/migrate.js', async () => {
    const { stdout } = await run(process.execPath, [path.join(dist, 'migrate.js')], {
      env: envWith({ DATA_DIR: dataDir }, ['DATABASE_URL']),
      timeout: 60_000,
    });
    expect(stdout).toContain('migrations applied (pglite)');
  }, 70_000);

  it('serves the API with dist/main.js: /health/ready answers once PGlite is open', async () => {
    const port = await freePort();
    const api = start(process.execPath, ['--enable-source-maps', path.join(dist, 'main.js')], {
      cwd: tmpdir(),
      env: envWith(
        {
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(port),
          REALTIME_PORT: '0',
          SEED: 'false',
        },
        ['DATABASE_URL', 'METRICS_PORT', 'NODE_OPTIONS', 'REDIS_URL'],
      ),
    });
    try {
      const ready = await waitForOk(`http://127.0.0.1:${port}/health/ready`, 45_000, api);
      expect(JSON.parse(ready.body)).toMatchObject({ data: { database: 'up' } });
      // Bundled code is not under node_modules, where Node keeps its deprecation warnings quiet.
      expect(api.output()).not.toContain('DeprecationWarning');
    } finally {
      await stop(api);
    }
  }, 60_000);

  it('runs the realtime gateway alone with dist/gateway.js', async () => {
    const port = await freePort();
    const gateway = start(
      process.execPath,
      [path.join(dist, 'gateway.js'), '--host', '127.0.0.1', '--port', String(port)],
      {
        env: envWith(
          {
            REALTIME_APP_ID: 'bundle-test',
            REALTIME_APP_KEY: 'bundle-test-key',
            REALTIME_APP_SECRET: 'bundle-test-secret-0123456789',
          },
          ['METRICS_PORT', 'REDIS_URL'],
        ),
      },
    );
    try {
      await waitForOk(`http://127.0.0.1:${port}/health`, 20_000, gateway);
    } finally {
      await stop(gateway);
    }
    expect(await gateway.exited).toBe(0);
  }, 30_000);
});
