import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures/cycle');

/** The workspace's own lint configuration, on files it normally ignores. */
async function cycleErrors(files: string[]) {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'import-x/no-cycle')
      .map(() => path.basename(result.filePath)),
  );
}

describe('import-x/no-cycle', () => {
  it('finds a cycle between two modules (the resolver reads TypeScript files)', async () => {
    const errors = await cycleErrors([
      path.join(fixtures, 'first.ts'),
      path.join(fixtures, 'second.ts'),
    ]);
    expect(errors.sort()).toEqual(['first.ts', 'second.ts']);
  });

  it('passes the error screens, whose cycle was broken', async () => {
    const errors = await cycleErrors([
      path.join(root, 'libs/site/src/frame/errors/error-screen.tsx'),
      path.join(root, 'libs/site/src/frame/errors/not-found-screen.tsx'),
    ]);
    expect(errors).toEqual([]);
  });
});
