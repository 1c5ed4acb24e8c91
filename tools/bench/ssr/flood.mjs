#!/usr/bin/env node
// `node tools/bench/ssr/flood.mjs [--flood search|missing|unknown-params] [--seconds 20]
// [--connections 50] [--checkout DIR]`: can a flood of never-seen addresses starve or push out
// the cached pages, or grow the site server (docs/ssr.md, "Page cache budgets")? Serves the built beta site with
// the API on demo data (ports +26000), warms the `--probe` pages, then for `--seconds`
// `--connections` clients (autocannon) ask for a never-seen address each:
//   search          `/en/search?q=<new>`: a page with a query the route reads, each one a render
//   missing         `/en/missing-<new>`: a path no page has, each one a render of the 404 page
//   repeated-missing  `/en/missing-<0–19>`: twenty such paths again and again
//   unknown-params  `/en?utm_source=<new>`: a parameter no page reads, the cached home page
// while another process (probe.mjs) asks for the cached `--probe` pages in turn every 20 ms; the
// `--kept` pages are cached before the flood and not asked for during it (pages visited less often
// than a flood's addresses arrive). Reports the flood's answers per second and statuses, the
// probe's latency (p50/p99/max) and page-cache states during the flood, the cache state of each
// probe and kept page right after it (a miss: the flood pushed it out of the cache), the site
// server's resident memory (idle, peak) and the CPU ms per flood answer of the site server, the
// API and the bench. `--checkout` runs another checkout's serve-stack.mjs on this build (the
// before/after comparison: a `git worktree` of an older commit with this checkout's node_modules
// and apps/beta/dist* symlinked in, its site server built there). `--env K=V,K=V` sets the
// stack's environment (RENDER_THREADS, ...). `--profile DIR` writes CPU profiles of the site
// server's threads there. `--unknown-params` is `--flood unknown-params`. Build first:
// npx nx run @atrium/beta:build and npx nx run @atrium/site-server:build (the site server runs
// as deployed: compiled, with the Node flags of its container's CMD; `--sources` runs its
// TypeScript through tsx, without them).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startProcess, stopAll, waitForUrl } from '../../scripts/lib/processes.mjs';

const here = path.resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    flood: { type: 'string', default: 'search' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    checkout: { type: 'string', default: here },
    probe: { type: 'string', default: '/en,/en/shops-services,/en/news/1' },
    kept: { type: 'string', default: '/cz,/en/events/1,/en/events/2,/de/shops-services' },
    env: { type: 'string', default: '' },
    'unknown-params': { type: 'boolean', default: false },
    // A CPU profile of the site server's threads (main and render workers) into this folder.
    profile: { type: 'string' },
    // The site server from its TypeScript sources (through tsx) instead of its compiled build.
    sources: { type: 'boolean', default: false },
  },
});
const floods = {
  search: (n) => `/en/search?q=flood${n}`,
  missing: (n) => `/en/missing-${n}`,
  // Twenty broken links asked again and again (a crawler following old links).
  'repeated-missing': (n) => `/en/missing-${n % 20}`,
  'unknown-params': (n) => `/en?utm_source=flood${n}`,
};
const floodKind = args['unknown-params'] ? 'unknown-params' : args.flood;
const floodPath = floods[floodKind];
if (!floodPath) throw new Error(`--flood: one of ${Object.keys(floods).join(', ')}`);
const OFFSET = 26_000;
const SITE = `http://localhost:${4200 + OFFSET}`;
const checkout = path.resolve(args.checkout);
const probePages = args.probe.split(',');
const keptPages = args.kept.split(',').filter(Boolean);
const stackEnv = Object.fromEntries(
  args.env
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};
/** CPU seconds (user + system, every thread) a process has used so far; `/proc/<pid>/stat`. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** The processes the stack started (the API, its gateway when separate). */
const childPids = (pid) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

/** Starts probe.mjs; `stop()` resolves with its latencies and cache states. */
function startProbe() {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'probe.mjs'), '--site', SITE, '--pages', args.probe],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(output);
    },
  };
}

/**
 * The Node flags the container starts the site server with (the `CMD` of the checkout's
 * apps/site-server/Dockerfile, between `node` and the script), so the flood measures the main
 * thread as deployed: `--max-semi-space-size` bounds its young generation.
 */
