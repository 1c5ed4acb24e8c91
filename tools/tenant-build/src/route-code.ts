import path from 'node:path';

import type { RouteCode } from '@atrium/domain/route-code';
import { catalogLoadersIn } from '@atrium/i18n/chunk-catalog-code';
import type { Rollup } from 'vite';

function chunksOf(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  return chunks;
}

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(chunks: Map<string, Rollup.OutputChunk>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const fileName = queue.pop()!;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    // An import of a chunk no longer in the bundle (Vite drops chunks that only imported CSS).
    const chunk = chunks.get(fileName);
    if (!chunk) continue;
    queue.push(...chunk.imports);
  }
  return seen;
}

/**
 * The prefetch map of a client bundle: every lazily imported chunk of `siteDir` (the site
 * library's `src/`: its pages and the member dashboard's layout), by each name it exports. A name
 * two chunks export is left out (its page falls back to loading the code).
 */
export function routeCodeMap(bundle: Rollup.OutputBundle, siteDir: string): RouteCode {
  const chunks = chunksOf(bundle);
  const loaded = staticClosure(
    chunks,
    [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const map: RouteCode = {};
  const ambiguous = new Set<string>();
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId?.startsWith(siteDir)) continue;
    const files = [...staticClosure(chunks, [chunk.fileName])].filter(
      (file) => chunks.has(file) && !loaded.has(file),
    );
    const messages: Record<string, string[]> = {};
    for (const fileName of files) {
      for (const { locale, specifier } of catalogLoadersIn(chunks.get(fileName)!.code)) {
        (messages[locale] ??= []).push(path.posix.join(path.posix.dirname(fileName), specifier));
      }
    }
    // A default export has no name a route could give.
    for (const name of chunk.exports.filter((exported) => exported !== 'default')) {
      if (map[name]) ambiguous.add(name);
      map[name] = { files, messages };
    }
  }
  for (const name of ambiguous) delete map[name];
  return map;
}
