import type { RouteCode } from '@atrium/domain/route-code';
import type { Rollup } from 'vite';

/** `en:()=>import("./messages-en-abc.js")`, as the per-chunk catalogs append it (@atrium/i18n/vite). */
const CATALOG_IMPORT = /([a-z]{2}):\(\)=>import\([`'"]\.\/(messages-[a-z]{2}-[\w-]+\.js)[`'"]\)/g;

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
 * The prefetch map of a client bundle: every lazily imported chunk of `pagesDir` (the site's
 * `features/` folder), by each name it exports. A name two chunks export is left out (its page
 * falls back to loading the code).
 */
export function routeCodeMap(bundle: Rollup.OutputBundle, pagesDir: string): RouteCode {
  const chunks = chunksOf(bundle);
  const loaded = staticClosure(
    chunks,
    [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const map: RouteCode = {};
  const ambiguous = new Set<string>();
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId?.startsWith(pagesDir)) continue;
    const files = [...staticClosure(chunks, [chunk.fileName])].filter(
      (file) => chunks.has(file) && !loaded.has(file),
    );
    const messages: Record<string, string[]> = {};
    for (const fileName of files) {
      const directory = fileName.includes('/') ? fileName.slice(0, fileName.lastIndexOf('/')) : '';
      for (const [, locale, catalog] of chunks.get(fileName)!.code.matchAll(CATALOG_IMPORT)) {
        (messages[locale!] ??= []).push(directory ? `${directory}/${catalog}` : catalog!);
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
