// Receipt reading on generated phone photos (docs/benchmarks.md "Receipt reading on phone photos").
//
//   npx tsx tools/bench/ocr/reading.ts [--photos 200] [--seed 1] [--reader <reader.ts>] --out <file.json>
//   npx tsx tools/bench/ocr/reading.ts --report <before.json> <after.json>
//
// Generates N phone photos (@atrium/receipt-ocr/testing/phone-photo: Czech, Slovak, German and
// English layouts, six fonts, tilts −10…+10°, keystone, wood/dark/patterned tables, uneven light,
// faded print, blur, noise, JPEG 50–90) and reads them one at a time with a ReceiptReader — the
// present one, or another version's module given by --reader (e.g. a `git worktree` of the
// commit before, to compare). Per photo it stores what was read, the printed truth, the
// conditions and the CPU time of the read (process.cpuUsage() over the read: the whole process,
// so the tesseract worker thread and libvips' threads count; generation happens before, never
// during, a read). --report prints the Markdown tables of docs/benchmarks.md for two runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import {
  phonePhoto,
  type PhotoConditions,
  type ReceiptTruth,
} from '@atrium/receipt-ocr/testing/phone-photo';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    photos: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    reader: { type: 'string' },
    out: { type: 'string' },
    report: { type: 'boolean', default: false },
  },
});

interface Row {
  seed: number;
  conditions: PhotoConditions;
  truth: ReceiptTruth;
  read: {
    total: number | null;
    date: string | null;
    companyNumber: string | null;
    receiptNumber?: string | null;
  };
  cpuMs: number;
  wallMs: number;
}

interface Run {
  reader: string;
  started: string;
  load: number[];
  node: string;
  cpu: string;
  rows: Row[];
}

interface ReaderLike {
  read(image: Buffer): Promise<Row['read']>;
  close(): Promise<void>;
}

async function measure(): Promise<void> {
  const modulePath = values.reader
    ? resolve(values.reader)
    : resolve(import.meta.dirname, '../../../libs/server/receipt-ocr/src/reader.ts');
  const { ReceiptReader } = (await import(modulePath)) as {
    ReceiptReader: new (opts: { timeoutMs: number }) => ReaderLike;
  };
  const reader = new ReceiptReader({ timeoutMs: 300_000 });
  const n = Number(values.photos);
  const seed0 = Number(values.seed) * 100_000;
  const run: Run = {
    reader: modulePath,
    started: new Date().toISOString(),
    load: loadavg(),
    node: process.version,
    cpu: `${cpus()[0]?.model ?? '?'} × ${cpus().length}`,
    rows: [],
  };
  // The worker's start is not a photo's cost: one blank read first.
  const first = await phonePhoto(seed0);
  await reader.read(first.image);
  for (let i = 1; i <= n; i++) {
    const photo = await phonePhoto(seed0 + i);
    const cpu = process.cpuUsage();
    const t = performance.now();
    const read = await reader.read(photo.image);
    const used = process.cpuUsage(cpu);
    run.rows.push({
      seed: seed0 + i,
      conditions: photo.conditions,
      truth: photo.truth,
      read: {
        total: read.total,
        date: read.date,
        companyNumber: read.companyNumber,
        receiptNumber: read.receiptNumber,
      },
      cpuMs: Math.round((used.user + used.system) / 1000),
      wallMs: Math.round(performance.now() - t),
    });
    if (i % 10 === 0) {
      const ok = run.rows.filter((r) => r.read.total === r.truth.total).length;
      console.error(`${i}/${n}: totals ${ok}/${i}`);
      writeFileSync(values.out!, JSON.stringify(run));
    }
  }
  await reader.close();
  writeFileSync(values.out!, JSON.stringify(run));
}

const pct = (k: number, n: number) => (n === 0 ? '–' : `${((100 * k) / n).toFixed(1)} %`);

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

type Field = 'total' | 'date' | 'companyNumber' | 'receiptNumber';
const FIELDS: Field[] = ['total', 'date', 'companyNumber', 'receiptNumber'];
const hit = (r: Row, f: Field) => r.read[f] === r.truth[f];

