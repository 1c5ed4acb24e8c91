// Runs the gateway alone: `npx tsx libs/server/realtime-gateway/src/cli.ts [--port N] [--host H]`.
// Environment: REALTIME_APP_ID, REALTIME_APP_KEY, REALTIME_APP_SECRET, REALTIME_PORT,
// REALTIME_HOST, REALTIME_ENABLE_CLIENT_MESSAGES, REALTIME_MAX_MESSAGE_SIZE,
// REALTIME_MAX_CLIENT_EVENTS_PER_SECOND, the connection limits (REALTIME_MAX_CONNECTIONS,
// REALTIME_MAX_CONNECTIONS_PER_IP, REALTIME_MAX_CHANNELS_PER_CONNECTION,
// REALTIME_PUBLIC_CHANNEL_PREFIXES, REALTIME_TRUST_PROXY; docs/realtime.md "Limits"), REDIS_URL,
// METRICS_PORT. In production (NODE_ENV=production without ATRIUM_DEMO=true) it refuses to start
// with a REALTIME_APP_SECRET shorter than 32 characters, the development default included.
// Prints one line `realtime gateway listening on ws://HOST:PORT` once it accepts connections.
import { parseArgs } from 'node:util';

import { startMetricsServer } from '@atrium/observability/metrics-server';

import { gatewayOptionsFromEnv, parseRealtimeEnv, type RealtimeEnv } from './config';
import { startGateway } from './gateway';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
  allowPositionals: false,
});

let env: RealtimeEnv;
try {
  env = parseRealtimeEnv({
    ...process.env,
    ...(values.port !== undefined ? { REALTIME_PORT: values.port } : {}),
    ...(values.host !== undefined ? { REALTIME_HOST: values.host } : {}),
  });
} catch (error) {
  // A bad or missing setting: say which, without a stack trace, and do not start.
  console.error((error as Error).message);
  process.exit(1);
}

const gateway = await startGateway({
  ...gatewayOptionsFromEnv(env),
  logger: {
    info: (m) => console.log(m),
    warn: (m) => console.warn(m),
    error: (m) => console.error(m),
  },
});

// Prometheus metrics on METRICS_PORT (connections, channels, frames, events; the process).
const metricsPort = process.env['METRICS_PORT'];
const metrics = metricsPort
  ? await startMetricsServer({ port: Number(metricsPort), host: env.REALTIME_HOST }).catch(
      (error: unknown) => {
        console.error(`metrics: cannot listen on port ${metricsPort}: ${String(error)}`);
        return null;
      },
    )
  : null;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Every socket is closed with 4200 (reconnect now): clients move to another gateway.
    void Promise.all([gateway.close(), metrics?.close()]).then(() => process.exit(0));
  });
}
