import path from 'node:path';
import { request, type Server } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseSiteTenants, serveByHost } from './hosts';
import { serveSite } from './serve-site';

// One process, two tenant builds (beta and harfa), chosen by Host (issue 19). Browser-rendered
// here (no API needed): what is checked is which build answers.
const workspace = path.resolve(import.meta.dirname, '../../..');
// Below the ephemeral range, apart from the other build tests' ports (they run alongside).
const PORT = 4280 + 17_000;
const sites: Awaited<ReturnType<typeof serveSite>>[] = [];
let server: Server;

beforeAll(async () => {
  const apps = new Map();
  for (const { host, app } of parseSiteTenants('beta.example=beta, www.galerieharfa.cz=harfa')) {
    const site = await serveSite({
      distDir: path.join(workspace, 'apps', app, 'dist'),
      port: null,
    });
    sites.push(site);
    apps.set(host, site);
  }
  server = await serveByHost({ apps, port: PORT, host: '127.0.0.1' });
});

afterAll(async () => {
  // Without a server (a build missing, beforeAll failed) there is nothing to close.
  if (server) await new Promise((resolve) => server.close(resolve));
  await Promise.all(sites.map((site) => site.close()));
});

/** A GET with a Host of our choosing (fetch always sends the URL's). */
function get(pathname: string, host: string) {
  return new Promise<{
    status: number;
    text(): Promise<string>;
    json(): Promise<Record<string, unknown>>;
  }>((resolve, reject) => {
    request({ host: '127.0.0.1', port: PORT, path: pathname, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: async () => body,
          json: async () => JSON.parse(body) as Record<string, unknown>,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('site server by Host', () => {
  it("answers each host with its tenant's build", async () => {
    const beta = await (await get('/manifest.webmanifest', 'beta.example')).json();
    const harfa = await (await get('/manifest.webmanifest', 'www.galerieharfa.cz:443')).json();
    expect(beta['name']).toMatch(/Beta/);
    expect(harfa['name']).toMatch(/Harfa/);
  });

  it('answers an unknown host 421, and the probes whatever the host', async () => {
    const other = await get('/en', 'evil.example');
    expect(other.status).toBe(421);
    expect(await other.text()).toContain('evil.example');
    for (const probe of ['/health/live', '/health/ready']) {
      const response = await get(probe, '10.0.0.7:8080');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', sites: 2 });
    }
  });

  it('refuses a malformed SITE_TENANTS, naming the pair', () => {
    expect(() => parseSiteTenants('')).toThrow(/SITE_TENANTS/);
    expect(() => parseSiteTenants('beta.example:harfa')).toThrow(/"beta.example:harfa"/);
  });
});
