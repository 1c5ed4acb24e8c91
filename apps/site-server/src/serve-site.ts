// Serves one tenant's built site: hashed assets cached for a year, everything else revalidated.
// With server rendering (the default of `npm start`, issue 12) public pages are rendered on the
// server and cached, `/api/proxy/v1/*` answers public API lists from a cache, and both caches are
// cleared by the mall's realtime `content.updated` event. Without it (`ssr: null`), the
// single-page app's index.html answers any path that is not a file (client-side routing).
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

import { createApiProxy, PROXY_PREFIX } from './api-proxy';
import { hasConsoleBuild, registerConsole } from './console';
import { listenForContentUpdates } from './content-events';
import {
  readBuiltRuntime,
  withOverrides,
  type RuntimeConfig,
  type RuntimeOverrides,
} from './runtime';
import { registerSecurityHeaders } from './security-headers';
import { registerSitemap } from './sitemap';
import { startSiteMetricsServer } from './site-metrics';
import { createSsrPages, type PageBudget } from './ssr-pages';

export type SsrOptions = {
  /** The tenant's `vite build --ssr` output (`render.js`). */
  serverDir: string;
  /** The site's public origin; `https:` means TLS in front, so responses carry HSTS. */
  origin: string;
  /** Render worker threads (default: one fewer than cores, at least one). */
  renderThreads?: number;
  /** Renders one thread runs at once (default: render-pool.ts RENDERS_PER_THREAD). */
  rendersPerThread?: number;
  /** Renders that may wait beyond those running (default 64; beyond, 503). */
  renderQueueLimit?: number;
  /** Bytes each budget of this tenant's page cache keeps (default: ssr-pages.ts PAGE_CACHE_BUDGETS). */
  pageCacheBudgets?: Partial<Record<PageBudget, number>>;
};

export type SiteApp = FastifyInstance & {
  /** Resolves once the site server receives its mall's content events (tests wait for it). */
  contentEventsReady: Promise<void>;
};

/**
 * `runtimeOverrides` replaces fields of the built runtime-config.json when the stack runs on
 * other ports than the build assumed (the end-to-end tests do).
 * `apiInternalUrl`: where this server itself reaches the API (renders, the proxy, the sitemap),
 * e.g. a cluster-internal Service; browsers keep the runtime's public `apiBaseUrl`.
 * `ssr`: pages are rendered on the server by `<ssr.serverDir>/render.js`.
 * `metricsPort`: Prometheus metrics (`GET /metrics`) on that port (site-metrics.ts).
 * `port: null` prepares the app without listening (one process serving several tenants by Host).
 * `consoleDir`: the staff console's build (apps/console/dist), served at `/console/` (console.ts);
 * skipped when it holds no build.
 */
