import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a reverse proxy sets (haproxy `unique-id`, nginx `$request_id`) and we echo. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What is kept of an incoming id: letters, digits and `-_.:`, at most 128 characters. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the proxy's `X-Request-Id` when it is a plausible id, else a new UUID. A
 * client cannot inject log lines or huge labels through it.
 */
export function requestIdFrom(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}
