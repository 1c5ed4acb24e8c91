import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

import { chunksOf, loadedWithEntry } from './bundle-graph';

const chunk = (fileName: string, fields: Partial<Rollup.OutputChunk>): Rollup.OutputChunk =>
  ({ type: 'chunk', fileName, imports: [], isEntry: false, ...fields }) as Rollup.OutputChunk;

describe('loadedWithEntry', () => {
  it('is the entry and what it imports statically, not what it loads lazily', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
        chunk('assets/react.js', { imports: ['assets/runtime.js'] }),
        chunk('assets/runtime.js', {}),
        chunk('assets/page.js', { imports: ['assets/index.js', 'assets/card.js'] }),
        chunk('assets/card.js', {}),
      ].map((c) => [c.fileName, c]),
    );
    expect([...loadedWithEntry(chunksOf(bundle))].sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/runtime.js',
    ]);
  });
});
