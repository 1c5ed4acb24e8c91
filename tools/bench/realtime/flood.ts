// A WebSocket flood against the API's embedded gateway, with the gateway's connection limits
// lifted ("before": what the process did without them) and at their defaults ("after"), in one
// run (docs/realtime.md "Limits"):
//
//   npx tsx tools/bench/realtime/flood.ts [--sockets 6000] [--nofile 4096]
//
// The API runs as in production (tools/bench/api-process.ts) with REALTIME_GATEWAY=embedded and
// an open-file limit of --nofile (this script lowers its own soft limit, which the API
// inherits), so the incident — every descriptor taken by sockets, every request failing — is
// reproduced at a size this shared machine can afford. Processes of their own
// (libs/server/realtime-gateway/src/flood-client.ts, 3,000 sockets each) open --sockets
// WebSockets at once from 127.0.0.1 and hold them; meanwhile the demo member signs in every
// 200 ms. Prints the two rows of docs/benchmarks.md "Realtime flood".
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

import { localOrigin, localTenantByApp } from '@atrium/domain/local-tenants';
import { createDatabase } from '@atrium/server-db/database';
import { DEMO_MEMBER, seedDemoMembers } from '@atrium/server-db/seed/members';
import { TENANTS } from '@atrium/server-db/seed/tenants';

import { createBenchDatabase, freePort, startBenchApi, stopChild } from '../api-process';

const ORIGIN = localOrigin(localTenantByApp('beta'));

const root = resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '6000' },
    nofile: { type: 'string', default: '4096' },
  },
});
const SOCKETS = Number(values.sockets);
const NOFILE = Number(values.nofile);
const HOLD_MS = 3_000;
/** Sockets per flood process (each has the same open-file limit as the API). */
const PER_CLIENT = 3_000;
const PROBE_EVERY_MS = 200;

/**
 * This process's open-file limit lowered to NOFILE, soft and hard (Node raises its soft limit to
 * the hard one at start), for the API and the flood processes started after to inherit.
 */
