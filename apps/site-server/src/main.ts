// The site server for a deployment (docs/deploy.md): one process serves the public pages of every
// tenant build it is given, chosen by Host, rendered on the server with a page cache.
// Run: node apps/site-server/dist/main.js (compiled: npx nx run @atrium/site-server:build), or
// from the sources: node --import tsx apps/site-server/src/main.ts. Settings:
//   PORT (8080), HOST (0.0.0.0), METRICS_PORT (off when unset)
//   SITE_TENANTS        host=app pairs: `www.galerieharfa.cz=harfa,beta.example=beta`
//   SITE_BUILDS_DIR     where `<app>/dist` and `<app>/dist-server` are (default: apps/); a tenant
//                       team ships its build by replacing its folder and restarting or rolling
//   SITE_SCHEME         https (default) or http: the public origin is `<scheme>://<host>`
//   API_BASE_URL        the API as browsers reach it (overrides the build's runtime-config)
//   REALTIME_HOST, REALTIME_PORT, REALTIME_KEY, REALTIME_TLS   the Pusher-protocol gateway
//   RENDER_THREADS      render workers (default: one fewer than cores, at least one)
//   RENDERS_PER_THREAD  renders one worker runs at once (default 4)
//   RENDER_NICE         the render threads' Linux nice value, 0–19 (default 0; above 0 renders
//                       give way to the thread that answers cached pages)
//   PAGE_CACHE_MB       pages' rendered HTML kept per tenant (default 48; the whole process keeps
//                       up to this many times the tenants); 404s, redirects and pages with a query
//                       have budgets of their own (ssr-pages.ts PAGE_CACHE_BUDGETS, docs/ssr.md)
//   NODE_ENV            render workers use production React unless it names another mode
//   CONSOLE_DIR         the staff console's build, served at /console/ of every site (default:
//                       <SITE_BUILDS_DIR>/console/dist, skipped when absent; docs/console.md)
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { parseSiteTenants, serveByHost } from './hosts';
import type { RuntimeOverrides } from './runtime';
import { serveSite } from './serve-site';
import { pageCacheBytesOf } from './ssr-pages';

const root = path.resolve(import.meta.dirname, '../../..');
const env = process.env;
const buildsDir = path.resolve(env.SITE_BUILDS_DIR ?? path.join(root, 'apps'));
const scheme = env.SITE_SCHEME ?? 'https';
const consoleDir = path.resolve(env.CONSOLE_DIR ?? path.join(buildsDir, 'console', 'dist'));
const numberOrUndefined = (value: string | undefined) => (value ? Number(value) : undefined);

const realtime = Object.fromEntries(
  Object.entries({
    host: env.REALTIME_HOST,
    port: numberOrUndefined(env.REALTIME_PORT),
    key: env.REALTIME_KEY,
    forceTLS: env.REALTIME_TLS ? env.REALTIME_TLS === 'true' : undefined,
  }).filter(([, value]) => value !== undefined),
) as RuntimeOverrides['realtime'];
const runtimeOverrides: RuntimeOverrides = {
  ...(env.API_BASE_URL ? { apiBaseUrl: env.API_BASE_URL } : {}),
  realtime,
};

try {
  const pageCacheBytes = pageCacheBytesOf(env.PAGE_CACHE_MB);
  const apps = new Map<string, FastifyInstance>();
  for (const [index, { host, app }] of parseSiteTenants(env.SITE_TENANTS).entries()) {
    const site = await serveSite({
      distDir: path.join(buildsDir, app, 'dist'),
      port: null,
      runtimeOverrides,
      // Server renders reach the API inside the cluster (docs/deploy.md); browsers, API_BASE_URL.
      ...(env.API_INTERNAL_URL ? { apiInternalUrl: env.API_INTERNAL_URL } : {}),
      ssr: {
        serverDir: path.join(buildsDir, app, 'dist-server'),
        origin: `${scheme}://${host}`,
        rendersPerThread: numberOrUndefined(env.RENDERS_PER_THREAD),
        pageCacheBudgets: { pages: pageCacheBytes },
      },
      // One metrics endpoint for the process: the first site serves it.
      metricsPort: index === 0 && env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
      consoleDir,
    });
    apps.set(host, site);
    console.log(`site ${app} for ${scheme}://${host}`);
  }
  const port = Number(env.PORT ?? 8080);
  const server = await serveByHost({ apps, port, host: env.HOST ?? '0.0.0.0' });
  console.log(`site server listening on port ${port}`);

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Stop accepting, let requests in flight finish, then close the sites (workers, metrics).
      server.close(() => {
        void Promise.all([...apps.values()].map((site) => site.close())).then(() =>
          process.exit(0),
        );
      });
      server.closeIdleConnections();
      setTimeout(() => process.exit(1), 10_000).unref();
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
