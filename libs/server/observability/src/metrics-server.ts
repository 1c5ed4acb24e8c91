import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Registry } from 'prom-client';

import { metricsRegistry } from './registry';

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * `GET /metrics` in Prometheus' text format on a port of its own, so the public port never
 * exposes it and a scrape is not counted as traffic. Anything else is a 404.
 */
export async function startMetricsServer({
  port,
  host = '0.0.0.0',
  registry = metricsRegistry(),
}: {
  port: number;
  host?: string;
  registry?: Registry;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`metrics failed: ${String(error)}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
