import http from 'node:http';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  baseImage,
  buildImage,
  exec,
  imageSize,
  installed,
  npmVolumes,
  pinnedBase,
  podmanArgs,
  RUN_LIMITS,
} from './containers';
import { freePort, waitForOk } from './process';

/**
 * The two images built from their Dockerfiles with buildah and started once with podman, each
 * answering its health check (docs/deploy.md, "Images"). The API image runs the bundle in demo
 * mode on PGlite and rasterizes a seed picture with sharp; the migration job and the gateway run
 * from it too; the site image serves beta's build and renders a page from that API. Neither
 * carries TypeScript, tsx, Firebase or build tools.
 */
const root = path.resolve(import.meta.dirname, '../..');
const missing = ['buildah', 'podman'].filter((command) => !installed(command));
if (missing.length > 0) {
  console.warn(
    `deploy/images: image test SKIPPED, ${missing.join(' and ')} not installed ` +
      '(apt-get install -y buildah podman runc debootstrap; .ci/run installs them)',
  );
}

const API_TAG = 'localhost/atrium-api:ci-test';
const SITE_TAG = 'localhost/atrium-site:ci-test';
const containers: string[] = [];
let base: { image: string; pulled: boolean };
let buildVolumes: string[];
let apiPort: number;

const podman = (...args: string[]) => exec('podman', [...podmanArgs(), ...args]);
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * Starts `image` as Kubernetes runs it: a read-only root file system with /tmp writable (the
 * manifests' emptyDir) and the named folders on volumes of their own, which start with the image's
 * ownership of the folder as compose's named volumes do.
 */
async function startContainer(
  image: string,
  env: Record<string, string>,
  { writable = [] as string[], command = [] as string[] } = {},
) {
  const id = await podman(
    'run',
    '--detach',
    '--network',
    'host',
    ...RUN_LIMITS,
    '--read-only',
    '--tmpfs',
    '/tmp',
    ...writable.flatMap((dir) => ['--volume', dir]),
    ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
    image,
    ...command,
  );
  containers.push(id);
  return id;
}

const logs = (id: string) => podman('logs', id).catch((e: Error) => e.message);

/** The first 2xx of `url`; fails at once, with the container's log, if the container exits. */
async function ready(id: string, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await waitForOk(url, 2_000);
    } catch (error) {
      const state = await podman('inspect', '--format', '{{.State.Status}}', id);
      if (state === 'exited' || Date.now() > deadline) {
        throw new Error(`${(error as Error).message} (container ${state})\n${await logs(id)}`);
      }
    }
  }
}