function report(before: Run, after: Run): void {
  const header = (first: string) =>
    `| ${first} | N | Total before | Total after | Date before | Date after | IČO before | IČO after | Number after |\n| --- | --: | --: | --: | --: | --: | --: | --: | --: |`;
  const line = (name: string, b: Row[], a: Row[]) =>
    `| ${name} | ${a.length} | ${FIELDS.flatMap((f) =>
      f === 'receiptNumber'
        ? [pct(a.filter((r) => hit(r, f)).length, a.length)]
        : [
            pct(b.filter((r) => hit(r, f)).length, b.length),
            pct(a.filter((r) => hit(r, f)).length, a.length),
          ],
    ).join(' | ')} |`;
  const by = (name: string, key: (r: Row) => string, order?: string[]) => {
    const groups = [...new Set(after.rows.map(key))].sort((x, y) =>
      order ? order.indexOf(x) - order.indexOf(y) : x.localeCompare(y),
    );
    console.log(`\n${header(name)}`);
    for (const g of groups)
      console.log(
        line(
          g,
          before.rows.filter((r) => key(r) === g),
          after.rows.filter((r) => key(r) === g),
        ),
      );
  };
  console.log(header('Set'));
  console.log(line('all', before.rows, after.rows));
  const tiltOrder = ['under 1.5°', '1.5–5°', '5–8°', '8–10°'];
  by(
    'Tilt',
    (r) => {
      const t = Math.abs(r.conditions.tilt);
      return t < 1.5
        ? tiltOrder[0]!
        : t < 5
          ? tiltOrder[1]!
          : t < 8
            ? tiltOrder[2]!
            : tiltOrder[3]!;
    },
    tiltOrder,
  );
  by(
    'Keystone',
    (r) =>
      r.conditions.keystone === 0 ? 'none' : r.conditions.keystone < 0.07 ? '< 7 %' : '7–14 %',
    ['none', '< 7 %', '7–14 %'],
  );
  by('Language', (r) => r.conditions.language, ['cs', 'sk', 'de', 'en']);
  by('Font', (r) => r.conditions.font);
  by(
    'JPEG quality',
    (r) => (r.conditions.quality < 60 ? '50–59' : r.conditions.quality < 75 ? '60–74' : '75–90'),
    ['50–59', '60–74', '75–90'],
  );
  by(
    'Print / light',
    (r) =>
      `${r.conditions.faded ? 'faded' : 'fresh'}, ${r.conditions.unevenLight ? 'uneven' : 'even'}`,
  );
  by('Table', (r) => r.conditions.background, ['wood', 'dark', 'pattern', 'grey']);
  console.log(
    '\n| Reader | CPU s per photo: median | p95 | max | wall s median |\n| --- | --: | --: | --: | --: |',
  );
  for (const [name, run] of [
    ['before', before],
    ['after', after],
  ] as const) {
    const cpu = run.rows.map((r) => r.cpuMs / 1000);
    const wall = run.rows.map((r) => r.wallMs / 1000);
    console.log(
      `| ${name} | ${quantile(cpu, 0.5).toFixed(2)} | ${quantile(cpu, 0.95).toFixed(2)} | ${Math.max(...cpu).toFixed(2)} | ${quantile(wall, 0.5).toFixed(2)} |`,
    );
  }
  // A wrong value (read, but not the printed one) is what could approve a receipt wrongly; a
  // value not read (null) only leaves the receipt for staff.
  for (const [name, run] of [
    ['before', before],
    ['after', after],
  ] as const) {
    const wrong = FIELDS.map((f) => {
      const w = run.rows.filter((r) => r.read[f] != null && !hit(r, f)).length;
      const unread = run.rows.filter((r) => r.read[f] == null).length;
      return `${f}: ${w} wrong, ${unread} not read`;
    });
    console.log(`${name}: ${wrong.join('; ')}`);
  }
  const misses = after.rows.filter((r) => !hit(r, 'total'));
  console.log(
    `\nafter, totals missed: ${misses.map((r) => `${r.seed} (${r.read.total ?? 'null'} for ${r.truth.total})`).join(', ')}`,
  );
  console.log(
    `runs: before ${before.started} load ${before.load.map((l) => l.toFixed(1)).join(' ')}; after ${after.started} load ${after.load.map((l) => l.toFixed(1)).join(' ')}; ${after.node}; ${after.cpu}`,
  );
}

if (values.report) {
  const [b, a] = positionals.map((p) => JSON.parse(readFileSync(p, 'utf8')) as Run);
  report(b!, a!);
} else {
  if (!values.out) throw new Error('--out <file.json> is required');
  await measure();
}
