#!/usr/bin/env node
// `node tools/bench/ssr/run.mjs [--app beta] [--samples 30] [--no-lighthouse]`: server rendering
// (issue 12) measured on one built tenant served with the API on demo data (ports +25000):
//  1. time to first byte of home, a shop detail and an event detail: uncached (the page cache is
//     emptied before each request by the mall's content.updated event, so a new render; a query
//     string the page does not read would be the cached page), cached, and the browser-rendered
//     shell for comparison; medians and p90 of `--samples` sequential requests each;
//  2. Lighthouse (tools/bench/lighthouse/run.mjs) on the same pages with the browser-rendered site
//     (`--spa`, before) and the server-rendered one (after): LCP, FCP and performance.
// Writes the "Server rendering" section of docs/benchmarks.md. Build first:
// npx nx run @atrium/beta:build (it writes dist and dist-server).
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run, stopAll } from '../../scripts/lib/processes.mjs';
import Pusher from 'pusher';
import { REALTIME_PORT, tenantByApp } from '../../scripts/lib/tenants.mjs';
import { firstShopAndEvent, startBenchStack } from '../bench-stack.mjs';
import { replaceSection } from '../report.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: 'beta' },
    samples: { type: 'string', default: '30' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const OFFSET = 25_000;
const tenant = tenantByApp(args.app);
const samples = Number(args.samples);
const out = path.join(root, 'tmp/bench-ssr');
mkdirSync(out, { recursive: true });

/** Milliseconds until the response headers arrive (the body is read to free the socket). */
function timeToFirstByte(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { headers: { 'accept-encoding': 'br', ...headers } }, (response) => {
        const ttfb = Number(process.hrtime.bigint() - started) / 1e6;
        response.resume();
        response.on('end', () => resolve({ ttfb, cache: response.headers['x-atrium-cache'] }));
      })
      .on('error', reject);
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => value.toFixed(1);

/** The development realtime app of the stack's embedded gateway (serve-stack, demo mode). */
const realtime = new Pusher({
  appId: 'atrium',
  key: 'atrium-key',
  secret: 'atrium-secret',
  host: 'localhost',
  port: String(REALTIME_PORT + OFFSET),
  useTLS: false,
});

/** A render of `url`: the mall's content.updated empties the page cache first. */
async function uncachedTtfb(url) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await realtime.trigger(`mall-${tenant.tenantId}`, 'content.updated', { type: 'bench', id: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const miss = await timeToFirstByte(url);
    if (miss.cache === 'miss') return miss.ttfb;
  }
  throw new Error(`${url}: the page cache was not emptied by content.updated`);
}

async function measurePage(site, page) {
  const uncached = [];
  const cached = [];
  const shell = [];
  for (let i = 0; i < samples; i++) uncached.push(await uncachedTtfb(`${site}${page.path}`));
  await timeToFirstByte(`${site}${page.path}`);
  for (let i = 0; i < samples; i++) {
    const hit = await timeToFirstByte(`${site}${page.path}`);
    if (hit.cache !== 'hit')
      throw new Error(`${page.path}: expected a cache hit, got ${hit.cache}`);
    cached.push(hit.ttfb);
  }
  for (let i = 0; i < samples; i++) {
    shell.push(
      (await timeToFirstByte(`${site}${page.path}`, { 'x-atrium-render': 'client' })).ttfb,
    );
  }
  return { uncached, cached, shell };
}

function pagesOf({ shop, event }) {
  return [
    { name: 'home', path: '/en' },
    { name: 'shop detail', path: `/en/shop/${shop.id}/x` },
    { name: 'event detail', path: `/en/event/${event.id}/x` },
  ];
}

const ttfbRows = [];
const loadBefore = os.loadavg()[0].toFixed(1);
try {
  const { api, sites } = await startBenchStack({
    apps: [tenant.app],
    dataDir: 'bench-ssr-data',
    offset: OFFSET,
  });
  const site = sites[tenant.app];
  for (const page of pagesOf(await firstShopAndEvent(api, site))) {
    const result = await measurePage(site, page);
    ttfbRows.push({ ...page, ...result });
    console.log(
      `${page.name.padEnd(13)} uncached ${ms(quantile(result.uncached, 0.5))} ms  cached ${ms(quantile(result.cached, 0.5))} ms  shell ${ms(quantile(result.shell, 0.5))} ms`,
    );
  }
} finally {
  stopAll();
}
const loadAfter = os.loadavg()[0].toFixed(1);

/** Lighthouse on the browser-rendered (before) and server-rendered (after) site. */
async function lighthouse(spa) {
  const file = path.join(out, `lighthouse-${spa ? 'spa' : 'ssr'}.json`);
  const { code } = await run(
    process.execPath,
    [
      path.join(root, 'tools/bench/lighthouse/run.mjs'),
      '--app',
      tenant.app,
      '--port-offset',
      String(OFFSET),
      '--json',
      file,
      ...(spa ? ['--spa'] : []),
    ],
    { cwd: root },
  );
  if (code !== 0) throw new Error(`lighthouse ${spa ? '--spa' : ''} exited with ${code}`);
  return JSON.parse(readFileSync(file, 'utf8')).rows;
}

const lighthouseRows = [];
if (!args['no-lighthouse']) {
  const [before, after] = [await lighthouse(true), await lighthouse(false)];
  for (const name of ['home', 'shop detail', 'event detail']) {
    const b = before.find((row) => row.name === name);
    const a = after.find((row) => row.name === name);
    if (b && a) lighthouseRows.push({ name, before: b, after: a });
  }
}

const sec = (v) => (v / 1000).toFixed(2);
const body = [
  `\`node tools/bench/ssr/run.mjs\`: tenant ${tenant.app} built for production, served by tools/scripts/serve-stack.mjs (server rendering, the default) with the API on demo data (PGlite). Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average ${loadBefore} before, ${loadAfter} after the TTFB part. Not a timed test: a shared machine's numbers move between runs.`,
  '',
  `Time to first byte, ${samples} sequential requests per row (median / p90, ms, brotli). *Uncached*: the page cache is emptied (the mall's \`content.updated\`) before each request, so the page is rendered in a render worker; *cached*: the page cache answers; *shell*: the browser-rendered index.html (\`X-Atrium-Render: client\`), which shows nothing until the JavaScript has run and fetched its data.`,
  '',
  '| page | path | uncached | cached | shell |',
  '| --- | --- | ---: | ---: | ---: |',
  ...ttfbRows.map(
    (r) =>
      `| ${r.name} | \`${r.path}\` | ${ms(quantile(r.uncached, 0.5))} / ${ms(quantile(r.uncached, 0.9))} | ${ms(quantile(r.cached, 0.5))} / ${ms(quantile(r.cached, 0.9))} | ${ms(quantile(r.shell, 0.5))} / ${ms(quantile(r.shell, 0.9))} |`,
  ),
  ...(lighthouseRows.length
    ? [
        '',
        'Lighthouse (mobile preset, tools/bench/lighthouse/run.mjs) before (`--spa`: rendered in the browser) and after (rendered on the server), one run each:',
        '',
        '| page | LCP s before → after | FCP s before → after | perf before → after | TBT ms before → after |',
        '| --- | ---: | ---: | ---: | ---: |',
        ...lighthouseRows.map(
          ({ name, before: b, after: a }) =>
            `| ${name} | ${sec(b.lcp)} → ${sec(a.lcp)} | ${sec(b.fcp)} → ${sec(a.fcp)} | ${b.perf} → ${a.perf} | ${b.tbt.toFixed(0)} → ${a.tbt.toFixed(0)} |`,
        ),
      ]
    : []),
].join('\n');
await replaceSection(path.join(root, 'docs/benchmarks.md'), 'Server rendering', body);
console.log('docs/benchmarks.md: "Server rendering" updated');
