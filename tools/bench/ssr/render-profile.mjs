#!/usr/bin/env node
// `node [--cpu-prof] tools/bench/ssr/render-profile.mjs [--api URL] [--renders 200] [--checkout DIR]`:
// the CPU cost of one server render (issue 19), without the HTTP layer or worker threads. Loads
// the beta server build (`apps/beta/dist-server/render.js` of `--checkout`, default this one) in
// this process and renders, one at a time, `/en` and `/en/search?q=<new>` alternately, reading
// the API through the render worker's cache of public answers (as render-worker.ts does). Starts
// the API on demo data (ports +35000) unless `--api` names a running one (started with
// `--origin`'s tenant allowed). Prints the median and p90 of each page's wall and CPU time per
// render (process CPU, so GC threads count; the API runs in another process), and the time spent
// in `pageCacheKey` (what the main thread does for every new URL). Run with `node --cpu-prof
// --cpu-prof-dir tmp/prof` for a profile of the renders. Build first: npx nx run @atrium/beta:build.
import { rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { stopAll } from '../../scripts/lib/processes.mjs';

const here = path.resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    api: { type: 'string' },
    renders: { type: 'string', default: '200' },
    checkout: { type: 'string', default: here },
    pages: { type: 'string', default: 'home,search' },
    // Through the site server's render pool instead (one worker thread, its limits, the page
    // copied back): CPU per render of the whole process, and renders per second of that thread.
    pool: { type: 'boolean', default: false },
  },
});
const OFFSET = 35_000;
const origin = `http://localhost:${4200 + OFFSET}`;
const checkout = path.resolve(args.checkout);

let apiBaseUrl = args.api;
if (!apiBaseUrl) {
  const dataDir = path.join(here, 'tmp/bench-render-profile-data');
  await rm(dataDir, { recursive: true, force: true });
  apiBaseUrl = await startApi({
    port: 3333 + OFFSET,
    realtimePort: 6001 + OFFSET,
    dataDir,
    extraOrigins: { beta: origin },
    quiet: true,
  });
}

try {
  const distDir = path.join(checkout, 'apps/beta/dist');
  const build = await import(
    pathToFileURL(path.join(checkout, 'apps/beta/dist-server/render.js')).href
  );
  const { createApiProxy } = await tsImport(
    path.join(here, 'apps/site-server/src/api-proxy.ts'),
    import.meta.url,
  );
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const built = JSON.parse(readFileSync(path.join(distDir, 'runtime-config.json'), 'utf8'));
  const runtime = { ...built, apiBaseUrl, settingsUrl: null };
  const proxy = createApiProxy({ apiBaseUrl, origin });

  let n = 0;
  const pages = {
    home: () => '/en',
    search: () => `/en/search?q=profile${n++}`,
    shop: () => '/en/shop/15/x',
  };
  const chosen = args.pages.split(',').map((name) => [name, pages[name]]);
  const render = (url) =>
    build.renderPage({ url, template, runtime, origin, fetch: proxy.fetch }).then((result) => {
      if (result.kind !== 'html') throw new Error(`${url}: ${result.kind} ${result.reason}`);
      return result;
    });

  if (args.pool) {
    await poolRun(chosen);
    stopAll();
    process.exit(0); // the pool's idle worker would keep the process alive for a minute
  }

  // Warm: the API's public lists in the proxy cache, the JIT.
  for (let i = 0; i < 20; i++) for (const [, url] of chosen) await render(url());

  const samples = Object.fromEntries(chosen.map(([name]) => [name, { wall: [], cpu: [] }]));
  const keyMs = [];
  const total = Number(args.renders);
  const loadBefore = os.loadavg()[0].toFixed(1);
  for (let i = 0; i < total; i++) {
    for (const [name, next] of chosen) {
      const url = next();
      const keyStarted = performance.now();
      build.pageCacheKey(url, { runtime, origin });
      keyMs.push(performance.now() - keyStarted);
      const cpu = process.cpuUsage();
      const started = performance.now();
      await render(url);
      const used = process.cpuUsage(cpu);
      samples[name].wall.push(performance.now() - started);
      samples[name].cpu.push((used.user + used.system) / 1000);
    }
  }
  const q = (values, at) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Number(sorted[Math.min(sorted.length - 1, Math.floor(at * sorted.length))].toFixed(2));
  };
  console.log(
    JSON.stringify(
      {
        checkout: path.relative(here, checkout) || '.',
        date: new Date().toISOString(),
        load: `${loadBefore} → ${os.loadavg()[0].toFixed(1)}`,
        rendersPerPage: total,
        pageCacheKeyMs: { p50: q(keyMs, 0.5), p90: q(keyMs, 0.9) },
        ...Object.fromEntries(
          Object.entries(samples).map(([name, { wall, cpu }]) => [
            name,
            {
              wallMs: { p50: q(wall, 0.5), p90: q(wall, 0.9) },
              cpuMs: { p50: q(cpu, 0.5), p90: q(cpu, 0.9) },
            },
          ]),
        ),
      },
      null,
      2,
    ),
  );
} finally {
  stopAll();
}

/**
 * `--pool`: each page's renders through one render worker with the site server's settings
 * (RENDERS_PER_THREAD at once), the whole process's CPU per render (the main thread's share is
 * the task's messages), and the renders per second of that one thread.
 */
async function poolRun(chosen) {
  const { renderPool, RENDERS_PER_THREAD } = await tsImport(
    path.join(here, 'apps/site-server/src/render-pool.ts'),
    import.meta.url,
  );
  const pool = renderPool({ threads: 1, queueLimit: 1000 });
  const distDir = path.join(checkout, 'apps/beta/dist');
  const task = (url) => ({
    serverDir: path.join(checkout, 'apps/beta/dist-server'),
    url,
    template: readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    runtime: {
      ...JSON.parse(readFileSync(path.join(distDir, 'runtime-config.json'), 'utf8')),
      apiBaseUrl,
      settingsUrl: null,
    },
    origin,
    generation: 0,
  });
  const runMany = async (next, count) => {
    let left = count;
    const lane = async () => {
      while (left-- > 0) {
        const result = await pool.run(task(next()));
        if (result.kind !== 'html') throw new Error(`${result.kind}`);
      }
    };
    await Promise.all(Array.from({ length: RENDERS_PER_THREAD }, lane));
  };
  const report = {};
  const loadBefore = os.loadavg()[0].toFixed(1);
  for (const [name, next] of chosen) {
    await runMany(next, 60); // warm: the worker's build, the API cache, the JIT
    const total = Number(args.renders);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await runMany(next, total);
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - started) / 1000;
    report[name] = {
      cpuMsPerRender: Number(((used.user + used.system) / 1000 / total).toFixed(2)),
      rendersPerSecond: Number((total / seconds).toFixed(1)),
    };
  }
  await pool.release();
  console.log(
    JSON.stringify({
      date: new Date().toISOString(),
      load: `${loadBefore} → ${os.loadavg()[0].toFixed(1)}`,
      renders: Number(args.renders),
      ...report,
    }),
  );
}
