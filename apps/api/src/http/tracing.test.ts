import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { createTestDatabase, testEnv, type TestDatabase } from '../test/test-app';
import { startTracing } from './tracing';

/**
 * Traces as a collector receives them: a real OTLP/HTTP (JSON) receiver on a local port, the
 * app with tracing on, a request carrying a proxy's `traceparent`.
 */
type OtlpSpan = {
  traceId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

let collector: Server;
const received: OtlpExport[] = [];
let database: TestDatabase;

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') received.push(JSON.parse(body) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  collector.listen(0, '127.0.0.1');
  await once(collector, 'listening');
  database = await createTestDatabase({ seed: false });
}, 60_000);

afterAll(async () => {
  collector.close();
  await database.close();
});

describe('OpenTelemetry traces', () => {
  it('is off without a collector', () => {
    expect(startTracing(testEnv())).toBeNull();
  });

  it('sends a span per request, named by its route, in the trace of the incoming traceparent', async () => {
    const { port } = collector.address() as AddressInfo;
    const env = testEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_SERVICE_NAME: 'atrium-api-test',
    });
    const tracing = startTracing(env)!;
    const app = await buildApp({ db: database.db, env, tracing });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port: apiPort } = app.server.address() as AddressInfo;
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const answer = await fetch(`http://127.0.0.1:${apiPort}/health/live`, {
      headers: { traceparent: `00-${traceId}-${parent}-01` },
    });
    expect(answer.status).toBe(200);
    await app.close();
    await tracing.shutdown(); // flushes the batch

    const resource = received.flatMap((r) => r.resourceSpans);
    const spans = resource.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    const serviceNames = resource.flatMap((r) =>
      r.resource.attributes.filter((a) => a.key === 'service.name').map((a) => a.value.stringValue),
    );
    expect(serviceNames).toContain('atrium-api-test');
    const inTrace = spans.filter((span) => span.traceId === traceId);
    expect(inTrace.length).toBeGreaterThan(0);
    // The request's own span continues the proxy's span and names the route.
    const request = inTrace.find((span) => span.parentSpanId === parent);
    expect(request).toBeDefined();
    const route = request!.attributes.find((a) => a.key === 'http.route')?.value.stringValue;
    expect(route).toBe('/health/live');
  }, 60_000);
});
