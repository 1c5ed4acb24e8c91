import type { Rollup } from 'vite';

/** A client bundle's JavaScript chunks by file name. */
export function chunksOf(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  return chunks;
}

/** The chunks and every chunk they import statically, transitively. */
export function staticClosure(
  chunks: Map<string, Rollup.OutputChunk>,
  start: string[],
): Set<string> {
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
 * The chunks a page has loaded before any of its code can ask for a lazy one: the entries and
 * what they import statically.
 */
export function loadedWithEntry(chunks: Map<string, Rollup.OutputChunk>): Set<string> {
  return staticClosure(
    chunks,
    [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
}
