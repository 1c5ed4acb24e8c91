import { describe, expect, it } from 'vitest';

// @ts-expect-error plain ESM helper without types
import { TENANTS } from '../../scripts/lib/tenants.mjs';
// @ts-expect-error plain ESM helper without types
import { measureTenant, readBudget } from './size-budget.mjs';

interface Measured {
  gzip: number;
  files: { file: string; gzip: number }[];
}
const budget = readBudget() as {
  tolerance: number;
  homeJsGzipBytes: Record<string, number>;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('home page JavaScript stays within its budget (tools/bench/web/budget.json)', () => {
  it.each((TENANTS as { app: string }[]).map((t) => t.app))('%s', (app) => {
    const allowed = budget.homeJsGzipBytes[app];
    expect(
      allowed,
      `no budget for ${app}: run node tools/bench/web/size-budget.mjs --update`,
    ).toBeTypeOf('number');
    const { gzip, files } = measureTenant(app) as Measured;
    const limit = Math.round(allowed! * (1 + budget.tolerance));
    expect(
      gzip,
      `${app} home page JavaScript is ${kb(gzip)} gzipped, over its budget ${kb(allowed!)} + ${budget.tolerance * 100} % = ${kb(limit)}:\n` +
        files.map((f) => `  ${f.file} ${kb(f.gzip)}`).join('\n') +
        '\nFind the new static import (lazy-load it with import() where it is used), or update the budget on purpose.',
    ).toBeLessThanOrEqual(limit);
  });
});
