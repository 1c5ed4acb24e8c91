// API throughput on PostgreSQL beside a bare node:http server sending the same bytes.
//
//   npx tsx tools/bench/api/run.ts [--duration 10] [--connections 50] [--only companies,events]
//                                  [--profile] [--keep] [--no-write]
//
// 1. Creates a fresh database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// 2. Starts the API as in production (`node --import tsx apps/api/src/main.ts`, NODE_ENV=production,
//    default log level, logs to tmp/bench-api/api.log) on a free port; it migrates and seeds.
// 3. Adds the demo member (seedDemoMembers) and logs it in on beta for the member path.
// 4. Records each path's answer and starts tools/bench/api/bare-server.mjs with those bytes.
// 5. For each path, after a warm-up: D/2 alternating 2-second rounds of autocannon on the API and
//    on the bare server (C connections), so load changes on the shared machine hit both alike;
//    requests/s over all rounds, median of the rounds' p50/p99, ratio to bare.
// --profile starts the API with --cpu-prof (profiles in tmp/bench-api/prof, written on exit).
// Writes the "API throughput" section of docs/benchmarks.md with date and machine, then drops the
// database and stops both servers.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { localOrigin, localTenantByApp } from '@atrium/domain/local-tenants';
import { createDatabase } from '@atrium/server-db/database';
import { DEMO_MEMBER, seedDemoMembers } from '@atrium/server-db/seed/members';
import { TENANTS } from '@atrium/server-db/seed/tenants';
import autocannon from 'autocannon';

// @ts-expect-error plain ESM helper without types
import { replaceSection } from '../report.mjs';
import { createBenchDatabase, startBenchApi, stopChild } from '../api-process';

const root = resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    profile: { type: 'boolean', default: false },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ORIGIN = localOrigin(localTenantByApp('beta'));
const TARGET_P99_MS = 20;
const TARGET_RATIO = 0.5;

const work = resolve(root, 'tmp/bench-api');
mkdirSync(work, { recursive: true });

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

function cannon(url: string, headers: Record<string, string>, duration: number): Promise<Result> {
  return new Promise((ok, fail) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers, pipelining: 1 },
      (err: Error | null, r: autocannon.Result) => {
        if (err) return fail(err);
        ok({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts,
          non2xx: r.non2xx,
          requests: r.requests.total,
        });
      },
    );
  });
}

const ROUNDS = Math.max(1, Math.round(DURATION / 2));
const median = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)]!;
/** Rounds → one result: requests/s over all rounds, median of the rounds' p50 and p99. */
function combine(rounds: Result[]): Result {
  return {
    rps: rounds.reduce((n, r) => n + r.rps, 0) / rounds.length,
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    requests: rounds.reduce((n, r) => n + r.requests, 0),
  };
}

const database = await createBenchDatabase('atrium_bench_api');

