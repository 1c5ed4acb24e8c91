// Loyalty throughput on PostgreSQL: receipt approvals and reward activations per second.
//
//   npx tsx tools/bench/loyalty/run.ts [--approvals 2000] [--activations 2000] [--concurrency 16]
//                                      [--pool 10] [--no-write]
//
// Creates a fresh database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// starts the API on it as in production (its own process, tools/bench/api-process.ts; it migrates
// and seeds), signs 200 members in through POST /v1/login and drives it over HTTP with C requests
// in flight, so every request runs the full pipeline (tenant, auth or admin key, validation,
// transaction with row locks, ledger, badges, realtime logging) on a real connection pool:
//   1. approvals: N pending receipts of 200 members, approved through
//      POST /v1/admin/receipts/:id/approve with C requests in flight;
//   2. activations: 200 members with plenty of points activate one reward (stock 1,000,000)
//      through POST /v1/customer-rewards, C in flight (hot reward row, many member rows).
// Checks afterwards that every cached balance equals its ledger sum, then drops the database and
// appends a row with date and machine to the "Loyalty" section of docs/benchmarks.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { localOrigin, localTenantByApp } from '@atrium/domain/local-tenants';
import { createDatabase } from '@atrium/server-db/database';
import { companies, rewards } from '@atrium/server-db/schema';
import { customers } from '@atrium/server-db/schema/accounts';
import {
  customerBalances,
  pointsEntries,
  receipts,
  rewardTerms,
} from '@atrium/server-db/schema/loyalty';
import { DEMO_MEMBER } from '@atrium/server-db/seed/members';
import { and, eq, sql } from 'drizzle-orm';

import { type BenchApi, createBenchDatabase, startBenchApi, stopChild } from '../api-process';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({
  options: {
    approvals: { type: 'string', default: '2000' },
    activations: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    pool: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
  },
});
const APPROVALS = Math.min(20_000, Number(values.approvals));
const ACTIVATIONS = Math.min(20_000, Number(values.activations));
const CONCURRENCY = Math.min(256, Number(values.concurrency));
const POOL = Math.min(50, Number(values.pool));
const MEMBERS = 200;
// 32 characters or more: what a production start requires of the staff key (docs/api.md).
const ADMIN_KEY = 'bench-admin-key-0123456789abcdefghij';
const LOAD_BEFORE = loadavg()[0] ?? 0;
const ORIGIN = localOrigin(localTenantByApp('beta'));

