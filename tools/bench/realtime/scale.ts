// The realtime gateway at scale (issue 23 item 6): broadcast latency and memory per idle socket
// at 10,000 connections, with one gateway and with two gateways joined over Redis.
//
//   npx tsx tools/bench/realtime/scale.ts [--connections 10000] [--processes 4] [--rounds 20]
//     [--topologies single,redis] [--deadline 240] [--no-write] [--profile DIR]
//     [--client-sched batch|normal] [--fanout-slice N] [--burst N]
//
// For each topology: starts the gateway process(es) (./gateway.ts: the CLI's configuration plus
// a Redis prefix of this run's own), then P client processes (./client.ts) that open N/P
// connections each with the official pusher-js client (one `Pusher` instance, so one WebSocket,
// per connection, 100 at a time per process), alternating between the gateways, all subscribed
// to one public channel; so no single client event loop sets the latency. Measures the time until
// every connection is subscribed, the VmRSS of the gateways and of the client processes before
// the connections and with every connection idle (KB per idle connection, gateway and client
// side), then R events sent one after another through the official `pusher` SDK to the first
// gateway; latency = the moment pusher-js hands the event to the connection's `bench` handler −
// the moment the trigger was sent, both on performance.timeOrigin + performance.now() of this one
// machine. Each gateway also reports, per
// fan-out, when it wrote the first and the last socket (./gateway.ts): "gateway done" = the last
// gateway's end of the loop − the moment the trigger was sent, i.e. every frame written, before
// any client read it. --burst N (2–10) sends each round as one `triggerBatch` of N events on the
// bench channel instead of one `trigger`: latency is then per event (each from the batch's
// sending), "gateway done" the end of the round's last fan-out, CPU per round.
// --profile DIR runs the gateways and the client processes with
// `node --cpu-prof --cpu-prof-dir DIR` (open the .cpuprofile files in Chrome DevTools or
// speedscope; the profiler slows everything, so such a run's numbers are not for the table).
// Appends one row per topology to docs/benchmarks.md ("Realtime at scale", its last table).
// --processes 4 by default: one process holds 2,500 pusher-js instances in under 200 MB of RSS
// (about 40 KB per connection, measured 2026-11-27), and more processes add no CPU on two cores.
// Bounded: ≤ 20,000 connections, ≤ 8 client processes, ≤ 200 rounds, the deadline (default
// 240 s, at most 600 s); loopback only (gateways on 127.0.0.1, Redis at 127.0.0.1:6379); every
// child is killed when this process exits.
import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

import Pusher from 'pusher';

import type { FromClient, ToClient } from './protocol';
import {
  APP,
  appendRows,
  BENCH_EVENT,
  CHANNEL,
  HOST,
  machineDescription,
  percentile,
  cpuMs,
  residentKb,
  root,
  startGatewayProcess,
  utcMinute,
} from './shared';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10000' },
    processes: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '20' },
    topologies: { type: 'string', default: 'single,redis' },
    deadline: { type: 'string', default: '240' },
    'no-write': { type: 'boolean', default: false },
    profile: { type: 'string' },
    'client-sched': { type: 'string', default: 'batch' },
    'fanout-slice': { type: 'string' },
    burst: { type: 'string', default: '1' },
  },
});
/**
 * How the client processes are scheduled. `batch` (SCHED_BATCH through chrt): a client woken by
 * a frame does not preempt the running gateway. With `normal` every write of the fan-out that
 * wakes a sleeping client process can switch the core to it: the gateway's loop is interrupted
 * and the client reads a frame or two per wake-up (perf: ~12% of the gateway's samples in
 * finish_task_switch, the loop's wall time twice its CPU time). Clients on other machines, as in
 * production, never preempt the gateway; batch is the closer model of that.
 */
