// Broadcast latency of the embedded Pusher-protocol gateway.
//
//   npx tsx tools/bench/realtime/broadcast.ts [--connections 1000] [--rounds 20] [--no-write]
//
// Starts the gateway CLI as its own process on a free loopback port, opens N WebSocket
// connections that speak Pusher protocol 7 and subscribe to one public channel, then publishes
// R events through the official `pusher` server SDK (REST API) one after another. Latency per
// delivery = arrival at a client − the moment the trigger request was sent, so it includes the
// signed REST request. Appends p50/p99/max with date and machine to docs/benchmarks.md.
// Bounded: at most 5,000 connections, 200 rounds, 120 s; loopback only; stops by itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import Pusher from 'pusher';
import { WebSocket } from 'ws';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
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
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret' };
const CHANNEL = 'mall-bench';
const HOST = '127.0.0.1';
const LOAD_BEFORE = loadavg()[0] ?? 0;

function checkDeadline(): void {
  if (Date.now() > DEADLINE) throw new Error('Benchmark exceeded its 120 s bound');
}

async function startGatewayProcess(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'libs/server/realtime-gateway/src/cli.ts'), '--port', '0'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        REALTIME_APP_ID: APP.id,
        REALTIME_APP_KEY: APP.key,
        REALTIME_APP_SECRET: APP.secret,
        REALTIME_HOST: HOST,
        REDIS_URL: '',
      },
    },
  );
  const port = await new Promise<number>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('gateway did not start in 20 s')), 20_000);
    child.once('exit', (code) => fail(new Error(`gateway exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /listening on ws:\/\/[^:]+:(\d+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        ok(Number(match[1]));
      }
    });
  });
  return { child, port };
}

interface Client {
  ws: WebSocket;
  subscribed: Promise<void>;
}

function openClient(port: number, onEvent: (seq: number, at: number) => void): Client {
  const ws = new WebSocket(`ws://${HOST}:${port}/app/${APP.key}?protocol=7&client=bench`);
  const subscribed = new Promise<void>((ok, fail) => {
    ws.on('error', fail);
    ws.on('message', (raw) => {
      const at = performance.now();
      const message = JSON.parse(raw.toString()) as { event: string; data?: string };
      if (message.event === 'pusher:connection_established') {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        ok();
      } else if (message.event === 'bench') {
        onEvent((JSON.parse(message.data ?? '{}') as { seq: number }).seq, at);
      }
    });
  });
  return { ws, subscribed };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
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
      await sdk.trigger(CHANNEL, 'bench', { seq, text: 'x'.repeat(200) });
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
    const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(
      totalmem() / 2 ** 30,
    )} GiB, Node ${process.version}, ${process.platform}, load ${LOAD_BEFORE.toFixed(1)} before the run`;
    console.log(
      `${result.connections} connections × ${result.rounds} broadcasts: ${result.deliveries} deliveries, ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms ` +
        `(connect+subscribe ${(connectMs / 1000).toFixed(1)} s) — ${machine}`,
    );
    if (!values['no-write']) appendResult(result, machine);
  } finally {
    for (const c of clients) c.ws.terminate();
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
  const file = resolve(root, 'docs/benchmarks.md');
  const heading = '## Realtime';
  const tableHead = [
    '| Date (UTC) | Connections | Broadcasts | Deliveries | p50 ms | p99 ms | max ms | Machine |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const row = `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${r.connections} | ${r.rounds} | ${
    r.deliveries
  } | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${machine} |`;
  const section = [
    heading,
    '',
    'Broadcast latency of the embedded gateway (`npx tsx tools/bench/realtime/broadcast.ts`): N',
    'WebSocket clients on one public channel, events published one at a time through the `pusher`',
    'SDK; latency is from sending the REST trigger to arrival at each client, all on loopback.',
    'The clients run in one Node process, so p99 includes that process reading 1,000 frames; the',
    'machine is shared (2 cores, six engineers), so compare rows with a similar load only.',
    '',
    ...tableHead,
    row,
    '',
  ].join('\n');

  let text = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nOne section per area; each run appends a row.\n';
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) {
    text = `${text.replace(/\n*$/, '\n\n')}${section}`;
  } else {
    const next = text.indexOf('\n## ', start + heading.length + 1);
    const end = next === -1 ? text.length : next;
    const body = text.slice(start, end).replace(/\n*$/, '\n');
    text = `${text.slice(0, start)}${body}${row}\n${next === -1 ? '' : `${text.slice(next)}`}`;
  }
  writeFileSync(file, text);
  console.log(`appended to ${file}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
