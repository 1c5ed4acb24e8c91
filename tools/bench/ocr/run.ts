// Receipt OCR read accuracy on generated receipt photos (issue 21 item 3).
//
//   npx tsx tools/bench/ocr/run.ts [--receipts 20] [--seed 1] [--rough] [--no-write]
//
// Renders N receipts (@atrium/receipt-ocr/testing/receipt-image: a till roll's text in a
// monospace font at 20–28 px, turned by −3…+3°, uniform noise ±15…±45, random shop IČO with a
// valid check digit, date and total) and reads them with the API's reader
// (@atrium/receipt-ocr/reader: tesseract.js in its worker thread, one at a time, the English
// model from the npm package). Counts per field how often the read value is the printed one,
// how many receipts would be approved automatically (all three agree with the entered values),
// and that none would be approved with an entered amount 5 % off (false approvals must be 0).
// --rough: a harder set — turned −5…+5°, noise ±30…±70, blurred (σ 0.8) and saved as JPEG
// quality 60, as a hurried photo of a worn till roll might be.
// Appends a row with date, machine and load to "Receipt OCR" in docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { compareReading, isValidCompanyNumber } from '@atrium/receipt-ocr/parse';
import { ReceiptReader } from '@atrium/receipt-ocr/reader';
import sharp from 'sharp';
import { prng, renderReceipt } from '@atrium/receipt-ocr/testing/receipt-image';

const { values } = parseArgs({
  options: {
    receipts: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    rough: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const N = Number(values.receipts);
const rnd = prng(Number(values.seed) * 104_729);

function randomIco(): string {
  for (;;) {
    const seven = String(Math.floor(rnd() * 9_999_999)).padStart(7, '0');
    for (let d = 0; d < 10; d++) if (isValidCompanyNumber(`${seven}${d}`)) return `${seven}${d}`;
  }
}

const shops = ['KNIHKUPECTVI LUXOR', 'KAVARNA U FONTANY', 'SPORT PLUS', 'DROGERIE DM', 'HRACKY'];
const loadBefore = loadavg()[0]!;
const reader = new ReceiptReader({ timeoutMs: 120_000 });
const started = performance.now();
const times: number[] = [];
const hits = { total: 0, date: 0, ico: 0, all: 0, falseApprovals: 0 };
for (let i = 0; i < N; i++) {
  const day = new Date(Date.UTC(2026, Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)));
  const spec = {
    shop: shops[i % shops.length]!,
    companyNumber: randomIco(),
    date: day.toISOString().slice(0, 10),
    total: 5_000 + Math.floor(rnd() * 500_000),
  };
  const rough = values.rough;
  const rendered = await renderReceipt(spec, {
    rotate: (rnd() - 0.5) * (rough ? 10 : 6),
    noise: rough ? 30 + Math.floor(rnd() * 41) : 15 + Math.floor(rnd() * 31),
    fontSize: 20 + Math.floor(rnd() * 9),
    seed: i + 1,
  });
  const image = rough ? await sharp(rendered).blur(0.8).jpeg({ quality: 60 }).toBuffer() : rendered;
  const t0 = performance.now();
  const read = await reader.read(image);
  times.push(performance.now() - t0);
  const entered = { amount: spec.total, date: spec.date, companyNumber: spec.companyNumber };
  const ok = {
    total: read.total === spec.total,
    date: read.date === spec.date,
    ico: read.companyNumber === spec.companyNumber,
  };
  hits.total += Number(ok.total);
  hits.date += Number(ok.date);
  hits.ico += Number(ok.ico);
  if (compareReading(read, entered) === null) hits.all++;
  const off = { ...entered, amount: Math.round(spec.total * 1.05) };
  if (compareReading(read, off) === null) hits.falseApprovals++;
  console.log(
    `${i + 1}/${N} ${ok.total ? '✓' : '✗'}total ${ok.date ? '✓' : '✗'}date ${ok.ico ? '✓' : '✗'}IČO ${Math.round(times[i]!)} ms` +
      (ok.total && ok.date && ok.ico
        ? ''
        : ` — read ${read.total}/${read.date}/${read.companyNumber}, printed ${spec.total}/${spec.date}/${spec.companyNumber}`),
  );
}
await reader.close();
const wall = (performance.now() - started) / 1000;
const sorted = [...times].sort((a, b) => a - b);
const p50 = sorted[Math.floor(sorted.length / 2)]!;
const pct = (k: number) => `${Math.round((100 * k) / N)} %`;
const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadBefore.toFixed(1)} before the run`;
const row = `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${values.rough ? 'rough' : 'careful'} | ${N} | ${pct(hits.total)} | ${pct(hits.date)} | ${pct(hits.ico)} | ${pct(hits.all)} | ${hits.falseApprovals} | ${Math.round(p50)} | ${Math.round(sorted[0]!)} | ${Math.round(sorted[N - 1]!)} | ${wall.toFixed(1)} | ${machine} |`;
console.log(row);

if (!values['no-write']) {
  const file = resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks.md');
  const doc = readFileSync(file, 'utf8');
  const heading = '## Receipt OCR';
  const start = doc.indexOf(heading);
  if (start === -1) {
    const section = [
      heading,
      '',
      'Read accuracy of receipt OCR on generated photos (`npx tsx tools/bench/ocr/run.ts',
      '[--receipts 20] [--seed 1]`): N receipts rendered by `@atrium/receipt-ocr/testing/receipt-image`',
      '(monospace text at 20–28 px, turned −3…+3°, noise ±15…±45, random valid IČO, date, total) and',
      "read one at a time by the API's reader (tesseract.js 7 in its worker thread, English LSTM model",
      'from `@tesseract.js-data/eng`). A field counts when the read value is exactly the printed one;',
      '"auto" is the share that would be approved automatically (all three agree with the entered',
      'values); "false" counts receipts that would be approved with an entered amount 5 % off (must be',
      '0). ms per receipt: recognition only; the first includes starting the worker. Wall s: the whole',
      'run including rendering. Set "rough" (`--rough`): turned −5…+5°, noise ±30…±70, blurred',
      '(σ 0.8) and JPEG quality 60. The machine is shared, so compare rows with a similar load only.',
      '',
      '| Date (UTC) | Set | N | Total | Date | IČO | Auto | False | p50 ms | min ms | max ms | Wall s | Machine |',
      '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
      row,
      '',
    ].join('\n');
    writeFileSync(file, `${doc.trimEnd()}\n\n${section}`);
  } else {
    const next = doc.indexOf('\n## ', start + heading.length);
    const end = next === -1 ? doc.length : next;
    const body = doc.slice(start, end).trimEnd();
    writeFileSync(file, `${doc.slice(0, start)}${body}\n${row}\n${doc.slice(end)}`);
  }
}
