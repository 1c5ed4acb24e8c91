// Runs the gateway alone: `npx tsx libs/server/realtime-gateway/src/cli.ts [--port N] [--host H]`.
// Environment: REALTIME_APP_ID, REALTIME_APP_KEY, REALTIME_APP_SECRET, REALTIME_PORT,
// REALTIME_HOST, REALTIME_ENABLE_CLIENT_MESSAGES, REALTIME_MAX_MESSAGE_SIZE, REDIS_URL.
// Prints one line `realtime gateway listening on ws://HOST:PORT` once it accepts connections.
import { parseArgs } from 'node:util';

import { gatewayOptionsFromEnv, parseRealtimeEnv } from './config';
import { startGateway } from './gateway';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
  allowPositionals: false,
});

const env = parseRealtimeEnv({
  ...process.env,
  ...(values.port !== undefined ? { REALTIME_PORT: values.port } : {}),
  ...(values.host !== undefined ? { REALTIME_HOST: values.host } : {}),
});

const gateway = await startGateway({
  ...gatewayOptionsFromEnv(env),
  logger: {
    info: (m) => console.log(m),
    warn: (m) => console.warn(m),
    error: (m) => console.error(m),
  },
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void gateway.close().then(() => process.exit(0));
  });
}
