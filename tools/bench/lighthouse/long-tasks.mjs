#!/usr/bin/env node
// `node tools/bench/lighthouse/long-tasks.mjs <url> [--dist apps/beta/dist] [--min MS] [--rows 8] [--cpu-slowdown 4]`:
// what makes Lighthouse's total blocking time on one page. Runs Lighthouse's mobile preset once
// (performance only) with V8's CPU sampler in its trace, then prints every task of the page's main
// thread that lasted at least --min ms as observed (Lighthouse simulates --cpu-slowdown × that on a phone, and
// counts what is above 50 ms), with the functions that ran in it: inclusive time, mapped through
// the build's source maps to source files and names, React's and the scheduler's own frames left
// out. Serve a build first (tools/scripts/serve-stack.mjs); --dist is the build it serves.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { throttlingWith } from './throttling.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', default: 'apps/beta/dist' },
    // Default: 50 ms divided by the slowdown (what Lighthouse counts as blocking).
    min: { type: 'string' },
    rows: { type: 'string', default: '8' },
    // As run.mjs's: the simulated phone's CPU as a multiple of this machine's.
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const [url] = positionals;
if (!url) throw new Error('usage: long-tasks.mjs <url> [--dist DIR] [--min MS] [--rows N]');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
let result;
try {
  result = await lighthouse(
    url,
    { port: chrome.port, logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance'],
        throttling: throttlingWith(Number(args['cpu-slowdown'])),
        additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
      },
    },
  );
} finally {
  await chrome.kill();
}
const { audits } = result.lhr;
console.log(
  `perf ${Math.round(result.lhr.categories.performance.score * 100)}, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, FCP ${Math.round(audits['first-contentful-paint'].numericValue)} ms, TTI ${Math.round(audits.interactive.numericValue)} ms (simulated)`,
);

// The page's main thread: the renderer main thread with the most events.
const events = result.artifacts.Trace.traceEvents;
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const countOf = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid).length;
const main = mains.reduce((a, b) => (countOf(b) > countOf(a) ? b : a));
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const start = Math.min(...onMain.map((e) => e.ts));

// V8's samples of that thread: its Profile event names the profile whose chunks follow.
const profileId = events.find(
  (e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
)?.id;
const nodes = new Map();
const parents = new Map();
const samples = [];
let time = 0;
for (const e of events) {
  if (e.pid !== main.pid || e.id !== profileId) continue;
  if (e.name === 'Profile') time = e.args.data.startTime;
  if (e.name !== 'ProfileChunk') continue;
  const profile = e.args.data.cpuProfile ?? {};
  for (const node of profile.nodes ?? []) {
    nodes.set(node.id, node);
    if (node.parent) parents.set(node.id, node.parent);
  }
  const deltas = e.args.data.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    time += deltas[i];
    samples.push({ id, time });
  });
}
samples.forEach((s, i) => (s.ms = ((samples[i + 1]?.time ?? s.time) - s.time) / 1000));

const maps = new Map();
function mapOf(scriptUrl) {
  const file = path.join(args.dist, 'assets', `${scriptUrl.split('/assets/')[1] ?? ''}.map`);
  if (!maps.has(file)) {
    maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(file);
}
const labels = new Map();
function labelOf(id) {
  if (labels.has(id)) return labels.get(id);
  const frame = nodes.get(id).callFrame;
  let label = frame.functionName || '(anonymous)';
  const map = frame.url ? mapOf(frame.url) : null;
  const original =
    map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (original?.source) {
    const source = original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    label = `${source}:${original.line} ${original.name ?? frame.functionName}`;
  } else if (frame.url) label = `${frame.url.split('/').pop()} ${label}`;
  labels.set(id, label);
  return label;
}
const hidden = /react-dom-client|scheduler\.production|^\((root|program|idle)\)/;

const min = args.min ? Number(args.min) : 50 / Number(args['cpu-slowdown']);
for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= min)) {
  const inclusive = new Map();
  for (const s of samples) {
    if (s.time < task.ts || s.time >= task.ts + task.dur) continue;
    const seen = new Set();
    for (let id = s.id; id; id = parents.get(id)) {
      const label = labelOf(id);
      if (seen.has(label) || hidden.test(label)) continue;
      seen.add(label);
      inclusive.set(label, (inclusive.get(label) ?? 0) + s.ms);
    }
  }
  const blink = new Map();
  for (const e of onMain) {
    if (e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || e === task) continue;
    if (
      !/^(Layout|UpdateLayoutTree|Paint|ParseHTML|MinorGC|MajorGC|v8\.evaluateModule)$/.test(e.name)
    )
      continue;
    blink.set(e.name, (blink.get(e.name) ?? 0) + e.dur / 1000);
  }
  const parts = [...blink].map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
  console.log(
    `\n${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur / 1000).toFixed(1)} ms${parts ? `  [${parts}]` : ''}`,
  );
  const top = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(args.rows));
  for (const [label, ms] of top) console.log(`  ${ms.toFixed(1).padStart(6)}  ${label}`);
}
