// One client process of scale.ts: opens `--count` connections with the official pusher-js client
// (its node build), one `Pusher` instance and so one WebSocket per connection, spread over the
// gateway `--ports` (connection i goes to ports[(offset + i) % ports.length]), each subscribed to
// the bench channel, and records when pusher-js hands every `bench` event to its handler on the
// shared wall clock (performance.timeOrigin + performance.now(), the clock scale.ts stamps
// triggers with). Connections open `--batch` at a time (default 100): the next batch starts once
// the previous one is subscribed.
//
//   node --import tsx tools/bench/realtime/client.ts --ports 6001,6002 --count 2500 --offset 0
//
// Talks to scale.ts over the IPC channel only (messages in ./protocol.ts), and exits when that
// channel closes, so it never outlives the benchmark.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import type { FromClient, ToClient } from './protocol';
import { type Client, openClient } from './shared';

const { values } = parseArgs({
  options: {
    ports: { type: 'string' },
    count: { type: 'string' },
    offset: { type: 'string', default: '0' },
    batch: { type: 'string', default: '100' },
  },
});
const ports = (values.ports ?? '').split(',').map(Number);
const COUNT = Number(values.count);
const OFFSET = Number(values.offset);
const BATCH = Math.max(1, Number(values.batch));
if (!process.send || ports.some((p) => !Number.isInteger(p) || p <= 0) || !(COUNT > 0)) {
  console.error('client.ts: run by scale.ts with --ports and --count');
  process.exit(2);
}

const send = (message: FromClient) => process.send!(message);
const clock = () => performance.timeOrigin + performance.now();
const clients: Client[] = [];
/** Arrival times per round, and how many sockets have the round. */
const arrivals = new Map<number, number[]>();
let ready = false;

function onEvent(seq: number, at: number): void {
  let times = arrivals.get(seq);
  if (!times) arrivals.set(seq, (times = []));
  times.push(at);
  if (times.length === COUNT) send({ type: 'round', seq });
}

async function connect(): Promise<void> {
  const started = clock();
  for (let i = 0; i < COUNT; i += BATCH) {
    const batch: Client[] = [];
    for (let j = i; j < Math.min(COUNT, i + BATCH); j++) {
      batch.push(openClient(ports[(OFFSET + j) % ports.length]!, onEvent, clock));
    }
    clients.push(...batch);
    await Promise.all(batch.map((c) => c.subscribed));
  }
  ready = true;
  // pusher-js reconnects by itself; a connection that leaves `connected` would miss rounds.
  for (const c of clients) {
    c.pusher.connection.bind('state_change', ({ current }: { current: string }) => {
      if (ready) fail(new Error(`a pusher-js connection went ${current} while the benchmark ran`));
    });
  }
  send({ type: 'subscribed', ms: clock() - started });
}

function fail(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.send!({ type: 'error', message } satisfies FromClient, () => process.exit(1));
}

process.on('message', (message: ToClient) => {
  if (message.type === 'connect') {
    connect().catch(fail);
  } else if (message.type === 'report') {
    send({ type: 'arrivals', arrivals: [...arrivals] });
  } else if (message.type === 'close') {
    ready = false;
    for (const c of clients) c.pusher.disconnect();
    process.disconnect();
  }
});
process.on('disconnect', () => process.exit(0));
// A normal exit on SIGTERM too, so a --cpu-prof profile (scale.ts --profile) gets written.
process.on('SIGTERM', () => process.exit(0));
send({ type: 'ready' });