function lowerOwnLimit(): void {
  execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${NOFILE}:${NOFILE}`]);
}

interface FloodReport {
  opened: number;
  refused: Record<string, number>;
  failed: number;
  ms: number;
}

interface Probe {
  at: number;
  status: number;
  ms: number;
}

interface Variant {
  name: string;
  env: Record<string, string>;
}

async function run(variant: Variant, databaseUrl: string) {
  const realtimePort = await freePort();
  const api = await startBenchApi({
    databaseUrl,
    logFile: resolve(tmpdir(), `atrium-flood-${variant.name}.log`),
    env: {
      REALTIME_GATEWAY: 'embedded',
      REALTIME_PORT: String(realtimePort),
      // The probe signs in five times a second from one address.
      AUTH_RATE_LIMIT: '100000',
      ...variant.env,
    },
  });
  const pid = api.child.pid!;
  const descriptors = () => readdirSync(`/proc/${pid}/fd`).length;
  // Each sign-in on a connection of its own, as a new visitor's would be: the API must accept it.
  const login = (): Promise<Probe> =>
    new Promise((done) => {
      const started = performance.now();
      const finish = (status: number) =>
        done({ at: started, status, ms: performance.now() - started });
      const body = JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
      const req = request(
        `${api.base}/v1/login`,
        {
          method: 'POST',
          agent: false,
          timeout: 5_000,
          headers: { origin: ORIGIN, 'content-type': 'application/json', connection: 'close' },
        },
        (res) => {
          res.resume();
          res.on('end', () => finish(res.statusCode ?? 0));
          res.on('error', () => finish(0));
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => finish(0));
      req.end(body);
    });
  let floods: ChildProcess[] = [];
  try {
    // The demo member (the API seeded the demo content on its first start).
    const handle = await createDatabase({ kind: 'postgres', url: databaseUrl });
    await seedDemoMembers(handle.db, TENANTS);
    await handle.close();
    const warm = await login();
    if (warm.status !== 200) throw new Error(`login before the flood answered ${warm.status}`);
    const descriptorsBefore = descriptors();
    const probes: Probe[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        probes.push(await login());
        await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
      }
    })();
    const started = performance.now();
    // Processes of PER_CLIENT sockets each: every one of them has the same open-file limit.
    floods = Array.from({ length: Math.ceil(SOCKETS / PER_CLIENT) }, (_, i) =>
      spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          resolve(root, 'libs/server/realtime-gateway/src/flood-client.ts'),
          `ws://127.0.0.1:${realtimePort}/app/atrium-key?protocol=7`,
          String(Math.min(PER_CLIENT, SOCKETS - i * PER_CLIENT)),
        ],
        { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
      ),
    );
    const reports = await Promise.all(
      floods.map(
        (flood) =>
          new Promise<FloodReport>((ok, fail) => {
            flood.once('exit', (code) => fail(new Error(`flood client exited with ${code}`)));
            createInterface({ input: flood.stdout! }).once('line', (line) => ok(JSON.parse(line)));
          }),
      ),
    );
    const report: FloodReport = {
      opened: reports.reduce((n, r) => n + r.opened, 0),
      refused: {},
      failed: reports.reduce((n, r) => n + r.failed, 0),
      ms: Math.max(...reports.map((r) => r.ms)),
    };
    for (const r of reports) {
      for (const [status, n] of Object.entries(r.refused)) {
        report.refused[status] = (report.refused[status] ?? 0) + n;
      }
    }
    await new Promise((r) => setTimeout(r, HOLD_MS));
    const descriptorsPeak = descriptors();
    await Promise.all(
      floods.map((flood) => {
        const exited = new Promise((r) => flood.once('exit', r));
        flood.stdin!.end();
        return exited;
      }),
    );
    const left = performance.now();
    await new Promise((r) => setTimeout(r, 2_000));
    probing = false;
    await prober;
    const during = probes.filter((p) => p.at >= started && p.at < left);
    const after = probes.filter((p) => p.at >= left);
    const failed = during.filter((p) => p.status !== 200);
    const statuses = (list: Probe[]) =>
      Object.entries(
        list.reduce<Record<number, number>>(
          (n, p) => ({ ...n, [p.status]: (n[p.status] ?? 0) + 1 }),
          {},
        ),
      )
        .map(([status, n]) => `${n}× ${status === '0' ? 'no answer' : status}`)
        .join(', ');
    return {
      variant: variant.name,
      report,
      descriptorsBefore,
      descriptorsPeak,
      during: statuses(during),
      failedMs:
        failed.length > 0
          ? Math.round(
              Math.max(...failed.map((p) => p.at + p.ms)) - Math.min(...failed.map((p) => p.at)),
            )
          : 0,
      maxMs: Math.round(Math.max(...during.map((p) => p.ms))),
      after: statuses(after),
    };
  } finally {
    for (const flood of floods) if (flood.exitCode === null) flood.kill('SIGKILL');
    await stopChild(api.child);
  }
}

lowerOwnLimit();
const loadBefore = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const results = [];
{
  const variants: Variant[] = [
    {
      name: 'before (limits lifted)',
      env: { REALTIME_MAX_CONNECTIONS: '1000000', REALTIME_MAX_CONNECTIONS_PER_IP: '1000000' },
    },
    { name: 'after (defaults)', env: {} },
  ];
  for (const variant of variants) {
    // A database each: production refuses to start on one that holds the demo member.
    const database = await createBenchDatabase('atrium_flood');
    try {
      results.push(await run(variant, database.url));
    } finally {
      await database.drop();
    }
    console.log(JSON.stringify(results.at(-1)));
  }
}
const loadAfter = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${cpus()[0]?.model.trim()} × ${cpus().length}`;
const rows = results.map(
  (r) =>
    `| ${date} | ${r.variant} | ${SOCKETS} | ${NOFILE} | ${r.report.opened} | ${
      Object.entries(r.report.refused)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ') || '–'
    }${r.report.failed ? `, ${r.report.failed} failed` : ''} | ${r.descriptorsBefore} → ${r.descriptorsPeak} | ${r.during} | ${
      r.failedMs ? `${(r.failedMs / 1000).toFixed(1)} s` : '–'
    } | ${r.maxMs} | ${r.after} |`,
);
console.log(`load ${loadBefore} → ${loadAfter}; ${machine}; Node ${process.version}`);
console.log(rows.join('\n'));
