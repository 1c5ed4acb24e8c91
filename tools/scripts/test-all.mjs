#!/usr/bin/env node
// `npm test`: every check and test suite of the workspace, in order, ending with one summary line
// `tests: N passed, M failed[, K skipped]` that counts every test case of vitest and Playwright
// plus each whole-workspace check (lint, typecheck, …) as one test.
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { run } from './lib/processes.mjs';
import { TENANTS } from './lib/tenants.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const tmp = path.join(root, 'tmp/test-results');
await rm(tmp, { recursive: true, force: true });
await mkdir(tmp, { recursive: true });

const env = {
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: '0',
};
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

async function check(name, command, args, extraEnv = {}) {
  const started = Date.now();
  process.stdout.write(`▶ ${name} … `);
  const { code, output } = await run(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    capture: true,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (code === 0) {
    totals.passed += 1;
    console.log(`ok (${seconds}s)`);
  } else {
    totals.failed += 1;
    failures.push(name);
    console.log(`FAILED (${seconds}s)\n${output.split('\n').slice(-80).join('\n')}`);
  }
  return code;
}

async function suite(name, command, args, reportFile, countFromReport, extraEnv = {}) {
  const started = Date.now();
  process.stdout.write(`▶ ${name} … `);
  const { code, output } = await run(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    capture: true,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let counts;
  try {
    counts = countFromReport(JSON.parse(await readFile(reportFile, 'utf8')));
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 };
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  console.log(
    `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds}s)`,
  );
  if (counts.failed > 0) {
    failures.push(name);
    console.log(output.split('\n').slice(-150).join('\n'));
  }
}

const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + (report.success ? 0 : report.numFailedTestSuites),
  skipped: report.numPendingTests + report.numTodoTests,
});

const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
  skipped: report.stats.skipped,
});

await check('lint', bin('eslint'), ['.', '--max-warnings=0']);
await check('nx sync:check', bin('nx'), ['sync:check']);
await check('typecheck', bin('nx'), ['run-many', '-t', 'typecheck', '--output-style=static']);
await check('translations', process.execPath, ['tools/scripts/check-translations.mjs']);
const vitestReport = path.join(tmp, 'vitest.json');
await suite(
  'unit, API (PGlite and PostgreSQL) and story tests',
  bin('vitest'),
  ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  vitestCounts,
);
await check('storybook build', bin('storybook'), [
  'build',
  '-c',
  '.storybook',
  '-o',
  'dist/storybook',
  '--quiet',
]);
await check('tenant builds', bin('nx'), [
  'run-many',
  '-t',
  'build',
  '-p',
  TENANTS.map((t) => `@atrium/${t.app}`).join(','),
  '--output-style=static',
]);
// Home page JavaScript budget (tools/bench/web/budget.json): needs the tenant builds above.
await check('home page JS size budget', bin('vitest'), [
  'run',
  '--config',
  'tools/bench/web/vitest.config.ts',
]);
const e2eReport = path.join(tmp, 'playwright.json');
await suite(
  'end-to-end (Chromium)',
  bin('playwright'),
  ['test', '-c', 'apps/site-e2e/playwright.config.ts', '--reporter=list,json'],
  e2eReport,
  playwrightCounts,
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
);

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
