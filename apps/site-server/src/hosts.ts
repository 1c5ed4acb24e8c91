// One site server process for any number of tenant builds, chosen by the request's Host (issue
// 19): each tenant's Fastify app is prepared without listening, and one HTTP server hands every
// request to the app of its host. A Host no tenant has is answered 421 Misdirected Request.
import { createServer, type Server } from 'node:http';

import type { FastifyInstance } from 'fastify';

export type SiteTenant = { host: string; app: string };

/** `SITE_TENANTS`: comma-separated `host=app` pairs, e.g. `www.galerieharfa.cz=harfa,beta.example=beta`. */
export function parseSiteTenants(value: string | undefined | null): SiteTenant[] {
  const pairs = String(value ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  if (!pairs.length) throw new Error('SITE_TENANTS: no host=app pair (e.g. www.mall.cz=harfa)');
  return pairs.map((pair) => {
    const match = /^([a-z0-9.-]+(?::\d+)?)=([a-z0-9-]+)$/i.exec(pair);
    if (!match) throw new Error(`SITE_TENANTS: "${pair}" is not host=app`);
    return { host: match[1]!.toLowerCase(), app: match[2]! };
  });
}

/**
 * Listens on `port` and routes by Host to `apps` (a Map of lower-case host, with or without
 * its port, to a Fastify app prepared with `port: null`).
 */
export async function serveByHost({
  apps,
  port,
  host = '0.0.0.0',
}: {
  apps: ReadonlyMap<string, FastifyInstance>;
  port: number;
  host?: string;
}): Promise<Server> {
  const server = createServer((request, response) => {
    // Probes ask by the pod's address, whatever the Host: live while the process answers, ready
    // once every tenant's app is (they are prepared before this server listens).
    const pathname = request.url?.split('?')[0];
    if (pathname === '/health/live' || pathname === '/health/ready') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ status: 'ok', sites: apps.size }));
      return;
    }
    const asked = String(request.headers.host ?? '').toLowerCase();
    const app = apps.get(asked) ?? apps.get(asked.replace(/:\d+$/, ''));
    if (!app) {
      response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`No site is served here for the host "${asked.slice(0, 100)}".\n`);
      return;
    }
    app.routing(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
