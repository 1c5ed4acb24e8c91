// The gateway as scale.ts starts it: the CLI's configuration (REALTIME_* and REDIS_URL through the
// gateway's own parser) plus BENCH_REDIS_PREFIX, which the CLI does not read, so each benchmark
// run has its own Redis channel and never meets a developer's gateways or the tests', and
// BENCH_FANOUT_SLICE (scale.ts --fanout-slice), the gateway's fanoutSliceSize.
//
//   node --import tsx tools/bench/realtime/gateway.ts --port 0
//
// Prints `realtime gateway listening on ws://HOST:PORT`; exits on SIGTERM or when the parent
// process's IPC channel goes away (the benchmark died).
//
// The gateway's own share of a broadcast: for every fan-out on the bench channel (an event from
// REST or from Redis), it tells the parent over IPC when the gateway wrote the first socket and
// when it had written the last (the gateway's `onFanout` hook; with fanoutSliceSize the fan-out
// spans several turns of the event loop): by then every frame was handed to the kernel, or
// queued in Node if the socket would block. Both on performance.timeOrigin + performance.now(),
// the clock scale.ts and the clients use.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { gatewayOptionsFromEnv, parseRealtimeEnv } from '@atrium/realtime-gateway/config';
import { startGateway } from '@atrium/realtime-gateway/gateway';

import { CHANNEL } from './shared';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const env = parseRealtimeEnv({ ...process.env, REALTIME_PORT: values.port });
const prefix = process.env['BENCH_REDIS_PREFIX'];
/** scale.ts --fanout-slice: the gateway's fanoutSliceSize (its default when unset). */
const slice = Number(process.env['BENCH_FANOUT_SLICE']) || undefined;

const gateway = await startGateway({
  ...gatewayOptionsFromEnv(env),
  ...(prefix ? { redisPrefix: prefix } : {}),
  ...(slice ? { fanoutSliceSize: slice } : {}),
  onFanout({ channel, events, startedAt, endedAt }) {
    if (channel !== CHANNEL || !process.send) return;
    const origin = performance.timeOrigin;
    process.send({ type: 'fanout', start: origin + startedAt, end: origin + endedAt, events });
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