const CLIENT_SCHED = values['client-sched'] === 'normal' ? 'normal' : 'batch';
if (!['batch', 'normal'].includes(values['client-sched'] ?? '')) {
  throw new Error('--client-sched: batch or normal');
}
/** The gateways' fanoutSliceSize (sockets per turn of their event loop); theirs by default. */
const FANOUT_SLICE = values['fanout-slice'] ? clampSlice(values['fanout-slice']) : undefined;
function clampSlice(value: string): number {
  const n = Math.floor(Number(value));
  if (!(n >= 1)) throw new Error('--fanout-slice: a whole number of sockets, at least 1');
  return Math.min(n, 100_000);
}
const PROFILE_ARGS = values.profile
  ? ['--cpu-prof', '--cpu-prof-dir', resolve(values.profile)]
  : [];
const clamp = (value: string | undefined, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.floor(Number(value)) || min));
const CONNECTIONS = clamp(values.connections, 1, 20_000);
const PROCESSES = Math.min(CONNECTIONS, clamp(values.processes, 1, 8));
const ROUNDS = clamp(values.rounds, 1, 200);
/** Events per round, sent in one triggerBatch (Pusher allows 10 per batch). */
const BURST = clamp(values.burst, 1, 10);
const DEADLINE_S = clamp(values.deadline, 30, 600);
const DEADLINE = Date.now() + DEADLINE_S * 1000;
const TOPOLOGIES = {
  single: { label: '1 gateway', gateways: 1 },
  redis: { label: '2 gateways over Redis', gateways: 2 },
} as const;
type Topology = keyof typeof TOPOLOGIES;
const topologies = (values.topologies ?? '').split(',').map((t) => {
  if (!(t in TOPOLOGIES)) throw new Error(`--topologies: unknown "${t}" (single, redis)`);
  return t as Topology;
});
const REDIS_URL = 'redis://127.0.0.1:6379';
/** Time the sockets sit idle before the gateways' memory is read. */
const IDLE_MS = 3_000;
const LOAD_BEFORE = loadavg()[0] ?? 0;
const clock = () => performance.timeOrigin + performance.now();

// Every child of this process, killed however it ends (deadline, error, Ctrl-C).
const children = new Set<ChildProcess>();
function killChildren(signal: NodeJS.Signals): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}
process.on('exit', () => killChildren('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
setTimeout(
  () => {
    console.error(`scale.ts: deadline of ${DEADLINE_S} s passed; stopping`);
    process.exit(1);
  },
  DEADLINE_S * 1000 + 5_000,
).unref();

// Waiting on the client processes: every IPC message or child exit re-checks the waiters.
let fatal: Error | null = null;
const waiters = new Set<() => void>();
const notify = () => {
  for (const check of [...waiters]) check();
};
function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(
      () => done(new Error(`${what}: not within ${(timeoutMs / 1000).toFixed(0)} s`)),
      Math.max(0, Math.min(timeoutMs, DEADLINE - Date.now())),
    );
    function done(error?: Error): void {
      clearTimeout(timer);
      waiters.delete(check);
      if (error) fail(error);
      else ok();
    }
    function check(): void {
      if (fatal) done(fatal);
      else if (condition()) done();
    }
    waiters.add(check);
    check();
  });
}

interface ClientProcess {
  child: ChildProcess;
  ready: boolean;
  subscribed: boolean;
  rounds: Set<number>;
  arrivals: [number, number[]][] | null;
}

