import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The runtime the project declares (package.json `engines`, .nvmrc) is the one its scripts run on:
 * the `node` package in the devDependencies puts Node 24 first on the PATH of every npm script,
 * whatever the machine's own Node is (docs/deploy.md, "Runtime").
 */
const root = path.resolve(import.meta.dirname, '..');
const major = (version: string) => Number(/^v?(\d+)/.exec(version.trim())?.[1]);

describe('the Node runtime', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
  };
  const declared = major(pkg.engines.node.replace(/^[^\d]*/, ''));

  it('is declared once: engines, .nvmrc and the node package agree on the major', () => {
    expect(declared).toBe(24);
    expect(major(readFileSync(path.join(root, '.nvmrc'), 'utf8'))).toBe(declared);
    expect(major(pkg.devDependencies.node!.replace(/^[^\d]*/, ''))).toBe(declared);
  });

  it('runs this suite and every npm script: `npm exec -- node --version`', () => {
    expect(major(process.version)).toBe(declared);
    const viaNpm = execFileSync('npm', ['exec', '--', 'node', '--version'], {
      cwd: root,
      encoding: 'utf8',
      // The system's PATH alone, as a shell on a fresh machine has it: npm adds the project's.
      env: {
        ...process.env,
        PATH: (process.env.PATH ?? '')
          .split(':')
          .filter((p) => !p.includes('node_modules'))
          .join(':'),
      },
    });
    expect(major(viaNpm)).toBe(declared);
  });
});
