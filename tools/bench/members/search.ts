// Staff member search at volume (`GET /v1/admin/members/search`, docs/benchmarks.md "Member
// search"):
//
//   npx tsx tools/bench/members/search.ts [--members 100000]
//
// A fresh database on BENCH_PG_URL with the API started on it as in production (its own process,
// tools/bench/api-process.ts), N members written straight to the database in each of two malls,
// then each search 7 times, alternating: the former query (every member's name and e-mail folded
// with `translate`, the count and the first page, as the API ran it before the regular
// expression went first) straight on the database, and the API's search over HTTP with the
// automation key (the same count and page, plus the request's pipeline and its audit row).
// Prints a Markdown table of medians; stops if the two find different numbers of members.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { localOrigin, localTenantByApp } from '@atrium/domain/local-tenants';
import { createDatabase } from '@atrium/server-db/database';
import { sql } from 'drizzle-orm';

import { type BenchApi, createBenchDatabase, startBenchApi, stopChild } from '../api-process';

const root = resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({ options: { members: { type: 'string', default: '100000' } } });
const MEMBERS = Math.min(1_000_000, Number(values.members));
// Production asks for 32 characters at least (apps/api/src/demo-mode.ts).
const ADMIN_KEY = 'bench-admin-key-0123456789-abcdefghijklmnop';
const ORIGIN = localOrigin(localTenantByApp('beta'));

/**
 * The former query's fold, frozen here as it was (apps/api/src/http/text-fold.ts then): the
 * marked letters and what each folds to. Kept apart on purpose, so "before" stays the former way.
 */
const FROM = 'ÁÄÀÂÅČÇĎÉĚËÈÊÍÎÏĽĹŇÑÓÔÖÒŔŘŠŤÚŮÜÙÛÝŸŽáäàâåčçďéěëèêíîïľĺňñóôöòŕřšťúůüùûýÿž\u00a0\u2011';
const TO = [...FROM]
  .map((c) =>
    c
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/\u00a0/g, ' ')
      .replace(/\u2011/g, '-'),
  )
  .join('');
const fold = (e: string) => `replace(lower(translate(${e}, '${FROM}', '${TO}')), 'ß', 'ss')`;

const database = await createBenchDatabase('atrium_bench_members');
const work = resolve(root, 'tmp/bench-members');
mkdirSync(work, { recursive: true });
let api: BenchApi | undefined;
const handle = await createDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
try {
  api = await startBenchApi({
    databaseUrl: database.url,
    logFile: resolve(work, 'api.log'),
    env: { ADMIN_KEY, LOYALTY_EXPIRY_INTERVAL_MINUTES: '0' },
  });
  const db = handle.db;
  const firsts = [
    'Jana',
    'Petr',
    'Eva',
    'Tomáš',
    'Lucie',
    'Jiří',
    'Žofie',
    'Marek',
    'Kateřina',
    'Ondřej',
  ];
  const lasts = [
    'Nováková',
    'Dvořák',
    'Svoboda',
    'Černá',
    'Procházka',
    'Kučera',
    'Veselá',
    'Horák',
    'Němec',
    'Groß',
  ];
  const array = (names: string[]) => sql.raw(`ARRAY['${names.join("', '")}']`);
  for (const tenant of ['beta', 'galerieharfa']) {
    await db.execute(sql`
      INSERT INTO customers (tenant_id, email, first_name, last_name, phone)
      SELECT ${tenant}, 'bench' || g || '@example' || (g % 50) || '.cz',
             (${array(firsts)})[1 + g % 10], (${array(lasts)})[1 + (g / 10) % 10] || (g % 997),
             '+420 7' || lpad(g::text, 8, '0')
      FROM generate_series(1, ${MEMBERS}::int) g`);
  }
  await db.execute(sql`ANALYZE customers`);

  const text = fold(`first_name || ' ' || last_name || ' ' || coalesce(email, '')`);
  const before = async (word: string) => {
    const where = sql.raw(`tenant_id = 'beta' AND deleted_at IS NULL AND ${text} LIKE '%${word}%'`);
    const counted = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM customers WHERE ${where}`,
    );
    await db.execute(
      sql`SELECT id FROM customers WHERE ${where} ORDER BY ${sql.raw(fold('last_name'))}, ${sql.raw(fold('first_name'))}, id LIMIT 20`,
    );
    return Number(counted.rows[0]!.n);
  };
  const after = async (word: string) => {
    const res = await fetch(`${api!.base}/v1/admin/members/search?q=${word}&per_page=20`, {
      headers: { Origin: ORIGIN, 'X-Admin-Key': ADMIN_KEY },
    });
    if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: { total: number } }).data.total;
  };

  console.log(
    '| Search | Found | Before: fold every row (ms) | After: the API, expression first (ms) |',
  );
  console.log(
    '| ------ | ----: | --------------------------: | ------------------------------------: |',
  );
  for (const word of ['novak', 'dvorak12', 'example7.cz', 'gross', 'nobody']) {
    const times = { before: [] as number[], after: [] as number[] };
    const found = { before: 0, after: 0 };
    await after(word); // warms the API's connection and code path
    for (let i = 0; i < 7; i++) {
      for (const [name, run] of [
        ['before', before],
        ['after', after],
      ] as const) {
        const t0 = performance.now();
        found[name] = await run(word);
        times[name].push(performance.now() - t0);
      }
    }
    if (found.before !== found.after) {
      throw new Error(`${word}: ${found.before} before, ${found.after} after`);
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[3]!.toFixed(0);
    console.log(
      `| \`${word}\` | ${found.after} | ${median(times.before)} | ${median(times.after)} |`,
    );
  }
} finally {
  await stopChild(api?.child);
  await handle.close();
  await database.drop();
}