export async function serveSite({
  distDir,
  port,
  host = '0.0.0.0',
  runtimeOverrides = null,
  apiInternalUrl,
  ssr = null,
  metricsPort = null,
  consoleDir = null,
}: {
  distDir: string;
  port: number | null;
  host?: string;
  runtimeOverrides?: RuntimeOverrides | null;
  apiInternalUrl?: string;
  ssr?: SsrOptions | null;
  metricsPort?: number | null;
  consoleDir?: string | null;
}): Promise<SiteApp> {
  const root = path.resolve(distDir);
  const app = Fastify({ logger: false });
  const built = await readBuiltRuntime(root);
  const runtime = withOverrides(built, runtimeOverrides);

  const server = ssr ? await startServerRendering({ root, runtime, apiInternalUrl, ssr }) : null;
  // Browsers read the settings through the proxy's cache unless the build names another one.
  const browserRuntime =
    ssr && !runtime.settingsUrl
      ? { ...runtime, settingsUrl: `${ssr.origin}${PROXY_PREFIX}/v1/settings-web-app/web` }
      : runtime;
  registerSecurityHeaders(app, {
    runtime: browserRuntime,
    analytics: server?.analytics ?? null,
    inlineScripts: server?.inlineScripts ?? [],
    secure: ssr?.origin.startsWith('https:') ?? false,
  });

  await registerSitemap(app, { root, runtimeOverrides, apiInternalUrl });
  server?.proxy.register(app);
  if (hasConsoleBuild(consoleDir)) {
    await registerConsole(app, {
      distDir: consoleDir,
      apiBaseUrl: runtime.apiBaseUrl,
      realtime: runtime.realtime,
    });
  }
  if (browserRuntime !== built) {
    app.get('/runtime-config.json', (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(browserRuntime),
    );
  }
  if (server) app.get('/', server.sendPage);

  await app.register(fastifyStatic, {
    root,
    // With server rendering `/` is a page like any other, not the static shell.
    index: server ? false : ['index.html'],
    // The build writes `.br` and `.gz` beside each text asset (tools/tenant-build precompress).
    preCompressed: true,
    // A route per file of the build, listed once at start (a build never changes under a running
    // server; a new one is a restart): a page's address goes straight to the renderer instead of
    // two file-system look-ups first, which were 17 % of this thread's CPU in a flood of renders.
    wildcard: false,
    // Answered above with this server's settings instead of the build's file.
    globIgnore: browserRuntime === built ? [] : ['runtime-config.json'],
    // Cache-Control comes from setHeaders alone (the default would replace it with max-age=0).
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const [pathname, query] = splitUrl(request.url);
    // HEAD as GET (crawlers and link-preview bots ask it first); Node sends no body for it.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    // One address per page: `/sk/` is `/sk` (a permanent redirect that crawlers follow).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return reply.redirect(`${pathname.replace(/\/+$/, '') || '/'}${query}`, 301);
    }
    if (server) return server.sendPage(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  const metrics =
    metricsPort === null ? null : await startSiteMetricsServer({ port: metricsPort, host });
  app.addHook('onClose', async () => {
    await server?.stop();
    await metrics?.close();
  });
  app.decorate('contentEventsReady', server?.listening ?? Promise.resolve());
  // `port: null`: not listening; a Host router (hosts.ts) hands it requests with `app.routing`.
  if (port === null) await app.ready();
  else await app.listen({ port, host });
  // `decorate` added `contentEventsReady`; Fastify's types do not follow it.
  return app as unknown as SiteApp;
}

/** `/a/b?x=1` → [`/a/b`, `?x=1`]. */
function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** The proxy, the page renderer and the realtime listener that keeps both caches current. */
async function startServerRendering({
  root,
  runtime,
  apiInternalUrl,
  ssr,
}: {
  root: string;
  runtime: RuntimeConfig;
  apiInternalUrl: string | undefined;
  ssr: SsrOptions;
}) {
  const proxy = createApiProxy({
    apiBaseUrl: runtime.apiBaseUrl,
    upstreamUrl: apiInternalUrl,
    origin: ssr.origin,
  });
  const pages = await createSsrPages({
    root,
    serverDir: path.resolve(ssr.serverDir),
    runtime,
    origin: ssr.origin,
    ...(apiInternalUrl ? { apiUpstreamUrl: apiInternalUrl } : {}),
    renderThreads: ssr.renderThreads,
    rendersPerThread: ssr.rendersPerThread,
    renderQueueLimit: ssr.renderQueueLimit,
    pageCacheBudgets: ssr.pageCacheBudgets,
  });
  const listener = listenForContentUpdates({
    tenantId: pages.tenantId,
    realtime: runtime.realtime,
    onContentUpdated: () => {
      proxy.clear();
      pages.clear();
    },
  });
  return {
    proxy,
    sendPage: pages.sendPage,
    analytics: pages.analytics,
    inlineScripts: pages.inlineScripts,
    listening: listener.ready,
    stop: async () => {
      listener.stop();
      await pages.close();
    },
  };
}
