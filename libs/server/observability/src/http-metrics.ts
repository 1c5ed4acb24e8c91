import type { FastifyInstance } from 'fastify';

import { gauge, histogram } from './registry';

/** Route label of a request no route matched: one series, whatever the path. */
const UNMATCHED = 'unmatched';

/**
 * Request duration by method, route pattern (`/v1/events/:id`, never the raw URL, so the series
 * stay bounded) and status, and the requests in flight, for one Fastify app. `prefix` names the
 * service (`atrium_api`, `atrium_site`).
 */
export function registerHttpMetrics(app: FastifyInstance, { prefix }: { prefix: string }) {
  const duration = histogram<'method' | 'route' | 'status'>({
    name: `${prefix}_http_request_duration_seconds`,
    help: 'Time from request to response, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  const inFlight = gauge({
    name: `${prefix}_http_requests_in_flight`,
    help: 'Requests received and not yet answered.',
  });
  const timers = new WeakMap<object, ReturnType<typeof duration.startTimer>>();
  app.addHook('onRequest', async (request) => {
    inFlight.inc();
    timers.set(request, duration.startTimer());
  });
  // A request ends once: answered (onResponse) or given up by the client (onRequestAbort).
  const end = (request: object, labels: Parameters<ReturnType<typeof duration.startTimer>>[0]) => {
    const stop = timers.get(request);
    if (!stop) return;
    timers.delete(request);
    inFlight.dec();
    if (labels) stop(labels);
  };
  app.addHook('onResponse', async (request, reply) => {
    end(request, {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status: String(reply.statusCode),
    });
  });
  app.addHook('onRequestAbort', async (request) => end(request, undefined));
}