function startClient(ports: number[], count: number, offset: number): ClientProcess {
  const args = [
    ...PROFILE_ARGS,
    '--import',
    'tsx',
    resolve(root, 'tools/bench/realtime/client.ts'),
    '--ports',
    ports.join(','),
    '--count',
    String(count),
    '--offset',
    String(offset),
  ];
  // chrt execs node in place: the child's pid is the client's (CPU accounting reads it).
  const child =
    CLIENT_SCHED === 'batch'
      ? spawn('chrt', ['--batch', '0', process.execPath, ...args], {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        })
      : spawn(process.execPath, args, {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
  children.add(child);
  const client: ClientProcess = {
    child,
    ready: false,
    subscribed: false,
    rounds: new Set(),
    arrivals: null,
  };
  child.on('message', (message: FromClient) => {
    if (message.type === 'ready') client.ready = true;
    else if (message.type === 'subscribed') client.subscribed = true;
    else if (message.type === 'round') client.rounds.add(message.seq);
    else if (message.type === 'arrivals') client.arrivals = message.arrivals;
    else fatal ??= new Error(`client process ${child.pid}: ${message.message}`);
    notify();
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (client.arrivals === null) {
      fatal ??= new Error(`client process ${child.pid} exited (${code ?? signal}) too early`);
    }
    notify();
  });
  return client;
}

const tell = (clients: ClientProcess[], message: ToClient) => {
  for (const c of clients) c.child.send(message);
};

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill(signal);
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.delete(child);
}

/** One gateway's fan-out of one event: its loop over the channel's sockets, wall clock ms. */
interface Fanout {
  start: number;
  end: number;
  /** Events written together (a gateway that merges queued events); 1 when not reported. */
  events: number;
}

interface Result {
  topology: Topology;
  connectMs: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
  /** Per round: the last gateway's end of its fan-out loop − the trigger sent. */
  gatewayDone: number[];
  /** Per round and gateway: how long the fan-out loop took. */
  loopMs: number[];
  /** Per round: the last gateway's start of its fan-out − the first's (0 with one gateway). */
  startSpread: number[];
  /** CPU ms per broadcast (user, system) of all gateways and of all client processes. */
  cpu: Record<'gateways' | 'clients', { user: number; sys: number }>;
  rssBeforeKb: number;
  rssIdleKb: number;
  /** The client processes' VmRSS, summed, before the connections and idle; the largest idle. */
  clientRssBeforeKb: number;
  clientRssIdleKb: number;
  clientRssMaxKb: number;
}

async function run(topology: Topology): Promise<Result> {
  const { gateways: gatewayCount } = TOPOLOGIES[topology];
  const prefix = `bench-scale-${process.pid}-${Date.now()}`;
  const gateways: { child: ChildProcess; port: number; fanouts: Fanout[] }[] = [];
  let clients: ClientProcess[] = [];
  fatal = null;
  try {
    for (let i = 0; i < gatewayCount; i++) {
      const gateway = await startGatewayProcess({
        script: resolve(root, 'tools/bench/realtime/gateway.ts'),
        env: {
          ...(gatewayCount > 1 ? { REDIS_URL, BENCH_REDIS_PREFIX: prefix } : {}),
          ...(FANOUT_SLICE ? { BENCH_FANOUT_SLICE: String(FANOUT_SLICE) } : {}),
        },
        execArgv: PROFILE_ARGS,
      });
      children.add(gateway.child);
      const fanouts: Fanout[] = [];
      gateway.child.on('message', (message: Partial<Fanout> & { type: string }) => {
        if (message.type === 'fanout') {
          fanouts.push({ start: message.start!, end: message.end!, events: message.events ?? 1 });
        }
        notify();
      });
      gateways.push({ ...gateway, fanouts });
    }
    const ports = gateways.map((g) => g.port);

    let offset = 0;
    clients = Array.from({ length: PROCESSES }, (_, i) => {
      const count = Math.floor(CONNECTIONS / PROCESSES) + (i < CONNECTIONS % PROCESSES ? 1 : 0);
      const client = startClient(ports, count, offset);
      offset += count;
      return client;
    });
    await until(() => clients.every((c) => c.ready), 30_000, 'client processes starting');
    await sleep(1_000);
    const rssBefore = gateways.map((g) => residentKb(g.child.pid!));
    const clientRssBefore = clients.map((c) => residentKb(c.child.pid!));

    const connectStarted = clock();
    tell(clients, { type: 'connect' });
    await until(
      () => clients.every((c) => c.subscribed),
      DEADLINE - Date.now(),
      `${CONNECTIONS} sockets subscribing`,
    );
    const connectMs = clock() - connectStarted;

    const sdk = new Pusher({
      appId: APP.id,
      key: APP.key,
      secret: APP.secret,
      host: HOST,
      port: String(ports[0]),
      useTLS: false,
    });
    // Over Redis the first gateway counts the cluster's subscriptions (once every gateway told it).
    let count = 0;
    for (const started = Date.now(); Date.now() - started < 15_000; await sleep(200)) {
      const info = (await (
        await sdk.get({ path: `/channels/${CHANNEL}`, params: { info: 'subscription_count' } })
      ).json()) as { subscription_count: number };
      count = info.subscription_count;
      if (count === CONNECTIONS) break;
    }
    if (count !== CONNECTIONS) {
      throw new Error(`expected ${CONNECTIONS} subscriptions, the gateway counts ${count}`);
    }

    await sleep(IDLE_MS);
    const rssIdle = gateways.map((g) => residentKb(g.child.pid!));
    const clientRssIdle = clients.map((c) => residentKb(c.child.pid!));

    /** seq → when its round's trigger was sent; and per round. */
    const sentAt = new Map<number, number>();
    const roundSent: number[] = [];
    for (const g of gateways) g.fanouts.length = 0;
    const cpuOf = (pids: number[]) =>
      pids.map(cpuMs).reduce((a, b) => ({ user: a.user + b.user, sys: a.sys + b.sys }));
    const gatewayPids = gateways.map((g) => g.child.pid!);
    const clientPids = clients.map((c) => c.child.pid!);
    const cpuBefore = { gateways: cpuOf(gatewayPids), clients: cpuOf(clientPids) };
    const text = 'x'.repeat(200);
    for (let round = 1; round <= ROUNDS; round++) {
      const seqs = Array.from({ length: BURST }, (_, i) => (round - 1) * BURST + i + 1);
      const sent = clock();
      roundSent.push(sent);
      for (const seq of seqs) sentAt.set(seq, sent);
      if (BURST === 1) {
        await sdk.trigger(CHANNEL, BENCH_EVENT, { seq: seqs[0], text });
      } else {
        await sdk.triggerBatch(
          seqs.map((seq) => ({ channel: CHANNEL, name: BENCH_EVENT, data: { seq, text } })),
        );
      }
      await until(
        () => clients.every((c) => seqs.every((seq) => c.rounds.has(seq))),
        10_000,
        `round ${round}: delivery to every socket`,
      );
      await sleep(50);
    }

    const cpuAfter = { gateways: cpuOf(gatewayPids), clients: cpuOf(clientPids) };
    const perRound = (key: 'gateways' | 'clients') => ({
      user: (cpuAfter[key].user - cpuBefore[key].user) / ROUNDS,
      sys: (cpuAfter[key].sys - cpuBefore[key].sys) / ROUNDS,
    });
    const cpu = { gateways: perRound('gateways'), clients: perRound('clients') };
    const eventsOf = (fanouts: Fanout[]) => fanouts.reduce((n, f) => n + f.events, 0);
    await until(
      () => gateways.every((g) => eventsOf(g.fanouts) === ROUNDS * BURST),
      10_000,
      'fan-out times from the gateways',
    );
    // Each gateway's fan-outs per round, in order: a round's BURST events (rounds never overlap,
    // so a merged fan-out never spans two).
    const byRound = gateways.map((g) => {
      const rounds: Fanout[][] = Array.from({ length: ROUNDS }, () => []);
      let events = 0;
      for (const f of g.fanouts) {
        rounds[Math.floor(events / BURST)]!.push(f);
        events += f.events;
      }
      return rounds;
    });
    const lastEnd = (fs: Fanout[]) => Math.max(...fs.map((f) => f.end));
    const firstStart = (fs: Fanout[]) => Math.min(...fs.map((f) => f.start));
    const gatewayDone = roundSent.map(
      (sent, r) => Math.max(...byRound.map((rounds) => lastEnd(rounds[r]!))) - sent,
    );
    // A round on one gateway: from its first fan-out's start to its last one's end.
    const loopMs = byRound.flatMap((rounds) => rounds.map((fs) => lastEnd(fs) - firstStart(fs)));
    // With two gateways: how much later the last one began its fan-out than the first.
    const startSpread = roundSent.map((_, r) => {
      const starts = byRound.map((rounds) => firstStart(rounds[r]!));
      return Math.max(...starts) - Math.min(...starts);
    });

    tell(clients, { type: 'report' });
    await until(() => clients.every((c) => c.arrivals !== null), 30_000, 'arrival times');
    const latencies: number[] = [];
    for (const c of clients) {
      for (const [seq, times] of c.arrivals!) {
        const sent = sentAt.get(seq)!;
        for (const at of times) latencies.push(at - sent);
      }
    }
    latencies.sort((a, b) => a - b);
    const sum = (kb: number[]) => kb.reduce((a, b) => a + b, 0);
    return {
      topology,
      connectMs,
      deliveries: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? NaN,
      gatewayDone,
      loopMs,
      startSpread,
      cpu,
      rssBeforeKb: sum(rssBefore),
      rssIdleKb: sum(rssIdle),
      clientRssBeforeKb: sum(clientRssBefore),
      clientRssIdleKb: sum(clientRssIdle),
      clientRssMaxKb: Math.max(...clientRssIdle),
    };
  } finally {
    for (const c of clients) {
      if (c.child.connected) c.child.send({ type: 'close' } satisfies ToClient);
    }
    await Promise.all(clients.map((c) => stop(c.child, 'SIGTERM')));
    await Promise.all(gateways.map((g) => stop(g.child, 'SIGTERM')));
  }
}

/** Percentile p of unsorted values, one decimal. */
const stat = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  ).toFixed(1);