/** A GET with its own Host header (fetch sends the URL's). */
function getWithHost(url: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(url, { headers: { host }, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in 30 s`)));
    request.on('error', reject);
  });
}

/** The packages in the image's node_modules (scoped ones as @scope/name). */
async function packagesIn(id: string) {
  const script =
    "const fs=require('fs');const d='/app/node_modules';" +
    "console.log(fs.readdirSync(d).flatMap(n=>n.startsWith('@')?fs.readdirSync(d+'/'+n).map(m=>n+'/'+m):[n]).join(' '))";
  return (await podman('exec', id, 'node', '-e', script)).split(' ');
}

describe.skipIf(missing.length > 0)('container images', () => {
  beforeAll(async () => {
    base = await baseImage(await pinnedBase(path.join(root, 'apps/api/Dockerfile')));
    if (!base.pulled) {
      console.warn(
        `deploy/images: the pinned base image cannot be pulled here; built on ${base.image} ` +
          '(Debian bookworm minbase, this Node 24, npm, user node 1000: docs/deploy.md)',
      );
    }
    buildVolumes = await npmVolumes();
    // Each run whose sources changed leaves its build stages behind (about 1.5 GB). Those made
    // over three days ago go; the install layer among them, if dependencies did not change, is
    // made again once and cached from then on.
    await podman('image', 'prune', '--force', '--filter', 'until=72h');
  }, 10 * 60_000);

  afterAll(async () => {
    for (const id of containers) {
      await podman('rm', '--force', '--volumes', '--time', '2', id).catch(() => undefined);
    }
  }, 60_000);

  it('builds the API image: demo mode on PGlite, its health check, a picture through sharp', async () => {
    const started = Date.now();
    await buildImage({
      context: root,
      dockerfile: path.join(root, 'apps/api/Dockerfile'),
      tag: API_TAG,
      buildArgs: { NODE_IMAGE: base.image },
      volumes: buildVolumes,
    });
    const built = Date.now();
    apiPort = await freePort();
    const env = {
      NODE_ENV: 'production',
      ATRIUM_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      REALTIME_PORT: String(await freePort()),
      METRICS_PORT: String(await freePort()),
      ADMIN_KEY: 'image-test-admin-key-0123456789',
    };
    // DATA_DIR (/data): PGlite's files and the uploads.
    const id = await startContainer(API_TAG, env, { writable: ['/data'] });
    const health = await ready(id, `http://127.0.0.1:${apiPort}/health/ready`, 120_000);
    expect(JSON.parse(health.body)).toMatchObject({ data: { database: 'up' } });
    const readyAfter = Date.now() - built;
    // The image's own HEALTHCHECK, run inside the container.
    await podman('healthcheck', 'run', id);
    // A seed picture (libs/server/db/media, beside the bundle) rasterized by sharp, its text in
    // the image's font.
    const picture = await fetch(
      `http://127.0.0.1:${apiPort}/media/beta/amenity-atm.svg?w=480&format=webp`,
    );
    expect(picture.status, await logs(id)).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(100);

    const packages = await packagesIn(id);
    expect(packages).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'sharp']));
    for (const absent of ['tsx', 'typescript', 'firebase', 'react', 'vitest', 'esbuild']) {
      expect(packages, absent).not.toContain(absent);
    }
    console.log(
      `deploy/images: API image ${await imageSize(API_TAG)}, built in ${seconds(built - started)}, ` +
        `ready ${seconds(readyAfter)} after start; ${packages.length} packages`,
    );
  });

  it('runs the migration job and the gateway from the same image', async () => {
    const migrate = await podman(
      'run',
      '--rm',
      '--network',
      'none',
      ...RUN_LIMITS,
      '--env',
      'DATA_DIR=/tmp/data',
      API_TAG,
      'node',
      'apps/api/dist/migrate.js',
    );
    expect(migrate).toContain('migrations applied (pglite)');

    const port = await freePort();
    const env = {
      REALTIME_APP_ID: 'image-test',
      REALTIME_APP_KEY: 'image-test-key',
      REALTIME_APP_SECRET: 'image-test-secret-0123456789abcdefghijklmnop',
    };
    const command = [
      'node',
      'apps/api/dist/gateway.js',
      '--host',
      '127.0.0.1',
      '--port',
      `${port}`,
    ];
    const id = await startContainer(API_TAG, env, { command });
    await ready(id, `http://127.0.0.1:${port}/health`, 30_000);
  }, 120_000);

  it('builds the site image: beta served, a page rendered from the API, its health check', async () => {
    const started = Date.now();
    await buildImage({
      context: root,
      dockerfile: path.join(root, 'apps/site-server/Dockerfile'),
      tag: SITE_TAG,
      buildArgs: { NODE_IMAGE: base.image, TENANTS: 'beta' },
      volumes: buildVolumes,
    });
    const built = Date.now();
    const port = await freePort();
    const id = await startContainer(SITE_TAG, {
      // An origin the demo data knows for beta (the API answers a render for no other).
      SITE_TENANTS: 'localhost:4200=beta',
      SITE_SCHEME: 'http',
      API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(await freePort()),
      RENDER_THREADS: '1',
    });
    await ready(id, `http://127.0.0.1:${port}/health/ready`, 60_000);
    await podman('healthcheck', 'run', id);
    // A server render: React, the router and Lingui come from the image's pruned node_modules.
    const page = await getWithHost(`http://127.0.0.1:${port}/en`, 'localhost:4200');
    const html = page.body;
    expect(page.status, `${html.slice(0, 500)}\n${await logs(id)}`).toBe(200);
    expect(html).toContain('<html');

    const packages = await packagesIn(id);
    expect(packages).toEqual(expect.arrayContaining(['react', 'react-dom', 'fastify']));
    for (const absent of ['tsx', 'typescript', 'firebase', 'vite', 'vitest', 'esbuild']) {
      expect(packages, absent).not.toContain(absent);
    }
    console.log(
      `deploy/images: site image ${await imageSize(SITE_TAG)}, built in ${seconds(built - started)}; ` +
        `${packages.length} packages`,
    );
  });
});
