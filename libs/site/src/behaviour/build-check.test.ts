import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildWatcher, fetchLatestBuildId } from './build-check';

let server: Server;
let latest: { status: number; body: string } = { status: 200, body: '{"id":"build-1"}' };
const requested: string[] = [];
let fetchFromServer: typeof fetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    response.writeHead(latest.status, { 'Content-Type': 'application/json' });
    response.end(latest.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fetchFromServer = (input, init) => fetch(`http://127.0.0.1:${port}${String(input)}`, init);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('build check (spec section 4)', () => {
  it('asks builds/latest.json with a timestamp so no cache answers', async () => {
    expect(await fetchLatestBuildId(fetchFromServer)).toBe('build-1');
    expect(requested.at(-1)).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
  });

  it('notices a changed id and keeps it noticed', async () => {
    latest = { status: 200, body: '{"id":"build-1"}' };
    const watcher = createBuildWatcher('build-1', fetchFromServer);
    expect(await watcher.check()).toBe(false);
    latest = { status: 200, body: '{"id":"build-2"}' };
    expect(await watcher.check()).toBe(true);
    latest = { status: 404, body: '{}' };
    expect(await watcher.check()).toBe(true);
    expect(watcher.newBuildSeen).toBe(true);
  });

  it('treats a missing or broken file as no news', async () => {
    latest = { status: 404, body: 'not found' };
    expect(await fetchLatestBuildId(fetchFromServer)).toBeNull();
    latest = { status: 200, body: 'not json' };
    expect(await fetchLatestBuildId(fetchFromServer)).toBeNull();
  });
});
