import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { hydrateServerState } from '../server/locale-state';

/**
 * Prerendered pages (issue 12, spec section 7). A CDN deployment made by
 * `tools/scripts/prerender.mjs` lists its pages in `builds/meta/<buildId>.json` (`prerendered`),
 * and each page's query cache sits beside its HTML as `_payload.json`. Once the list is known,
 * loading or preloading one of those pages fills the query cache from its payload instead of
 * asking the API for each list and item. The list is read a second after start, and not at all on
 * a slow-2g connection; a failed payload only logs a warning (spec section 8) and the page asks
 * the API as usual. Browser only: created by the client entry.
 */
export type PagePayloads = {
  /** Fills the query cache from the payload of `publicPath` when it is a prerendered page. */
  hydrate(publicPath: string): Promise<void>;
};

type Options = {
  buildId: string;
  queryClient: QueryClient;
  fetchFn?: typeof fetch;
  warn?: (message: string) => void;
};

export function createPagePayloads({
  buildId,
  queryClient,
  fetchFn = (input, init) => fetch(input, init),
  warn = (message) => console.warn(message),
}: Options) {
  let prerendered = new Set<string>();
  const pending = new Map<string, Promise<void>>();

  async function loadPayload(path: string) {
    try {
      const response = await fetchFn(`${path}/_payload.json?v=${encodeURIComponent(buildId)}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      hydrateServerState(queryClient, (await response.json()) as DehydratedState);
    } catch (error) {
      warn(`Failed to load the payload of ${path}: ${String(error)}`);
    }
  }

  return {
    /** Reads which pages were prerendered (`builds/meta/<buildId>.json`). */
    async detect(): Promise<void> {
      try {
        const response = await fetchFn(`/builds/meta/${encodeURIComponent(buildId)}.json`);
        if (!response.ok) return;
        const meta = (await response.json()) as { prerendered?: unknown };
        if (Array.isArray(meta.prerendered)) {
          prerendered = new Set(meta.prerendered.filter((p) => typeof p === 'string'));
        }
      } catch {
        // No meta file (a plain build or the site server): nothing is prerendered.
      }
    },
    hydrate(publicPath: string): Promise<void> {
      const path = publicPath.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
      if (!prerendered.has(path)) return Promise.resolve();
      // One payload per page and visit; later navigations find the data in the cache.
      let loading = pending.get(path);
      if (!loading) pending.set(path, (loading = loadPayload(path)));
      return loading;
    },
  } satisfies PagePayloads & { detect(): Promise<void> };
}