/** The gateway code measured: HEAD, marked when libs/server/realtime-gateway has local changes. */
const COMMIT = (() => {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
  const head = git('rev-parse', '--short', 'HEAD') || 'unknown';
  return git('status', '--porcelain', '--', 'libs/server/realtime-gateway') ? `${head}+` : head;
})();

const cpuCell = (cpu: { user: number; sys: number }) =>
  `${cpu.user.toFixed(0)} + ${cpu.sys.toFixed(0)}`;

/** The clients, as the rows name them. */
const CLIENTS = 'pusher-js';

function row(r: Result, machine: string): string {
  const kbPerConnection = (r.rssIdleKb - r.rssBeforeKb) / CONNECTIONS;
  const clientKbPerConnection = (r.clientRssIdleKb - r.clientRssBeforeKb) / CONNECTIONS;
  return [
    '',
    utcMinute(),
    TOPOLOGIES[r.topology].label,
    CONNECTIONS,
    `${PROCESSES} ${CLIENTS} (${CLIENT_SCHED})`,
    BURST === 1 ? ROUNDS : `${ROUNDS} × ${BURST}`,
    r.deliveries,
    (r.connectMs / 1000).toFixed(1),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    `${stat(r.gatewayDone, 50)} / ${stat(r.gatewayDone, 100)}`,
    `${stat(r.loopMs, 50)} / ${stat(r.loopMs, 100)}`,
    cpuCell(r.cpu.gateways),
    cpuCell(r.cpu.clients),
    `${(r.rssBeforeKb / 1024).toFixed(0)} → ${(r.rssIdleKb / 1024).toFixed(0)}`,
    kbPerConnection.toFixed(1),
    clientKbPerConnection.toFixed(1),
    COMMIT,
    machine,
    '',
  ]
    .join(' | ')
    .trim();
}

