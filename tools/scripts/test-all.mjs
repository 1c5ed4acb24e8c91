#!/usr/bin/env node
// `npm test`: every check and test suite of the workspace, in order, ending with one summary line
// `tests: N passed, M failed[, K skipped]` that counts every test case of vitest and Playwright
// plus each whole-workspace check (lint, typecheck, …) as one test. Every step has a time limit,
// so a hung step fails instead of stalling CI.
import { access, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { run } from './lib/processes.mjs';
import { TENANTS } from './lib/tenants.mjs';
import { requireProjectNode } from './lib/node-version.mjs';

requireProjectNode();

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const tmp = path.join(root, 'tmp/test-results');
await rm(tmp, { recursive: true, force: true });
await mkdir(tmp, { recursive: true });

const MINUTE = 60_000;
const env = {
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: '0',
};
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

async function step(name, command, args, { timeoutMs, extraEnv = {} }) {
  process.stdout.write(`▶ ${name} … `);
  return timed(command, args, { timeoutMs, extraEnv });
}

async function timed(command, args, { timeoutMs, extraEnv = {} }) {
  const started = Date.now();
  const result = await run(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    capture: true,
    timeoutMs,
  });
  return { ...result, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

const tail = (output, lines) => output.split('\n').slice(-lines).join('\n');

/** A whole-workspace check: one test, passed or failed. */
async function check(name, command, args, { timeoutMs = 10 * MINUTE } = {}) {
  report(name, await step(name, command, args, { timeoutMs }));
}

/**
 * Checks run side by side, reported in the order given: ESLint works on one thread, and
 * typecheck's tsc runs leave a core idle while one waits on another (docs/benchmarks.md, "Test
 * suite time").
 */
async function checksTogether(list) {
  const results = await Promise.all(
    list.map(([, command, args, { timeoutMs = 10 * MINUTE } = {}]) =>
      timed(command, args, { timeoutMs }),
    ),
  );
  list.forEach(([name], i) => {
    process.stdout.write(`▶ ${name} … `);
    report(name, results[i]);
  });
}

function report(name, { code, output, seconds, timedOut }) {
  if (code === 0) {
    totals.passed += 1;
    console.log(`ok (${seconds}s)`);
    return;
  }
  totals.failed += 1;
  failures.push(name);
  console.log(`FAILED (${seconds}s${timedOut ? ', time limit' : ''})\n${tail(output, 80)}`);
}

/** A test runner writing a JSON report: its test cases count one by one. */
async function suite(name, command, args, { report, counts, timeoutMs, extraEnv = {} }) {
  const { code, output, seconds, timedOut } = await step(name, command, args, {
    timeoutMs,
    extraEnv,
  });
  let result;
  try {
    result = counts(JSON.parse(await readFile(report, 'utf8')));
  } catch {
    result = { passed: 0, failed: 1, skipped: 0 };
  }
  if (code !== 0 && result.failed === 0) result.failed = 1; // failed outside any test case
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  const limit = timedOut ? ', time limit' : '';
  console.log(
    `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${seconds}s${limit})`,
  );
  if (result.failed > 0) {
    failures.push(name);
    console.log(tail(output, 150));
  }
}

const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  // A file failing outside its tests (an import error) counts once, in suite() below; a failed
  // test's file and describe blocks are not counted again.
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
});

const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
  skipped: report.stats.skipped,
});

