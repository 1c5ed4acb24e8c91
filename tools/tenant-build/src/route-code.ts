import path from 'node:path';

import type { RouteCode } from '@atrium/domain/route-code';
import { catalogLoadersIn } from '@atrium/i18n/chunk-catalog-code';
import type { Rollup } from 'vite';

import { chunksOf, loadedWithEntry, staticClosure } from './bundle-graph';

/**
 * The prefetch map of a client bundle: every lazily imported chunk of `siteDir` (the site
 * library's `src/`: its pages and the member dashboard's layout), by each name it exports. A name
 * two chunks export is left out (its page falls back to loading the code).
 */
export function routeCodeMap(bundle: Rollup.OutputBundle, siteDir: string): RouteCode {
  const chunks = chunksOf(bundle);
  const loaded = loadedWithEntry(chunks);
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
