#!/usr/bin/env node
// The other client of flood.mjs: a process of its own (so the load generator's event loop never
// delays it) that asks for already-cached pages, one after another with `--pause` ms between
// requests, until it is sent SIGTERM. Prints one JSON line: every latency in ms, and how many
// answers the page cache gave as hit, stale or miss.
//   node tools/bench/ssr/probe.mjs --site http://localhost:30200 --pages /en,/en/news/1
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    site: { type: 'string' },
    pages: { type: 'string', default: '/en' },
    pause: { type: 'string', default: '20' },
  },
});
const pages = args.pages.split(',');
const pause = Number(args.pause);

const latencies = [];
const cache = {};
const statuses = {};
let running = true;
process.on('SIGTERM', () => (running = false));

for (let i = 0; running; i++) {
  const started = performance.now();
  const response = await fetch(`${args.site}${pages[i % pages.length]}`);
  await response.arrayBuffer();
  latencies.push(performance.now() - started);
  const state = response.headers.get('x-atrium-cache') ?? 'none';
  cache[state] = (cache[state] ?? 0) + 1;
  statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  await new Promise((resolve) => setTimeout(resolve, pause));
}
process.stdout.write(`${JSON.stringify({ latencies, cache, statuses })}\n`);
