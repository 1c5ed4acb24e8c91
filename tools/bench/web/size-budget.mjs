#!/usr/bin/env node
// The home page JavaScript budget (issue 11): `node tools/bench/web/size-budget.mjs` prints each
// built tenant's home-page JavaScript (gzipped, see entry-js.mjs) against tools/bench/web/budget.json;
// `--update` writes the current sizes as the new budget (commit it with the change that explains
// the growth or the saving). The check itself is the vitest project `size-budget`
// (tools/bench/web/size-budget.test.ts), run by `npm test` right after the tenant builds:
//   npx vitest run --config tools/bench/web/vitest.config.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TENANTS } from '../../scripts/lib/tenants.mjs';
import { entryJs } from './entry-js.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
export const BUDGET_FILE = path.join(import.meta.dirname, 'budget.json');

export function readBudget() {
  return JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
}

export function measureTenant(app) {
  return entryJs(path.join(root, 'apps', app, 'dist'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const budget = readBudget();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const { app } of TENANTS) {
    const { gzip, files } = measureTenant(app);
    const allowed = budget.homeJsGzipBytes[app];
    console.log(
      `${app.padEnd(13)} ${kb(gzip).padStart(9)}  budget ${allowed ? kb(allowed) : '—'} (+${budget.tolerance * 100} %)  ${files.map((f) => `${path.basename(f.file)} ${kb(f.gzip)}`).join(', ')}`,
    );
    if (process.argv.includes('--update')) budget.homeJsGzipBytes[app] = gzip;
  }
  if (process.argv.includes('--update')) {
    budget.measuredAt = new Date().toISOString().slice(0, 10);
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
    console.log(`wrote ${path.relative(root, BUDGET_FILE)}`);
  }
}
