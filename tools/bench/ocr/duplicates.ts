// The receipt duplicate rule on receipts photographed alike (docs/loyalty.md "Duplicates").
//
//   npx tsx tools/bench/ocr/duplicates.ts [--distinct 200] [--again 50] [--seed 1] [--no-write]
//
// Generates N distinct slips (@atrium/receipt-ocr/testing/alike-receipts: same paper, layout,
// table and framing; other shop, IČO, date, time, total and number) and M second photos of
// earlier ones (angle ±5°, light 0.8–1.2, crop 0–6 %, other table, JPEG quality 50–90), each
// entered with its printed day and total at one shop, and judges every upload against those
// before it, in upload order, by the former rule (a photo within 10 bits of an earlier one's
// perceptual hash) and by the present one (same day and total, and the same shop or a picture
// within 4 bits, also mirrored: apps/api/src/loyalty/receipts.ts `earlierCopy`). No OCR: the
// decision at upload, on the entered values. Appends a row to "Receipt duplicates" in
// docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

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
  day: string;
  total: number;
  phash: bigint;
  mirrored: bigint;
  /** Index of the original this is a second photo of; null: distinct. */
  of: number | null;
}

const uploads: Upload[] = [];
const started = performance.now();
for (let i = 0; i < distinct; i++) {
  const r = alikeReceipt(seed, i);
  const photo = await photograph(r);
  uploads.push({
    day: r.date,
    total: r.total,
    phash: await hash(photo),
    mirrored: await hash(await sharp(photo).flop().toBuffer()),
    of: null,
  });
}
const rand = mulberry32(seed + 1);
for (let k = 0; k < againCount; k++) {
  const i = Math.floor(rand() * distinct);
  const r = alikeReceipt(seed, i);
  const photo = await photograph(r, rephotoSetting(rand));
  uploads.push({
    day: r.date,
    total: r.total,
    phash: await hash(photo),
    mirrored: await hash(await sharp(photo).flop().toBuffer()),
    of: i,
  });
}
const seconds = (performance.now() - started) / 1000;

const oldRule = (u: Upload, before: Upload[]) => before.some((e) => bits(e.phash, u.phash) <= 10);
// One shop for every upload: the shop always matches, so day and total decide.
const newRule = (u: Upload, before: Upload[]) =>
  before.some((e) => e.day === u.day && e.total === u.total);

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
const before = score(oldRule);
const after = score(newRule);
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const row = (name: string, s: { falseCopies: number; caught: number }) =>
  `| ${new Date().toISOString().slice(0, 10)} | ${name} | ${distinct} | ${againCount} | ${s.falseCopies} (${pct(s.falseCopies, distinct)}) | ${s.caught} (${pct(s.caught, againCount)}) |`;
const machine = `${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}, load ${loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}, Node ${process.version}, ${seconds.toFixed(0)} s to generate and hash`;
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
      : `${text.trimEnd()}\n\n${heading}\n\n\`npx tsx tools/bench/ocr/duplicates.ts\` (docs/loyalty.md "Duplicates"): receipts photographed alike — same paper, layout, table and framing, other shop, IČO, date, time, total and number — and second photos of earlier ones (angle ±5°, light, crop, table, JPEG quality 50–90), judged at upload by the former rule and the present one. Targets: false copies at most 1 %, re-photos caught at least 95 %.\n${run}`,
  );
}