async function main(): Promise<void> {
  const machine = machineDescription(LOAD_BEFORE);
  const rows: string[] = [];
  for (const topology of topologies) {
    const r = await run(topology);
    console.log(
      `${TOPOLOGIES[topology].label}: ${CONNECTIONS} ${CLIENTS} connections in ${PROCESSES} processes, connect+subscribe ` +
        `${(r.connectMs / 1000).toFixed(1)} s; ${ROUNDS} broadcasts${BURST === 1 ? '' : ` of ${BURST} events (triggerBatch)`}, ${r.deliveries} deliveries, ` +
        `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms; gateway done ` +
        `p50 ${stat(r.gatewayDone, 50)} / max ${stat(r.gatewayDone, 100)} ms after the trigger, fan-out loop ` +
        `p50 ${stat(r.loopMs, 50)} / max ${stat(r.loopMs, 100)} ms` +
        (TOPOLOGIES[topology].gateways > 1
          ? `, second gateway began p50 ${stat(r.startSpread, 50)} ms after the first`
          : '') +
        `; CPU ms per broadcast (user + sys) ` +
        `gateways ${cpuCell(r.cpu.gateways)}, clients ${cpuCell(r.cpu.clients)}; gateway RSS ` +
        `${(r.rssBeforeKb / 1024).toFixed(0)} → ${(r.rssIdleKb / 1024).toFixed(0)} MB ` +
        `(${((r.rssIdleKb - r.rssBeforeKb) / CONNECTIONS).toFixed(1)} KB per idle connection); client RSS ` +
        `${(r.clientRssBeforeKb / 1024).toFixed(0)} → ${(r.clientRssIdleKb / 1024).toFixed(0)} MB, largest process ` +
        `${(r.clientRssMaxKb / 1024).toFixed(0)} MB (${((r.clientRssIdleKb - r.clientRssBeforeKb) / CONNECTIONS).toFixed(1)} KB per connection)`,
    );
    rows.push(row(r, machine));
  }
  console.log(`— ${machine}`);
  if (values['no-write']) return;
  appendRows({
    heading: '## Realtime at scale',
    before: '## Loyalty',
    intro: [
      'The gateway at 10,000 connections (`npx tsx tools/bench/realtime/scale.ts [--connections',
      '10000] [--processes 4] [--rounds 20]`). The connections are opened by P client processes',
      '(`tools/bench/realtime/client.ts`, N/P each) with the official pusher-js client, one `Pusher`',
      'instance (one WebSocket) per connection, all on one public channel, so no single client event',
      'loop sets the latency. Two topologies per run: one gateway process; two gateway processes',
      'joined over Redis (127.0.0.1:6379, a prefix of its own per run), the connections alternating',
      'between them and the events triggered on the first. Connect s: from telling the clients to',
      'connect until every connection has `pusher:subscription_succeeded`. Latency: from sending the',
      "REST trigger (`pusher` SDK) until pusher-js calls the connection's `bench` handler, both",
      'stamped with `performance.timeOrigin + performance.now()` on this one machine. KB per idle',
      "connection: growth of the gateways' VmRSS (`/proc/<pid>/status`) from before the connections",
      "to 3 s after the last subscription, over N; client KB the same for the client processes'.",
      'Targets (issue 23): p99 ≤ 100 ms at 10,000 sockets on this 2-core machine; ≤ 20 KB of gateway',
      'memory per idle connection. Gateways, client processes and Redis share the two cores, and so',
      'do the other engineers: compare rows of one run.',
    ],
    tableHead: [
      '| Date (UTC) | Topology | Connections | Client processes | Broadcasts | Deliveries | Connect s | p50 ms | p99 ms | max ms | Gateway done ms | Fan-out loop ms | Gateway CPU ms | Client CPU ms | Gateway RSS MB before → idle | KB per idle connection | Client KB per connection | Commit | Machine |',
      '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | --- | ---: | ---: | ---: | --- | --- |',
    ],
    rows,
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
