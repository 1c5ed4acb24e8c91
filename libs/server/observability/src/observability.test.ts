import type { IncomingMessage } from 'node:http';

import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { registerHttpMetrics } from './http-metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { counter } from './registry';
import { requestIdFrom } from './request-id';

const servers: MetricsServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function scrape() {
  const server = await startMetricsServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  return { response, text: await response.text(), port: server.port };
}

describe('metrics', () => {
  it('serves the registry in Prometheus text on its own port, process metrics included', async () => {
    const total = counter<'kind'>({
      name: 'test_things_total',
      help: 'Things.',
      labelNames: ['kind'],
    });
    total.inc({ kind: 'a' }, 2);
    // Made twice (an app built twice in one process): the same metric, no duplicate error.
    counter<'kind'>({ name: 'test_things_total', help: 'Things.', labelNames: ['kind'] }).inc({
      kind: 'a',
    });
    const { response, text, port } = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(text).toContain('test_things_total{kind="a"} 3');
    expect(text).toContain('process_resident_memory_bytes');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });

  it('labels request durations by route pattern and status, never by the raw URL', async () => {
    const app = Fastify();
    registerHttpMetrics(app, { prefix: 'test_app' });
    app.get('/items/:id', async () => ({ ok: true }));
    await app.inject({ url: '/items/1' });
    await app.inject({ url: '/items/2' });
    await app.inject({ url: '/nowhere/at/all' });
    const { text } = await scrape();
    expect(text).toMatch(
      /test_app_http_request_duration_seconds_count\{method="GET",route="\/items\/:id",status="200"\} 2/,
    );
    expect(text).toMatch(/route="unmatched",status="404"\} 1/);
    expect(text).not.toContain('/items/1');
    expect(text).toContain('test_app_http_requests_in_flight 0');
    await app.close();
  });
});

describe('request id', () => {
  const from = (value?: string | string[]) =>
    requestIdFrom({
      headers: value === undefined ? {} : { 'x-request-id': value },
    } as IncomingMessage);

  it("keeps a proxy's plausible id", () => {
    expect(from('b3f1c2a0-1d2e-4f5a-9b8c-7d6e5f4a3b2c')).toBe(
      'b3f1c2a0-1d2e-4f5a-9b8c-7d6e5f4a3b2c',
    );
    expect(from(['7F000001:9C3A_0A0B0C0D:0050', 'x'])).toBe('7F000001:9C3A_0A0B0C0D:0050');
  });

  it('replaces a missing, huge or injected one with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(from()).toMatch(uuid);
    expect(from('x'.repeat(129))).toMatch(uuid);
    expect(from('abc\n{"level":60}')).toMatch(uuid);
    expect(from('')).toMatch(uuid);
  });
});
