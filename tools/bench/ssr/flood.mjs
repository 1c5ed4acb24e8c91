#!/usr/bin/env node
// `node tools/bench/ssr/flood.mjs [--seconds 20] [--connections 50] [--checkout DIR]`: can a flood
// of never-seen pages starve the cached ones (issue 19)? Serves the built beta site with the API
// on demo data (ports +26000), warms `/en`, then for `--seconds`: `--connections` clients ask for
// search pages with a new query each (each one a render), while one client asks for the cached
// `/en` every 20 ms (`--unknown-params`: the flood asks for `/en?utm_source=<new>` instead, a
// parameter no page reads). Reports renders per second (200s of the flood), busy answers (503), the
// cached page's latency (p50/p99/max) and the site server's peak resident memory. `--checkout`
// runs another checkout's serve-stack.mjs on this build (the before/after comparison), e.g. a
// `git worktree` of an older commit with this checkout's node_modules and apps/beta/dist*
// symlinked in. `--profile DIR` writes CPU profiles of the site server's threads there. Also reports the CPU milliseconds per answer of the site server, the API and the
// bench itself (all three share the machine's cores). Build first:
// npx nx run-many -t build -p @atrium/beta,@atrium/site-server (the site server runs as deployed,
// compiled; `--sources` runs its TypeScript through tsx, as a checkout before the build did).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startProcess, stopAll, waitForUrl } from '../../scripts/lib/processes.mjs';

const here = path.resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    checkout: { type: 'string', default: here },
    // The flood's URLs differ only in a parameter no page reads (`/en?utm_source=…`).
    'unknown-params': { type: 'boolean', default: false },
    // A CPU profile of the site server's threads (main and render workers) into this folder.
    profile: { type: 'string' },
    // The site server from its TypeScript sources (through tsx) instead of its compiled build.
    sources: { type: 'boolean', default: false },
  },
});
const OFFSET = 26_000;
const SITE = `http://localhost:${4200 + OFFSET}`;
const checkout = path.resolve(args.checkout);

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

const stack = startProcess(
  'stack',
  process.execPath,
  [
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
  { cwd: checkout, quiet: true },
);
try {
  await waitForUrl(`${SITE}/runtime-config.json`, { timeoutMs: 180_000 });
  const loadBefore = os.loadavg()[0].toFixed(1);
  for (let i = 0; i < 3; i++) await (await fetch(`${SITE}/en`)).arrayBuffer();
  const rssIdle = rssMb(stack.pid);
  let rssPeak = rssIdle;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(stack.pid))), 250);

  const apiPids = childPids(stack.pid);
  const cpuOf = () => ({
    site: cpuSeconds(stack.pid),
    api: apiPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    bench: cpuSeconds(process.pid),
  });
  const cpuBefore = cpuOf();

  let running = true;
  const cachedLatencies = [];
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${SITE}/en`);
      await response.arrayBuffer();
      cachedLatencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  let n = 0;
  const result = await autocannon({
    url: SITE,
    connections: Number(args.connections),
    duration: Number(args.seconds),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: args['unknown-params'] ? `/en?utm_source=flood${n++}` : `/en/search?q=flood${n++}`,
        }),
      },
    ],
  });
  running = false;
  await probe;
  clearInterval(sampler);
  const cpuAfter = cpuOf();
  const cpuPerAnswerMs = (part) =>
    Number((((cpuAfter[part] - cpuBefore[part]) * 1000) / Math.max(1, result['2xx'])).toFixed(1));

  const seconds = Number(args.seconds);
  const rendered = result['2xx'];
  console.log(
    JSON.stringify(
      {
        checkout: path.relative(here, checkout) || '.',
        flood: args['unknown-params'] ? '/en?utm_source=<new>' : '/en/search?q=<new>',
        date: new Date().toISOString(),
        cpu: `${os.cpus().length} × ${os.cpus()[0]?.model}`,
        load: `${loadBefore} → ${os.loadavg()[0].toFixed(1)}`,
        connections: Number(args.connections),
        seconds,
        answersPerSecond: Number((rendered / seconds).toFixed(1)),
        busy503: result.non2xx,
        errors: result.errors + result.timeouts,
        floodLatencyP99Ms: result.latency.p99,
        cachedP50Ms: Number(quantile(cachedLatencies, 0.5).toFixed(1)),
        cachedP99Ms: Number(quantile(cachedLatencies, 0.99).toFixed(1)),
        cachedMaxMs: Number(Math.max(...cachedLatencies).toFixed(1)),
        cachedSamples: cachedLatencies.length,
        // Where the cores went: CPU ms per answered flood request of the site server (all its
        // threads), the API (and anything else the stack started) and this process (autocannon
        // and the probe).
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
