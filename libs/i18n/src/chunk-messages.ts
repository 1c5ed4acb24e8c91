import type { Messages } from '@lingui/core';

/**
 * Per-chunk catalogs (issue 22): in a tenant's browser build, `chunkCatalogs()` of
 * `@atrium/i18n/vite` gives every JavaScript chunk that uses messages its own small catalog per
 * language (only the messages of that chunk) and appends to the chunk:
 *
 *   { const r = (globalThis.__atriumMessages ??= { chunks: [] }), c = { en: () => import('./…') , … };
 *     r.chunks.push(c); if (r.load) await r.load(c); }
 *
 * So the entry's chunks register before the app starts and `activateLocale` loads what they
 * registered (the frame's and the first page's messages, nothing else); a route's or a lazy
 * section's chunk registers when it is imported and its top-level `await` holds the import until
 * its messages are in the catalog of the page's language: no component renders before its text.
 * The registry is a global because the appended code runs inside chunks that cannot import this
 * module (the chunk graph is final when the code is appended).
 */
export const CHUNK_MESSAGES_GLOBAL = '__atriumMessages';

/** Loaders of one chunk's catalogs, by Lingui language tag. */
export type ChunkCatalogs = Record<string, () => Promise<{ messages: Messages }>>;

export type ChunkRegistry = {
  chunks: ChunkCatalogs[];
  /** Installed by `chunkMessages()`; loads a newly registered chunk's messages. */
  load?: (chunk: ChunkCatalogs) => Promise<void> | undefined;
};

/** The build's registry (created by whichever runs first: a chunk or the app). */
export function chunkRegistry(): ChunkRegistry {
  const scope = globalThis as unknown as Record<string, ChunkRegistry | undefined>;
  return (scope[CHUNK_MESSAGES_GLOBAL] ??= { chunks: [] });
}

/**
 * The catalogs of every registered chunk, merged per language tag. `catalog(tag)` is one object
 * per language that only grows: Lingui is given that object once (`i18n.load`), and messages of
 * chunks loaded later are merged into it in place, without Lingui's `change` event (which would
 * re-render every translated component, and during hydration make React give up the server's
 * HTML of a Suspense boundary that is still waiting for its chunk).
 */
export function chunkMessages(registry: ChunkRegistry = chunkRegistry()) {
  const catalogs = new Map<string, Messages>();
  const loads = new Map<ChunkCatalogs, Map<string, Promise<void>>>();
  /** Languages whose messages chunks must bring: the active one and one being activated. */
  const wanted = new Set<string>();

  const catalog = (tag: string): Messages => {
    let messages = catalogs.get(tag);
    if (!messages) catalogs.set(tag, (messages = {}));
    return messages;
  };

  function loadChunk(chunk: ChunkCatalogs, tag: string): Promise<void> {
    let byTag = loads.get(chunk);
    if (!byTag) loads.set(chunk, (byTag = new Map()));
    let loading = byTag.get(tag);
    if (!loading) {
      const loader = chunk[tag];
      loading = loader
        ? loader().then(({ messages }) => void Object.assign(catalog(tag), messages))
        : Promise.resolve();
      // A failed request may be retried by the next activation or import.
      loading.catch(() => byTag.delete(tag));
      byTag.set(tag, loading);
    }
    return loading;
  }

  registry.load = (chunk) =>
    wanted.size > 0
      ? Promise.all([...wanted].map((tag) => loadChunk(chunk, tag))).then(() => undefined)
      : undefined;

  return {
    catalog,
    /**
     * Loads the messages of every registered chunk in `tag` (including chunks registering while
     * it loads) and resolves with the language's catalog. `active` is the language on screen
     * until the caller activates `tag`: chunks imported meanwhile bring both.
     */
    async load(tag: string, active?: string): Promise<Messages> {
      wanted.clear();
      if (active) wanted.add(active);
      wanted.add(tag);
      let loaded = -1;
      while (loaded !== registry.chunks.length) {
        loaded = registry.chunks.length;
        await Promise.all(registry.chunks.map((chunk) => loadChunk(chunk, tag)));
      }
      return catalog(tag);
    },
    /** The language is on screen now: chunks imported from here on bring only it. */
    settle(tag: string) {
      wanted.clear();
      wanted.add(tag);
    },
  };
}
