// Broadcast latency of the embedded Pusher-protocol gateway.
//
//   npx tsx tools/bench/realtime/broadcast.ts [--connections 1000] [--rounds 20] [--no-write]
//
// Starts the gateway CLI as its own process on a free loopback port, opens N connections with the
// official pusher-js client (one `Pusher` instance, so one WebSocket, each; all in this process),
// subscribed to one public channel, then publishes R events through the official `pusher` server
// SDK (REST API) one after another. Latency per delivery = the moment pusher-js hands the event to
// its handler − the moment the trigger request was sent, so it includes the signed REST request
// and pusher-js's own reading of the frame. (Rows before 2026-11-27 used raw protocol-7 `ws`
// clients.) Appends p50/p99/max with date and machine to docs/benchmarks.md.
// Bounded: at most 5,000 connections, 200 rounds, 120 s; loopback only; stops by itself.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import Pusher from 'pusher';

import {
  APP,
  appendRows,
  BENCH_EVENT,
  CHANNEL,
  type Client,
  HOST,
  machineDescription,
  openClient,
  percentile,
  startGatewayProcess,
  utcMinute,
} from './shared';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '20' },
    'no-write': { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Math.min(5_000, Math.max(1, Number(values.connections)));
const ROUNDS = Math.min(200, Math.max(1, Number(values.rounds)));
const DEADLINE = Date.now() + 120_000;
const LOAD_BEFORE = loadavg()[0] ?? 0;

function checkDeadline(): void {
  if (Date.now() > DEADLINE) throw new Error('Benchmark exceeded its 120 s bound');
}

async function main(): Promise<void> {
  const { child, port } = await startGatewayProcess();
  const clients: Client[] = [];
  try {
    const sentAt = new Map<number, number>();
    const received = new Map<number, number>();
    const latencies: number[] = [];
    const onEvent = (seq: number, at: number) => {
      const sent = sentAt.get(seq);
      if (sent !== undefined) latencies.push(at - sent);
      received.set(seq, (received.get(seq) ?? 0) + 1);
    };

    const connectStarted = performance.now();
    for (let i = 0; i < CONNECTIONS; i += 100) {
      checkDeadline();
      const batch: Client[] = [];
      for (let j = i; j < Math.min(CONNECTIONS, i + 100); j++)
        batch.push(openClient(port, onEvent));
      clients.push(...batch);
      await Promise.all(batch.map((c) => c.subscribed));
    }
    const connectMs = performance.now() - connectStarted;

    const sdk = new Pusher({
      ...APP,
      appId: APP.id,
      host: HOST,
      port: String(port),
      useTLS: false,
    });
    const channelInfo = (await (
      await sdk.get({ path: `/channels/${CHANNEL}`, params: { info: 'subscription_count' } })
    ).json()) as { subscription_count: number };
    if (channelInfo.subscription_count !== CONNECTIONS) {
      throw new Error(
        `expected ${CONNECTIONS} subscriptions, gateway has ${channelInfo.subscription_count}`,
      );
    }

    for (let seq = 1; seq <= ROUNDS; seq++) {
      checkDeadline();
      sentAt.set(seq, performance.now());
      await sdk.trigger(CHANNEL, BENCH_EVENT, { seq, text: 'x'.repeat(200) });
      const started = Date.now();
      while ((received.get(seq) ?? 0) < CONNECTIONS) {
        if (Date.now() - started > 10_000)
          throw new Error(`round ${seq}: delivery incomplete after 10 s`);
        checkDeadline();
        await new Promise((r) => setTimeout(r, 1));
      }
      await new Promise((r) => setTimeout(r, 50));
    }

    latencies.sort((a, b) => a - b);
    const result = {
      connections: CONNECTIONS,
      rounds: ROUNDS,
      deliveries: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? NaN,
      connectMs,
    };
    const machine = machineDescription(LOAD_BEFORE);
    console.log(
      `${result.connections} connections × ${result.rounds} broadcasts: ${result.deliveries} deliveries, ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms ` +
        `(connect+subscribe ${(connectMs / 1000).toFixed(1)} s) — ${machine}`,
    );
    if (!values['no-write']) appendResult(result, machine);
  } finally {
    for (const c of clients) c.pusher.disconnect();
    child.kill('SIGTERM');
  }
}

function appendResult(
  r: {
    connections: number;
    rounds: number;
    deliveries: number;
    p50: number;
    p99: number;
    max: number;
  },
  machine: string,
): void {
  appendRows({
    heading: '## Realtime',
    intro: [
      'Broadcast latency of the embedded gateway (`npx tsx tools/bench/realtime/broadcast.ts`): N',
      'pusher-js clients on one public channel, events published one at a time through the `pusher`',
      'SDK; latency is from sending the REST trigger to arrival at each client, all on loopback.',
      'The clients run in one Node process, so p99 includes that process reading 1,000 frames; the',
      'machine is shared (2 cores, six engineers), so compare rows with a similar load only.',
    ],
    tableHead: [
      '| Date (UTC) | Connections | Broadcasts | Deliveries | p50 ms | p99 ms | max ms | Machine |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ],
    rows: [
      `| ${utcMinute()} | ${r.connections} | ${r.rounds} | ${r.deliveries} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(
        1,
      )} | ${r.max.toFixed(1)} | ${machine} |`,
    ],
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
