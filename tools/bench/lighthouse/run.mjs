#!/usr/bin/env node
// `node tools/bench/lighthouse/run.mjs [--runs 1] [--app beta] [--port-offset 20000] [--spa] [--json FILE] [--pages home,shop-list] [--cpu-slowdown 4] [--no-write]`:
// Lighthouse 12.8 (mobile preset,
// its default: emulated Moto G Power, simulated slow 4G and 4× CPU slowdown) in Debian Chromium on
// the home page, shop list, a shop detail and an event detail of one built tenant, served with the
// API (demo data) on ports shifted by --port-offset (tools/scripts/serve-stack.mjs --port-offset). Shop
// and event ids come from the API. Writes the "Lighthouse" section of docs/benchmarks.md and the
// full JSON reports to tmp/bench-lighthouse/. Build first: npx nx run @atrium/beta:build.
// `--spa` serves the pages rendered in the browser only (no server rendering), `--json FILE` writes
// the rows as JSON instead of docs/benchmarks.md (tools/bench/ssr/run.mjs compares the two).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { stopAll } from '../../scripts/lib/processes.mjs';
import { tenantByApp } from '../../scripts/lib/tenants.mjs';
import { firstShopAndEvent, startBenchStack } from '../bench-stack.mjs';
import { replaceSection } from '../report.mjs';
import { throttlingWith } from './throttling.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    app: { type: 'string', default: 'beta' },
    'no-write': { type: 'boolean', default: false },
    spa: { type: 'boolean', default: false },
    json: { type: 'string' },
    // Only these pages, by slug (`--pages home,shop-detail`): a quicker look while working.
    pages: { type: 'string' },
    // Other stacks (e.g. the frame's end-to-end run) may use +20000 too: pick another offset then.
    'port-offset': { type: 'string', default: '20000' },
    // The simulated phone's CPU, as a multiple of this machine's (the mobile preset's 4 by
    // default). A fast host can see at 8 what a host half as fast sees at 4 (benchmarkIndex).
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const throttling = throttlingWith(Number(args['cpu-slowdown']));
const OFFSET = Number(args['port-offset']);
const tenant = tenantByApp(args.app);
const out = path.join(root, 'tmp/bench-lighthouse');
mkdirSync(out, { recursive: true });

const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const titleOf = (item) =>
  (item.translations ?? []).find((t) => t.locale === 'en')?.title ??
  item.translations?.[0]?.title ??
  item.title ??
  'x';

let chrome;
try {
  const { api, sites } = await startBenchStack({
    apps: [tenant.app],
    dataDir: 'bench-lighthouse-data',
    offset: OFFSET,
    spa: args.spa,
  });
  const site = sites[tenant.app];
  const { shop, event } = await firstShopAndEvent(api, site);
  const only = args.pages?.split(',');
  const pages = [
    { name: 'home', path: '/en' },
    { name: 'shop list', path: '/en/shops-services' },
    { name: 'shop detail', path: `/en/shop/${shop.id}/${slug(titleOf(shop))}` },
    { name: 'event detail', path: `/en/event/${event.id}/${slug(titleOf(event))}` },
  ].filter((page) => !only || only.includes(slug(page.name)));

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  const loadBefore = os.loadavg()[0].toFixed(1);
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < Number(args.runs); i++) {
      // A run Lighthouse itself could not complete (`NO_NAVSTART`: its trace missed the
      // navigation, now and then on a busy machine) measured nothing: it is run again, up to twice,
      // instead of counting as a score of 0 in the median. Its error stays in the row if all fail.
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(`${site}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          throttling,
        });
        if (!result.lhr.runtimeError) break;
      }
      const lhr = result.lhr;
      writeFileSync(path.join(out, `${slug(page.name)}-${i}.json`), result.report);
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const failing = Object.values(lhr.categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) =>
          c.auditRefs
            .filter(
              (r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id].score < 1,
            )
            .map((r) => `${c.id}: ${r.id}`),
        );
      runs.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        failing,
        error: lhr.runtimeError?.code,
      });
    }
    const median = (key) => {
      const v = runs.map((r) => r[key]).sort((a, b) => a - b);
      return v[Math.floor(v.length / 2)];
    };
    const row = {
      ...page,
      perf: median('perf'),
      a11y: median('a11y'),
      bp: median('bp'),
      seo: median('seo'),
      lcp: median('lcp'),
      fcp: median('fcp'),
      cls: median('cls'),
      tbt: median('tbt'),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      error: runs.find((r) => r.error)?.error,
    };
    rows.push(row);
    console.log(
      `${page.name.padEnd(13)} perf ${row.perf} a11y ${row.a11y} bp ${row.bp} seo ${row.seo}  LCP ${(row.lcp / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  TBT ${row.tbt.toFixed(0)} ms${row.error ? `  error ${row.error}` : ''}\n    ${row.failing.join(', ')}`,
    );
  }
  const loadAfter = os.loadavg()[0].toFixed(1);
  if (args.json) writeFileSync(args.json, JSON.stringify({ rows, loadBefore, loadAfter }, null, 2));
  else if (!args['no-write']) {
    const mark = (v, t) => (v >= t ? `${v}` : `**${v}**`);
    const body = [
      `\`node tools/bench/lighthouse/run.mjs\`: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} with its mobile preset (simulated slow 4G, ${throttling.cpuSlowdownMultiplier}× CPU slowdown) in Debian Chromium (headless), tenant ${tenant.app} built for production and served with the API on demo data; median of ${args.runs} run(s) per page. Targets: performance ≥ 95, accessibility, best practices and SEO 100 (bold: below). Shop and event ids from the API. The machine is shared (2 cores, six engineers): Lighthouse's simulated timings scale with the CPU time it observes, so performance is pessimistic under load.`,
      '',
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average ${loadBefore} before, ${loadAfter} after.`,
      '',
      '| page | path | perf | a11y | BP | SEO | LCP s | FCP s | CLS | TBT ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} | \`${r.path}\` | ${mark(r.perf, 95)} | ${mark(r.a11y, 100)} | ${mark(r.bp, 100)} | ${mark(r.seo, 100)} | ${(r.lcp / 1000).toFixed(2)} | ${(r.fcp / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} |`,
      ),
      '',
      'Audits below 1 in accessibility, best practices and SEO:',
      '',
      ...rows.map(
        (r) =>
          `- ${r.name}: ${r.failing.length ? r.failing.join(', ') : 'none'}${r.error ? ` (runtime error ${r.error})` : ''}`,
      ),
    ].join('\n');
    await replaceSection(path.join(root, 'docs/benchmarks.md'), 'Lighthouse', body);
  }
} finally {
  await chrome?.kill();
  stopAll();
}
