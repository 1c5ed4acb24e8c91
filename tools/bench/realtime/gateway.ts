// The gateway as scale.ts starts it: the CLI's configuration (REALTIME_* and REDIS_URL through the
// gateway's own parser) plus BENCH_REDIS_PREFIX, which the CLI does not read, so each benchmark
// run has its own Redis channel and never meets a developer's gateways or the tests'.
//
//   node --import tsx tools/bench/realtime/gateway.ts --port 0
//
// Prints `realtime gateway listening on ws://HOST:PORT`; exits on SIGTERM or when the parent
// process's IPC channel goes away (the benchmark died).
//
// The gateway's own share of a broadcast: for every `bench` event it delivers (from REST or from
// Redis), it tells the parent over IPC when the fan-out began (the gateway's `onChannelEvent`
// hook, called right before the loop over the channel's sockets) and when that synchronous loop
// ended (a microtask queued in the hook runs once the stack that delivers the event unwinds):
// by then every frame was written to its socket (handed to the kernel, or queued in Node if the
// socket would block). Both stamped with performance.timeOrigin + performance.now(), the clock
// scale.ts and the clients use.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { gatewayOptionsFromEnv, parseRealtimeEnv } from '@atrium/realtime-gateway/config';
import { startGateway } from '@atrium/realtime-gateway/gateway';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const env = parseRealtimeEnv({ ...process.env, REALTIME_PORT: values.port });
const prefix = process.env['BENCH_REDIS_PREFIX'];

const clock = () => performance.timeOrigin + performance.now();

const gateway = await startGateway({
  ...gatewayOptionsFromEnv(env),
  ...(prefix ? { redisPrefix: prefix } : {}),
  onChannelEvent(_channel, event) {
    if (event !== 'bench' || !process.send) return;
    const start = clock();
    queueMicrotask(() => {
      const end = clock();
      process.send?.({ type: 'fanout', start, end });
    });
  },
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
