import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures/layers');

/**
 * The workspace's lint configuration on a fixture's text as if it were the file `as` inside
 * libs/site/src (the zones are paths of that library; its imports resolve to the real modules).
 */
async function layerErrors(fixture: string, as: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(readFileSync(path.join(fixtures, fixture), 'utf8'), {
    filePath: path.join(root, 'libs/site/src', as),
  });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('libs/site one-way rule (import-x/no-restricted-paths)', () => {
  it('stops a feature importing the route layer', async () => {
    const errors = await layerErrors('feature-imports-app.tsx', 'features/shops/fixture.tsx');
    expect(errors).toEqual([expect.stringContaining('A feature imports app/')]);
  });

  it('stops a feature importing another feature', async () => {
    const errors = await layerErrors('feature-imports-feature.tsx', 'features/shops/fixture.tsx');
    expect(errors).toEqual([expect.stringContaining('features/shops imports another feature')]);
  });

  it('stops the frame importing a page', async () => {
    const errors = await layerErrors('frame-imports-feature.tsx', 'frame/layout/fixture.tsx');
    expect(errors).toEqual([expect.stringContaining('frame/')]);
  });

  it('stops infrastructure importing page parts', async () => {
    const errors = await layerErrors('infrastructure-imports-common.tsx', 'session/fixture.tsx');
    expect(errors).toEqual([expect.stringContaining('Infrastructure imports')]);
  });

  it('lets a feature import its own folder, common/, frame/, routing/ and infrastructure', async () => {
    const errors = await layerErrors('feature-imports-below.tsx', 'features/shops/fixture.tsx');
    expect(errors).toEqual([]);
  });
});
