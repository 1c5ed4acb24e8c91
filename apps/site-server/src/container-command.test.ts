import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// The site server's container starts Node with a small young generation for the main thread
// (docs/ssr.md, "Memory"): a flood's spent pages, bytes outside the heap, are freed by its
// collections. tools/bench/ssr/flood.mjs reads the same line to start the site server as deployed.
const dockerfile = readFileSync(path.join(import.meta.dirname, '../Dockerfile'), 'utf8');
const command = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
const nodeFlags = command.slice(1, -1);

describe('the site server container command', () => {
  it('runs the compiled server with a 4 MB semi-space for the main thread', () => {
    expect(command[0]).toBe('node');
    expect(command.at(-1)).toBe('apps/site-server/dist/main.js');
    expect(nodeFlags).toContain('--max-semi-space-size=4');
  });

  it('passes flags this Node accepts, which bound the young generation', () => {
    // Short-lived garbage fills the young generation to its bound: 2 semi-spaces of 4 MB with the
    // flags, 2 of 32 MB without (Node's default).
    const youngGenerationMb = (flags: string[]) =>
      Number(
        execFileSync(
          process.execPath,
          [
            ...flags,
            '-e',
            `let keep = [];
             for (let i = 0; i < 3e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 50000) keep = []; }
             const space = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
             console.log(space.space_size / 1048576);`,
          ],
          { encoding: 'utf8' },
        ),
      );
    expect(youngGenerationMb(nodeFlags)).toBeLessThanOrEqual(8);
    expect(youngGenerationMb([])).toBeGreaterThan(8);
  });
});