async function pool<T>(items: T[], c: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(c, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

async function main() {
  const database = await createBenchDatabase('atrium_bench_loyalty');
  const work = resolve(root, 'tmp/bench-loyalty');
  mkdirSync(work, { recursive: true });
  let api: BenchApi | undefined;
  const handle = await createDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
  try {
    api = await startBenchApi({
      databaseUrl: database.url,
      logFile: resolve(work, 'api.log'),
      env: {
        DATABASE_POOL_SIZE: String(POOL),
        ADMIN_KEY,
        LOYALTY_EXPIRY_INTERVAL_MINUTES: '0',
        // 200 sign-ins from one address in a few seconds.
        AUTH_RATE_LIMIT: String(MEMBERS * 10),
      },
    });
    const base = api.base;
    const db = handle.db;
    const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    // Members (the demo member's password hash: no argon2 at setup), signed in over HTTP.
    const created = await db
      .insert(customers)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => ({
          tenantId: 'beta',
          email: `bench-${i}@example.test`,
          emailVerifiedAt: new Date(),
          passwordHash: DEMO_MEMBER.passwordHash,
        })),
      )
      .returning({ id: customers.id, email: customers.email });
    const members: { id: number; headers: Record<string, string> }[] = [];
    await pool(created, 4, async (c) => {
      const res = await call(
        'POST',
        '/v1/login',
        { origin: ORIGIN },
        {
          email: c.email,
          password: DEMO_MEMBER.password,
        },
      );
      if (!res.ok) throw new Error(`login ${res.status}: ${await res.text()}`);
      const { token } = ((await res.json()) as { data: { token: string } }).data;
      members.push({ id: c.id, headers: { origin: ORIGIN, authorization: `Bearer ${token}` } });
    });
    const shops = (
      await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, 'beta'), eq(companies.acceptsLoyalty, true)))
    ).map((s) => s.id);

    // 1. Approvals of pending receipts.
    const today = new Date().toISOString().slice(0, 10);
    const pending = await db
      .insert(receipts)
      .values(
        Array.from({ length: APPROVALS }, (_, i) => ({
          tenantId: 'beta',
          customerId: members[i % MEMBERS]!.id,
          companyId: shops[i % shops.length]!,
          amount: 250_000 + i,
          purchasedOn: today,
          receiptNumber: `B-${i}`,
          receiptNumberKey: `B${i}`,
          imagePath: 'receipts/bench.jpg',
          imageType: 'image/jpeg',
          imageSize: 1,
          imageSha256: `bench-${i}`,
        })),
      )
      .returning({ id: receipts.id });
    const adminHeaders = { origin: ORIGIN, 'x-admin-key': ADMIN_KEY };
    let approveFailures = 0;
    const t0 = performance.now();
    await pool(pending, CONCURRENCY, async ({ id }) => {
      const res = await call('POST', `/v1/admin/receipts/${id}/approve`, adminHeaders);
      await res.arrayBuffer();
      if (res.status !== 200) approveFailures++;
    });
    const approveMs = performance.now() - t0;

    // 2. Activations of one reward.
    const [reward] = await db
      .insert(rewards)
      .values({
        tenantId: 'beta',
        points: 10,
        stock: 1_000_000,
        perCustomerLimit: 1_000_000,
        validFrom: new Date(Date.now() - 86_400_000),
        validTo: new Date(Date.now() + 86_400_000),
        translations: [{ locale: 'en', title: 'Bench reward' }],
      })
      .returning();
    await db.insert(rewardTerms).values({ rewardId: reward!.id, limitPeriod: 'ever' });
    const jobs = Array.from({ length: ACTIVATIONS }, (_, i) => members[i % MEMBERS]!);
    let activateFailures = 0;
    const t1 = performance.now();
    await pool(jobs, CONCURRENCY, async (m) => {
      const res = await call('POST', '/v1/customer-rewards', m.headers, { reward_id: reward!.id });
      await res.arrayBuffer();
      if (res.status !== 201) activateFailures++;
    });
    const activateMs = performance.now() - t1;

    // Invariants.
    const mismatch = await db.execute(
      sql`select count(*)::int as n from ${customerBalances} b where b.balance <> coalesce((select sum(e.delta) from ${pointsEntries} e where e.customer_id = b.customer_id), 0) or b.balance < 0`,
    );
    const bad = Number((mismatch as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1);

    const result = {
      approvals: APPROVALS,
      approvalsPerSec: (APPROVALS / approveMs) * 1000,
      approveFailures,
      activations: ACTIVATIONS,
      activationsPerSec: (ACTIVATIONS / activateMs) * 1000,
      activateFailures,
      bad,
    };
    const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(
      totalmem() / 2 ** 30,
    )} GiB, Node ${process.version}, PostgreSQL ${database.serverVersion}, load ${LOAD_BEFORE.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after the run`;
    console.log(
      `approvals: ${APPROVALS} in ${(approveMs / 1000).toFixed(1)} s = ${result.approvalsPerSec.toFixed(0)}/s (${approveFailures} failed); ` +
        `activations: ${ACTIVATIONS} in ${(activateMs / 1000).toFixed(1)} s = ${result.activationsPerSec.toFixed(0)}/s (${activateFailures} failed); ` +
        `balance/ledger mismatches: ${bad} — concurrency ${CONCURRENCY}, pool ${POOL} — ${machine}`,
    );
    if (approveFailures || activateFailures || bad !== 0)
      throw new Error('benchmark run had failures');
    if (!values['no-write']) appendResult(result, machine);
  } finally {
    await stopChild(api?.child);
    await handle.close();
    await database
      .drop()
      .catch((error: unknown) =>
        console.error(`could not drop ${database.name}: ${String(error)}`),
      );
  }
}

function appendResult(
  r: { approvals: number; approvalsPerSec: number; activations: number; activationsPerSec: number },
  machine: string,
) {
  const file = resolve(root, 'docs/benchmarks.md');
  const heading = '## Loyalty';
  const row = `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${r.approvals} | ${r.approvalsPerSec.toFixed(0)} | ${r.activations} | ${r.activationsPerSec.toFixed(0)} | ${CONCURRENCY} | ${POOL} | ${machine} |`;
  const section = [
    heading,
    '',
    'Receipt approvals and reward activations per second on PostgreSQL',
    '(`npx tsx tools/bench/loyalty/run.ts`): a fresh seeded database, the API as its own process',
    'in production mode driven over HTTP on loopback, C requests in flight on a pool of P',
    'connections. Approvals: `POST /v1/admin/receipts/:id/approve` of pending receipts from 200',
    'members (receipt and balance row locks, tier lookup, ledger entry, badge rules). Activations:',
    '200 members activating one reward through `POST /v1/customer-rewards` (member row lock, limit',
    'and balance checks, conditional stock UPDATE on one hot row, code, ledger). Every run ends by',
    'checking that each cached balance equals its ledger sum. The machine is shared (2 cores, six',
    'engineers, PostgreSQL on the same host), so compare rows with a similar load only.',
    '',
    '| Date (UTC) | Approvals | Approvals/s | Activations | Activations/s | C | P | Machine |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
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