let api: ChildProcess | undefined;
let bare: ChildProcess | undefined;
try {
  const started = await startBenchApi({
    databaseUrl: database.url,
    logFile: resolve(work, 'api.log'),
    ...(args.profile ? { profileDir: resolve(work, 'prof') } : {}),
  });
  api = started.child;
  const apiBase = started.base;

  // The demo member on every tenant, then a token for beta.
  const handle = await createDatabase({ kind: 'postgres', url: database.url });
  await seedDemoMembers(handle.db, TENANTS);
  await handle.close();
  const login = await fetch(`${apiBase}/v1/login`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  });
  if (!login.ok) throw new Error(`login ${login.status}: ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const targets = [
    { name: 'settings (cached)', path: '/v1/settings-web-app/web', member: false },
    { name: 'malls (cached)', path: '/v1/malls', member: false },
    { name: 'companies (list, page 1)', path: '/v1/companies', member: false },
    { name: 'events (list, page 1)', path: '/v1/events', member: false },
    { name: 'member profile', path: '/v1/me/profile', member: true },
  ];
  if (args.only) {
    const wanted = args.only.split(',');
    targets.splice(
      0,
      targets.length,
      ...targets.filter((t) => wanted.some((w) => t.path.includes(w))),
    );
  }
  const headersFor = (member: boolean): Record<string, string> => ({
    origin: ORIGIN,
    ...(member ? { authorization: `Bearer ${token}` } : {}),
  });

  const recorded = [];
  for (const t of targets) {
    const res = await fetch(`${apiBase}${t.path}`, { headers: headersFor(t.member) });
    const body = await res.text();
    if (!res.ok) throw new Error(`${t.path} ${res.status}: ${body.slice(0, 200)}`);
    recorded.push({
      path: t.path,
      status: res.status,
      type: res.headers.get('content-type') ?? 'application/json',
      body,
    });
  }
  const recordedFile = resolve(work, 'recorded.json');
  writeFileSync(recordedFile, JSON.stringify(recorded));
  const bareChild = spawn(
    process.execPath,
    [resolve(import.meta.dirname, 'bare-server.mjs'), recordedFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  bare = bareChild;
  const barePort = await new Promise<number>((ok, fail) => {
    bareChild.stdout!.on('data', (chunk: Buffer) => {
      const m = /port=(\d+)/.exec(chunk.toString());
      if (m) ok(Number(m[1]));
    });
    bareChild.once('exit', (code) => fail(new Error(`bare server exited ${code}`)));
  });
  const bareBase = `http://127.0.0.1:${barePort}`;

  const loadBefore = loadavg()[0]!.toFixed(1);
  const rows = [];
  for (const [i, t] of targets.entries()) {
    const h = headersFor(t.member);
    const bytes = Buffer.byteLength(recorded[i]!.body);
    await cannon(`${apiBase}${t.path}`, h, 2); // warm-up (JIT, caches, pool)
    await cannon(`${bareBase}${t.path}`, h, 1);
    // Alternating rounds, so a change in the machine's load hits both servers alike.
    const apiRounds: Result[] = [];
    const bareRounds: Result[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      apiRounds.push(await cannon(`${apiBase}${t.path}`, h, DURATION / ROUNDS));
      bareRounds.push(await cannon(`${bareBase}${t.path}`, h, DURATION / ROUNDS));
    }
    const a = combine(apiRounds);
    const b = combine(bareRounds);
    const ratio = a.rps / b.rps;
    const row = { ...t, bytes, api: a, bare: b, ratio };
    rows.push(row);
    console.log(
      `${t.name.padEnd(26)} ${String(bytes).padStart(7)} B  API ${a.rps.toFixed(0).padStart(6)} req/s p50 ${a.p50} p99 ${a.p99} ms` +
        ` (errors ${a.errors}, non-2xx ${a.non2xx})  bare ${b.rps.toFixed(0).padStart(6)} req/s p99 ${b.p99} ms  ratio ${ratio.toFixed(2)}`,
    );
  }
  const loadAfter = loadavg()[0]!.toFixed(1);

  if (!args['no-write']) {
    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${database.serverVersion}`;
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const body = [
      `\`npx tsx tools/bench/api/run.ts\`: the API as in production (NODE_ENV=production, default log level to a file) on a fresh seeded PostgreSQL database, and a bare \`node:http\` server (tools/bench/api/bare-server.mjs) answering the same bytes, each its own process, driven by autocannon from a third process on loopback: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION / ROUNDS} s on each server after a warm-up (requests/s over all rounds, p50/p99 the median of the rounds'), tenant beta by Origin. Targets: p99 ≤ ${TARGET_P99_MS} ms; cached public lists ≥ ${TARGET_RATIO} × the bare server's requests/s. The machine is shared (2 cores, six engineers), so compare rows of one run only; the load average is noted.`,
      '',
      `Run ${when} UTC on ${machine}; load average ${loadBefore} before, ${loadAfter} after.`,
      '',
      '| path | body B | API req/s | API p50 ms | API p99 ms | bare req/s | bare p99 ms | API / bare | p99 ≤ 20 ms | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} \`${r.path}\` | ${r.bytes} | ${r.api.rps.toFixed(0)} | ${r.api.p50} | ${r.api.p99} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${r.ratio.toFixed(2)} | ${r.api.p99 <= TARGET_P99_MS ? 'yes' : 'no'} | ${r.api.errors + r.api.non2xx} |`,
      ),
    ].join('\n');
    await replaceSection(resolve(root, 'docs/benchmarks.md'), 'API throughput', body);
  }
} finally {
  await stopChild(bare);
  await stopChild(api);
  if (args.keep) {
    console.log(`kept database ${database.name}`);
    await database.keep();
  } else await database.drop();
}
