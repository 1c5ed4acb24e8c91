// The gateway as scale.ts starts it: the CLI's configuration (REALTIME_* and REDIS_URL through the
// gateway's own parser) plus BENCH_REDIS_PREFIX, which the CLI does not read, so each benchmark
// run has its own Redis channel and never meets a developer's gateways or the tests'.
//
//   node --import tsx tools/bench/realtime/gateway.ts --port 0
//
// Prints `realtime gateway listening on ws://HOST:PORT`; exits on SIGTERM or when the parent
// process's IPC channel goes away (the benchmark died).
import { parseArgs } from 'node:util';

import { gatewayOptionsFromEnv, parseRealtimeEnv } from '@atrium/realtime-gateway/config';
import { startGateway } from '@atrium/realtime-gateway/gateway';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const env = parseRealtimeEnv({ ...process.env, REALTIME_PORT: values.port });
const prefix = process.env['BENCH_REDIS_PREFIX'];

const gateway = await startGateway({
  ...gatewayOptionsFromEnv(env),
  ...(prefix ? { redisPrefix: prefix } : {}),
  logger: {
    info: (m) => console.log(m),
    warn: (m) => console.warn(m),
    error: (m) => console.error(m),
  },
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5_000).unref();
  void gateway.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
