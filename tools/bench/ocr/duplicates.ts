// The receipt duplicate rule on receipts photographed alike (docs/loyalty.md "Duplicates").
//
//   npx tsx tools/bench/ocr/duplicates.ts [--distinct 200] [--again 50] [--seed 1] [--no-write]
//
// Generates N distinct slips (@atrium/receipt-ocr/testing/alike-receipts: same paper, layout,
// table and framing; other shop, IČO, date, time, total and number, in Liberation Sans or Serif)
// and M second photos of earlier ones (angle ±5°, light 0.8–1.2, crop 0–6 %, other table, JPEG
// quality 50–90), reads each with the API's reader (tesseract.js, one at a time) and judges every
// upload against those before it, in upload order:
// - before: the former rule, a photo within 10 bits of an earlier one's perceptual hash;
// - after: the present one (apps/api/src/loyalty/receipts.ts `earlierCopy`, decided once read):
//   the same day and total (as read, else as entered — each upload is entered as printed, at its
//   receipt's own shop), the same time to the minute (or a time read on one side only), and the
//   same shop, IČO read or picture within 4 bits (also mirrored).
// Appends a before/after table to "Receipt duplicates" in docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { ReceiptReader } from '@atrium/receipt-ocr/reader';
import sharp from 'sharp';
import phash from 'sharp-phash';

import {
  alikeReceipt,
  mulberry32,
  photograph,
  rephotoSetting,
} from '@atrium/receipt-ocr/testing/alike-receipts';

const { values } = parseArgs({
  options: {
    distinct: { type: 'string', default: '200' },
    again: { type: 'string', default: '50' },
    seed: { type: 'string', default: '1' },
    'no-write': { type: 'boolean', default: false },
  },
});
const distinct = Number(values.distinct);
const againCount = Number(values.again);
const seed = Number(values.seed);

const hash = async (jpeg: Buffer) => BigInt(`0b${await phash(jpeg)}`);
const bits = (a: bigint, b: bigint) => {
  let x = a ^ b;
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
};

interface Upload {
  /** As read, else as entered (what is printed: the API takes the entered value when unread). */
  day: string;
  total: number;
  /** Whether OCR read the total or the date (else nothing is compared). */
  read: boolean;
  /** The shop chosen at upload: the receipt's own (index of the original). */
  shop: number;
  time: string | null;
  ico: string | null;
  phash: bigint;
  mirrored: bigint;
  /** Index of the original this is a second photo of; null: distinct. */
  of: number | null;
}

const reader = new ReceiptReader({ timeoutMs: 60_000, maxQueue: 10 });
const uploads: Upload[] = [];
let readMs = 0;
let fullyRead = 0;
async function add(photo: Buffer, i: number, of: number | null) {
  const printed = alikeReceipt(seed, i);
  const read = await reader.read(photo);
  readMs += read.ms;
  if (read.total !== null && read.date !== null && read.time !== null && read.companyNumber)
    fullyRead++;
  uploads.push({
    day: read.date ?? printed.date,
    total: read.total ?? printed.total,
    read: read.date !== null || read.total !== null,
    shop: i,
    time: read.time,
    ico: read.companyNumber,
    phash: await hash(photo),
    mirrored: await hash(await sharp(photo).flop().toBuffer()),
    of,
  });
}
const started = performance.now();
for (let i = 0; i < distinct; i++) await add(await photograph(alikeReceipt(seed, i)), i, null);
const rand = mulberry32(seed + 1);
for (let k = 0; k < againCount; k++) {
  const i = Math.floor(rand() * distinct);
  await add(await photograph(alikeReceipt(seed, i), rephotoSetting(rand)), i, i);
}
await reader.close();
const seconds = (performance.now() - started) / 1000;

const oldRule = (u: Upload, before: Upload[]) => before.some((e) => bits(e.phash, u.phash) <= 10);
const newRule = (u: Upload, before: Upload[]) =>
  u.read &&
  before.some(
    (e) =>
      e.day === u.day &&
      e.total === u.total &&
      (u.time === null || e.time === null || e.time === u.time) &&
      (e.shop === u.shop ||
        (u.ico !== null && e.ico === u.ico) ||
        bits(e.phash, u.phash) <= 4 ||
        bits(e.phash, u.mirrored) <= 4),
  );

function score(rule: (u: Upload, before: Upload[]) => boolean) {
  let falseCopies = 0;
  let caught = 0;
  uploads.forEach((u, n) => {
    const copy = rule(u, uploads.slice(0, n));
    if (u.of === null && copy) falseCopies++;
    if (u.of !== null && copy) caught++;
  });
  return { falseCopies, caught };
}
uploads.forEach((u, n) => {
  if (u.of !== null && !newRule(u, uploads.slice(0, n))) {
    const o = uploads[u.of]!;
    console.error(
      `missed re-photo of #${u.of}: read ${u.total} ${u.day} ${u.time} ${u.ico}, first read ${o.total} ${o.day} ${o.time} ${o.ico}`,
    );
  }
});
const before = score(oldRule);
const after = score(newRule);
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const row = (name: string, s: { falseCopies: number; caught: number }) =>
  `| ${new Date().toISOString().slice(0, 10)} | ${name} | ${distinct} | ${againCount} | ${s.falseCopies} (${pct(s.falseCopies, distinct)}) | ${s.caught} (${pct(s.caught, againCount)}) |`;
const machine = `${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}, load ${loadavg()
  .map((l) => l.toFixed(2))
  .join(
    ' ',
  )}, Node ${process.version}; ${seconds.toFixed(0)} s in all, ${(readMs / uploads.length).toFixed(0)} ms OCR per photo; total, date, time and IČO all read on ${fullyRead} of ${uploads.length}`;
const lines = [row('before: photo within 10 bits', before), row('after: identity', after)];
console.log(machine);
console.log(lines.join('\n'));

if (!values['no-write']) {
  const docs = resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks.md');
  const text = readFileSync(docs, 'utf8');
  const heading = '## Receipt duplicates';
  const table = `| date | rule | distinct | re-photos | false copies | re-photos caught |\n| --- | --- | --- | --- | --- | --- |`;
  const run = `\n${machine}:\n\n${table}\n${lines.join('\n')}\n`;
  writeFileSync(
    docs,
    text.includes(heading)
      ? text.replace(heading, `${heading}\n${run}`)
      : `${text.trimEnd()}\n\n${heading}\n\n\`npx tsx tools/bench/ocr/duplicates.ts\` (docs/loyalty.md "Duplicates"): receipts photographed alike — same paper, layout, table and framing, other shop, IČO, date, time, total and number — and second photos of earlier ones (angle ±5°, light, crop, table, JPEG quality 50–90), read by OCR and judged by the former rule (a photo within 10 bits) and the present one (the same day, total, time and IČO as read, or a picture within 4 bits). Targets: false copies at most 1 %, re-photos caught at least 95 %.\n${run}`,
  );
}
