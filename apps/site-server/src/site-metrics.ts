// Prometheus metrics of the site server (docs/ssr.md, "Page cache budgets"): page cache results
// and bytes per budget, render time, the render queue and busy answers, plus Node's process
// metrics. One set per process (every tenant build the process serves adds to it);
// `serveSite({ metricsPort })` serves them on their own port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

export type SiteMetrics = {
  pageCache: Counter<'result'>;
  renderSeconds: Histogram;
  busy: Counter;
  queue: Gauge;
  pageCacheBytes: Gauge<'budget'>;
  /** Counts the queue of one worker pool in the gauge; the returned function stops it. */
  trackQueue(size: () => number): () => void;
  /** Counts one page cache's bytes per budget in the gauge; the returned function stops it. */
  trackPageCache(use: () => Record<string, { size: number }>): () => void;
};

let metrics: SiteMetrics | null = null;
const queues = new Set<() => number>();
const pageCaches = new Set<() => Record<string, { size: number }>>();

export function siteMetrics(): SiteMetrics {
  if (metrics) return metrics;
  collectDefaultMetrics({ register });
  metrics = {
    pageCache: new Counter({
      name: 'atrium_site_page_cache_total',
      help: 'Public page requests by page cache result: hit, stale (served while re-rendering), miss.',
      labelNames: ['result'],
    }),
    renderSeconds: new Histogram({
      name: 'atrium_site_render_seconds',
      help: 'Time a render worker took for one page.',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
    busy: new Counter({
      name: 'atrium_site_busy_total',
      help: 'Pages answered 503 because every render worker was busy and the queue was full.',
    }),
    queue: new Gauge({
      name: 'atrium_site_render_queue',
      help: 'Renders waiting for a worker.',
      collect() {
        this.set([...queues].reduce((total, size) => total + size(), 0));
      },
    }),
    pageCacheBytes: new Gauge({
      name: 'atrium_site_page_cache_bytes',
      help: 'Bytes the page caches of every tenant hold, by budget: pages, queries (pages with a query), others (404s, redirects).',
      labelNames: ['budget'],
      collect() {
        const bytes = new Map<string, number>();
        for (const use of pageCaches) {
          for (const [budget, { size }] of Object.entries(use())) {
            bytes.set(budget, (bytes.get(budget) ?? 0) + size);
          }
        }
        for (const [budget, size] of bytes) this.set({ budget }, size);
      },
    }),
    trackPageCache(use) {
      pageCaches.add(use);
      return () => void pageCaches.delete(use);
    },
    trackQueue(size) {
      queues.add(size);
      return () => void queues.delete(size);
    },
  };
  return metrics;
}

export type MetricsServer = { port: number; close(): Promise<void> };

/** `GET /metrics` on its own port; resolves to a closer. */
export async function startSiteMetricsServer({
  port,
  host = '0.0.0.0',
}: {
  port: number;
  host?: string;
}): Promise<MetricsServer> {
  siteMetrics();
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    register.metrics().then(
      (body) => response.writeHead(200, { 'content-type': register.contentType }).end(body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
