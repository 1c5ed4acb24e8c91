import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

import type { Env } from '../env';

/** Traces to an OTLP collector, when one is configured. */
export interface Tracing {
  /** Registered on the app before any route (`@fastify/otel` wraps what is defined after it). */
  readonly instrumentation: FastifyOtelInstrumentation;
  /** Sends what is still buffered and stops (SIGTERM, tests). */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry traces (docs/api.md "Operations"): one span per request named by its route
 * pattern, with its hooks and handler as children, in the trace of an incoming W3C `traceparent`
 * (a proxy's or the site server's). Off unless `OTEL_EXPORTER_OTLP_ENDPOINT` (or the traces one)
 * names a collector; spans go there as OTLP over HTTP, batched.
 */
export function startTracing(env: Env): Tracing | null {
  const url =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`
      : null);
  if (!url) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  // The global provider, AsyncLocalStorage context and W3C trace-context propagation.
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation();
  instrumentation.setTracerProvider(provider);
  return { instrumentation, shutdown: () => provider.shutdown() };
}