function containerNodeFlags() {
  const dockerfile = readFileSync(path.join(checkout, 'apps/site-server/Dockerfile'), 'utf8');
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)[1]);
  return cmd.slice(1, -1);
}

const stack = startProcess(
  'stack',
  process.execPath,
  [
    ...(args.sources ? [] : containerNodeFlags()),
    ...(args.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args.profile)] : []),
    path.join(checkout, 'tools/scripts/serve-stack.mjs'),
    '--tenants',
    'beta',
    '--fresh',
    '--data-dir',
    path.join(here, 'tmp/bench-flood-data'),
    '--port-offset',
    String(OFFSET),
    ...(args.sources ? [] : ['--compiled']),
  ],
  { cwd: checkout, quiet: true, env: stackEnv },
);
try {
  await waitForUrl(`${SITE}/runtime-config.json`, { timeoutMs: 180_000 });
  const loadBefore = os.loadavg()[0].toFixed(1);
  for (let i = 0; i < 3; i++) {
    for (const page of [...probePages, ...keptPages]) {
      const response = await fetch(`${SITE}${page}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
    }
  }
  const rssIdle = rssMb(stack.pid);
  let rssPeak = rssIdle;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(stack.pid))), 250);

  const apiPids = childPids(stack.pid);
  const probe = startProbe();
  const cpuOf = () => ({
    site: cpuSeconds(stack.pid),
    api: apiPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    bench: cpuSeconds(process.pid) + cpuSeconds(probe.pid),
  });
  const cpuBefore = cpuOf();

  let n = 0;
  const result = await autocannon({
    url: SITE,
    connections: Number(args.connections),
    duration: Number(args.seconds),
    requests: [{ setupRequest: (request) => ({ ...request, path: floodPath(n++) }) }],
  });
  const cpuAfter = cpuOf();
  const probed = await probe.stop();
  clearInterval(sampler);
  // Each probe page and each kept page (cached before the flood, not asked for during it) once
  // more, right after the flood: still in the page cache?
  const afterFlood = {};
  for (const page of [...probePages, ...keptPages]) {
    const response = await fetch(`${SITE}${page}`);
    await response.arrayBuffer();
    afterFlood[page] = response.headers.get('x-atrium-cache');
  }
  const answers = result['2xx'] + result.non2xx;
  const cpuPerAnswerMs = (part) =>
    round(((cpuAfter[part] - cpuBefore[part]) * 1000) / Math.max(1, answers));

  const seconds = Number(args.seconds);
  const latencies = probed.latencies;
  console.log(
    JSON.stringify(
      {
        checkout: path.relative(here, checkout) || '.',
        nodeFlags: args.sources ? [] : containerNodeFlags(),
        flood: floodKind === 'repeated-missing' ? '/en/missing-<0–19>' : floodPath('<new>'),
        env: args.env || undefined,
        date: new Date().toISOString(),
        cpu: `${os.cpus().length} × ${os.cpus()[0]?.model}`,
        node: process.version,
        load: `${loadBefore} → ${os.loadavg()[0].toFixed(1)}`,
        connections: Number(args.connections),
        seconds,
        answersPerSecond: round(answers / seconds),
        statuses: result.statusCodeStats
          ? Object.fromEntries(
              Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
            )
          : { '2xx': result['2xx'], non2xx: result.non2xx },
        errors: result.errors + result.timeouts,
        floodLatencyP99Ms: result.latency.p99,
        probe: probePages.join(' '),
        cachedP50Ms: round(quantile(latencies, 0.5)),
        cachedP99Ms: round(quantile(latencies, 0.99)),
        cachedMaxMs: round(Math.max(...latencies)),
        cachedSamples: latencies.length,
        cachedStates: probed.cache,
        cachedStatuses: probed.statuses,
        afterFlood,
        // Where the cores went: CPU ms per flood answer of the site server (all its threads), the
        // API (and anything else the stack started) and the bench (autocannon and the probe).
        cpuMsPerAnswer: {
          site: cpuPerAnswerMs('site'),
          api: cpuPerAnswerMs('api'),
          bench: cpuPerAnswerMs('bench'),
        },
        rssIdleMb: Math.round(rssIdle),
        rssPeakMb: Math.round(rssPeak),
      },
      null,
      2,
    ),
  );
} finally {
  stopAll();
}
