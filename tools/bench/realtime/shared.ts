// Pieces shared by the realtime benchmarks (broadcast.ts, scale.ts and its client processes):
// the bench app and channel, starting a gateway process, a pusher-js client per connection,
// percentiles, the machine line and appending rows to a table in docs/benchmarks.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import Pusher from 'pusher-js';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret' } as const;
export const CHANNEL = 'mall-bench';
export const HOST = '127.0.0.1';
export const BENCH_EVENT = 'bench';

/**
 * Starts a gateway as its own Node process (`node --import tsx <script>`) on a free loopback port
 * and resolves once it prints `listening on ws://HOST:PORT`. The child has an IPC channel, so a
 * script that listens for `disconnect` can exit when the benchmark dies. `execArgv` goes before
 * the script (e.g. `--cpu-prof`, which NODE_OPTIONS does not allow).
 */
export async function startGatewayProcess(
  options: { script?: string; env?: Record<string, string>; execArgv?: string[] } = {},
): Promise<{ child: ChildProcess; port: number }> {
  const script = options.script ?? resolve(root, 'libs/server/realtime-gateway/src/cli.ts');
  const args = [...(options.execArgv ?? []), '--import', 'tsx', script, '--port', '0'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: {
      ...process.env,
      REALTIME_APP_ID: APP.id,
      REALTIME_APP_KEY: APP.key,
      REALTIME_APP_SECRET: APP.secret,
      REALTIME_HOST: HOST,
      REDIS_URL: '',
      // Every client of a benchmark is on 127.0.0.1, and it opens more sockets than a process's
      // default share of descriptors (docs/realtime.md "Limits").
      REALTIME_MAX_CONNECTIONS: '1000000',
      REALTIME_MAX_CONNECTIONS_PER_IP: '1000000',
      ...options.env,
    },
  });
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

export interface Client {
  pusher: Pusher;
  /** Resolves on `pusher:subscription_succeeded` for CHANNEL; rejects if pusher-js gives up. */
  subscribed: Promise<void>;
}

/**
 * One official pusher-js client (its node build: faye-websocket underneath) with a socket of its
 * own to the gateway on `port`, subscribed to CHANNEL, calling `onEvent(seq, now())` whenever its
 * `bench` handler runs, i.e. once pusher-js has read the frame, parsed the message and its data
 * and dispatched the event, as an application would see it. WebSocket transport only, no TLS,
 * no stats; activityTimeout and pongTimeout stay pusher-js's defaults (120 s and 30 s, the
 * gateway's activity_timeout is 120 s too), which a benchmark run never reaches while events flow.
 */
export function openClient(
  port: number,
  onEvent: (seq: number, at: number) => void,
  now: () => number = () => performance.now(),
): Client {
  const pusher = new Pusher(APP.key, {
    cluster: 'bench',
    wsHost: HOST,
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
  });
  const channel = pusher.subscribe(CHANNEL);
  channel.bind(BENCH_EVENT, (data: { seq: number }) => onEvent(data.seq, now()));
  const subscribed = new Promise<void>((ok, fail) => {
    channel.bind('pusher:subscription_succeeded', () => ok());
    channel.bind('pusher:subscription_error', (error: unknown) =>
      fail(new Error(`subscription_error ${JSON.stringify(error)}`)),
    );
    pusher.connection.bind('state_change', ({ current }: { current: string }) => {
      if (current === 'failed' || current === 'disconnected') {
        fail(new Error(`pusher-js connection ${current} before subscribing`));
      }
    });
  });
  return { pusher, subscribed };
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** CPU model, cores, memory, Node version, platform and the 1-minute load average given. */
export function machineDescription(loadBefore: number): string {
  return `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(
    totalmem() / 2 ** 30,
  )} GiB, Node ${process.version}, ${process.platform}, load ${loadBefore.toFixed(1)} before the run`;
}

/** `YYYY-MM-DD HH:MM` in UTC. */
export function utcMinute(date = new Date()): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** Resident memory of a process in KiB (VmRSS from /proc/<pid>/status). */
export function residentKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/**
 * CPU time a process has used so far, user and system (kernel) in ms: utime and stime of
 * /proc/<pid>/stat, in clock ticks (USER_HZ, 100 on Linux), so 10 ms resolution.
 */
export function cpuMs(pid: number): { user: number; sys: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 (state) on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * 10, sys: Number(fields[12]) * 10 };
}

/**
 * Adds rows to the table of a `## heading` section of docs/benchmarks.md, right after the
 * table's last row, so notes written below the table stay below it. A missing section is
 * created at the end of the file (or before `before`, another section's heading) with
 * `intro` and `tableHead`.
 */
export function appendRows(section: {
  heading: string;
  intro: string[];
  tableHead: string[];
  rows: string[];
  before?: string;
}): void {
  const file = resolve(root, 'docs/benchmarks.md');
  let text = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nOne section per area; each run appends a row.\n';
  const start = text.indexOf(`\n${section.heading}\n`);
  if (start === -1) {
    const block = [
      section.heading,
      '',
      ...section.intro,
      '',
      ...section.tableHead,
      ...section.rows,
    ];
    const at = section.before ? text.indexOf(`\n${section.before}\n`) : -1;
    text =
      at === -1
        ? `${text.replace(/\n*$/, '\n\n')}${block.join('\n')}\n`
        : `${text.slice(0, at + 1)}${block.join('\n')}\n\n${text.slice(at + 1)}`;
  } else {
    const next = text.indexOf('\n## ', start + section.heading.length + 1);
    const end = next === -1 ? text.length : next;
    const lines = text.slice(start + 1, end).split('\n');
    let last = -1;
    lines.forEach((line, i) => {
      if (line.startsWith('|')) last = i;
    });
    if (last === -1) {
      while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
      lines.push('', ...section.tableHead, ...section.rows, '');
    } else {
      lines.splice(last + 1, 0, ...section.rows);
    }
    text = `${text.slice(0, start + 1)}${lines.join('\n')}${text.slice(end)}`;
  }
  writeFileSync(file, text);
  console.log(`appended to ${file} (${section.heading})`);
}