/** Vitest projects in groups, so each group has the machine to itself and its own time limit. */
async function vitestGroup(name, projectArgs, timeoutMs) {
  const report = path.join(tmp, `vitest-${name.replace(/\W+/g, '-').slice(0, 60)}.json`);
  await suite(
    name,
    bin('vitest'),
    ['run', ...projectArgs, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
    { report, counts: vitestCounts, timeoutMs },
  );
}

/** Expands a path pattern whose `*` segments match one folder name each. */
async function expand(pattern) {
  let paths = [''];
  for (const segment of pattern.split('/')) {
    const next = [];
    for (const base of paths) {
      if (segment !== '*') {
        next.push(path.join(base, segment));
        continue;
      }
      const entries = await readdir(path.join(root, base), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) if (entry.isDirectory()) next.push(path.join(base, entry.name));
    }
    paths = next;
  }
  const exists = await Promise.all(
    paths.map((p) =>
      access(path.join(root, p)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return paths.filter((_, i) => exists[i]);
}

/** The `test.name` of every project the root vitest.config.ts lists. */
async function vitestProjects() {
  const rootConfig = await readFile(path.join(root, 'vitest.config.ts'), 'utf8');
  const patterns = [...rootConfig.matchAll(/'([^']+vitest[^']*\.config\.ts)'/g)].map((m) => m[1]);
  const names = [];
  for (const pattern of patterns) {
    for (const file of await expand(pattern)) {
      const source = await readFile(path.join(root, file), 'utf8');
      const name = /name:\s*'([^']+)'/.exec(source)?.[1];
      if (!name) throw new Error(`${file} has no test.name`);
      names.push(name);
    }
  }
  return names;
}

// sync:check first: it also computes the project graph the module-boundaries lint rule reads.
await check('nx sync:check', bin('nx'), ['sync:check']);
await checksTogether([
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  [
    'typecheck',
    bin('nx'),
    ['run-many', '-t', 'typecheck', '--output-style=static'],
    { timeoutMs: 15 * MINUTE },
  ],
]);
await check('translations', process.execPath, ['tools/scripts/check-translations.mjs']);

// Projects that start servers, databases or browsers run alone, so they never compete for ports
// or cores and a hung one fails alone at its time limit; the others share one vitest run, which
// saves each of them vitest's start-up (about 5 s apiece on 2 cores).
const RUN_ALONE = new Set([
  'realtime',
  'storybook',
  'realtime-gateway',
  'api',
  'api-pg',
  'site-ssr',
]);
const projects = await vitestProjects();
const shared = projects.filter((name) => !RUN_ALONE.has(name));
await vitestGroup(
  `vitest ${shared.join(', ')}`,
  shared.flatMap((name) => ['--project', name]),
  10 * MINUTE,
);
// vitest runs one file at a time on 2 cores; the API's files wait on their database as much as
// they compute (api-pg: 273 s with one worker, 178 s with two).
const TWO_WORKERS = new Set(['api', 'api-pg']);
for (const name of projects.filter((project) => RUN_ALONE.has(project))) {
  const workers = TWO_WORKERS.has(name) ? ['--maxWorkers=2'] : [];
  await vitestGroup(`vitest ${name}`, ['--project', name, ...workers], 10 * MINUTE);
}

await check('storybook build', bin('storybook'), [
  'build',
  '-c',
  '.storybook',
  '-o',
  'dist/storybook',
  '--quiet',
]);
await check(
  'tenant builds',
  bin('nx'),
  [
    'run-many',
    '-t',
    'build',
    '-p',
    // The staff console too: the console's end-to-end suite below serves it (docs/console.md);
    // and the compiled site server, which the cluster test runs as its container does.
    [...TENANTS.map((t) => `@atrium/${t.app}`), '@atrium/console', '@atrium/site-server'].join(','),
    '--output-style=static',
  ],
  { timeoutMs: 15 * MINUTE },
);
// Home page JavaScript budget (tools/bench/web/budget.json): needs the tenant builds above.
await check('home page JS size budget', bin('vitest'), [
  'run',
  '--config',
  'tools/bench/web/vitest.config.ts',
]);
// The site server (apps/site-server) against real builds: caches, server rendering, render
// workers, tenants by Host; needs the beta build (dist and dist-server) and harfa's dist.
// Its files start their APIs on ports of their own, so two run at a time.
await vitestGroup(
  'vitest site-server',
  ['--config', 'apps/site-server/vitest.builds.config.ts', '--maxWorkers=2'],
  10 * MINUTE,
);
// What `npm start` runs after its build (tools/scripts/serve-stack.mjs): the API in demo mode beside
// beta's site, which the tenant builds above made.
await vitestGroup(
  'vitest serve-stack',
  ['--config', 'tools/scripts/vitest.stack.config.ts'],
  5 * MINUTE,
);
// The one-machine cluster (haproxy, two APIs, two gateways over Redis, the site server,
// PostgreSQL) with processes killed under load: needs the beta and site server builds above and
// haproxy.
await vitestGroup(
  'vitest cluster',
  ['--config', 'tools/cluster/vitest.cluster.config.ts'],
  10 * MINUTE,
);
// Both container images built with buildah and started once with podman (deploy/images): needs
// buildah, podman, runc and debootstrap (.ci/run installs them); skipped with a message without.
await vitestGroup(
  'vitest deploy-images',
  ['--config', 'deploy/images/vitest.config.ts'],
  15 * MINUTE,
);
const e2eReport = path.join(tmp, 'playwright.json');
await suite(
  'end-to-end (Chromium)',
  bin('playwright'),
  ['test', '-c', 'apps/site-e2e/playwright.config.ts', '--reporter=list,json'],
  {
    report: e2eReport,
    counts: playwrightCounts,
    timeoutMs: 20 * MINUTE,
    extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  },
);

// The staff console (apps/console-e2e): the console at /console/ of two malls' sites, on its own
// stack (ports + 20000); needs the beta, harfa and console builds above. About three minutes.
const consoleE2eReport = path.join(tmp, 'playwright-console.json');
await suite(
  'console end-to-end (Chromium)',
  bin('playwright'),
  ['test', '-c', 'apps/console-e2e/playwright.config.ts', '--reporter=list,json'],
  {
    report: consoleE2eReport,
    counts: playwrightCounts,
    timeoutMs: 8 * MINUTE,
    extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: consoleE2eReport },
  },
);

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
