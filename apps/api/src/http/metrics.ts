import type { DatabaseHandle } from '@atrium/server-db/database';
import { startMetricsServer, type MetricsServer } from '@atrium/observability/metrics-server';
import { gauge } from '@atrium/observability/registry';
import type { FastifyBaseLogger } from 'fastify';

import type { Env } from '../env';

/**
 * Prometheus metrics on METRICS_PORT (docs/api.md "Operations"): the process, HTTP requests by
 * route (http-metrics), the ledger (loyalty/ledger.ts), the embedded gateway's sockets, and here
 * the database pool. A port that cannot be bound is logged, never fatal: the API serves on.
 */
export async function startApiMetrics(
  env: Pick<Env, 'METRICS_PORT' | 'HOST'>,
  database: Pick<DatabaseHandle, 'poolStats'>,
  log: FastifyBaseLogger,
): Promise<MetricsServer | null> {
  if (env.METRICS_PORT === undefined) return null;
  const { poolStats } = database;
  if (poolStats) {
    gauge<'state'>({
      name: 'atrium_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
      labelNames: ['state'],
      collect() {
        const { total, idle, waiting } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  try {
    const server = await startMetricsServer({ port: env.METRICS_PORT, host: env.HOST });
    log.info(`metrics on http://${env.HOST}:${server.port}/metrics`);
    return server;
  } catch (error) {
    log.error(
      { err: error },
      `metrics: cannot listen on port ${env.METRICS_PORT}; serving without`,
    );
    return null;
  }
}
