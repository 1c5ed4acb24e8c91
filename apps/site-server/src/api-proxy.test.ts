import { request } from 'node:http';
import type { AddressInfo } from 'node:net';

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiProxy } from './api-proxy';

// The proxy asks the API only for public content paths, judged on the path the API will be asked
// for: `..` segments (also percent-encoded) are resolved by the URL parser before the request, so
// they must not walk from a public path to /dev/outbox or /v1/admin.
const asked: string[] = [];
const app = Fastify({ logger: false });
let port: number;
let proxy: ReturnType<typeof createApiProxy>;
beforeAll(async () => {
  proxy = createApiProxy({
    apiBaseUrl: 'http://api.test',
    origin: 'http://localhost:4200',
    fetch: async (input: string | URL | Request) => {
      asked.push(new URL(String(input)).pathname);
      return Response.json({ status: 'success', data: [] });
    },
  });
  proxy.register(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** A GET with the path exactly as given (fetch and inject would resolve its `..` first). */
const rawGet = (path: string) =>
  new Promise<number>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

describe('site server API proxy', () => {
  it('passes a public path through', async () => {
    expect(await rawGet('/api/proxy/v1/companies?page=2')).toBe(200);
    expect(asked).toEqual(['/v1/companies']);
  });

  it.each([
    '/api/proxy/v1/companies/../../dev/outbox',
    '/api/proxy/v1/companies/%2e%2e/%2E%2E/dev/outbox.json',
    '/api/proxy/v1/events/../admin/receipts',
  ])('refuses %s without asking the API', async (url) => {
    asked.length = 0;
    expect(await rawGet(url)).toBe(404);
    expect(asked).toEqual([]);
  });

  it('lets the server renderer reach nothing outside /v1 through `..` segments', async () => {
    asked.length = 0;
    for (const url of [
      'http://api.test/v1/website-pages/permalink/../../../dev/outbox',
      'http://api.test/v1/website-pages/permalink/%2e%2e/%2e%2e/%2e%2e/dev/outbox.json',
    ]) {
      const res = await proxy.fetch(url);
      expect(res.status, url).toBe(404);
    }
    expect(asked).toEqual([]);
    expect(
      (await proxy.fetch('http://api.test/v1/website-pages/permalink/gift-cards')).status,
    ).toBe(200);
    expect(asked).toEqual(['/v1/website-pages/permalink/gift-cards']);
  });
});
