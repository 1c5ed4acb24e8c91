import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { sendUnavailable, success } from './envelope';

export interface HealthRoutesOptions {
  /** The realtime gateway's Redis link: up, down, or null when Redis is not configured. */
  redisConnected?: () => boolean | null;
  /** A shutdown has begun (main.ts): not ready, whatever the database says. */
  draining?: () => boolean;
}

/**
 * Probes for a load balancer or orchestrator (no tenant):
 * GET /health/live   200 while the process serves requests;
 * GET /health/ready  200 when the database (and Redis, when configured) answers, else 503 with
 *                    `Retry-After`, naming what is unreachable; 503 from SIGTERM on, while
 *                    the process drains (SHUTDOWN_DRAIN_MS) and closes.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, opts) => {
  app.get('/health/live', async () => success({ ok: true }));

  app.get('/health/ready', async (request, reply) => {
    if (opts.draining?.()) return sendUnavailable(reply, 'Not ready: shutting down');
    const unreachable: string[] = [];
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.warn({ cause: String(error) }, 'readiness: database unreachable');
      unreachable.push('database');
    }
    const redis = opts.redisConnected?.() ?? null;
    if (redis === false) unreachable.push('Redis');
    if (unreachable.length > 0) {
      return sendUnavailable(reply, `Not ready: ${unreachable.join(' and ')} unreachable`);
    }
    return success({ database: 'up', ...(redis === null ? {} : { redis: 'up' }) });
  });
};
