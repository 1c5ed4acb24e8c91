// An in-process cache with stale-while-revalidate for the site server (issue 12): server-rendered
// pages and `/api/proxy/*` answers. A value is fresh for `freshMs`, then served stale for up to
// `staleMs` more while one background refresh replaces it; older values are dropped. `clear()`
// (the realtime `content.updated` event) forgets everything, and a load that started before it
// is not stored afterwards, so no page rendered from old content survives an invalidation. The
// cache is bounded (`maxSize` of the values' `sizeOf`, their bytes for pages): the least recently
// used values go first, so a flood of distinct pages cannot grow the process.
import { LRUCache } from 'lru-cache';

/**
 * @template T
 * @param {{
 *   freshMs: number,
 *   staleMs: number,
 *   maxSize?: number,
 *   sizeOf?: (value: T) => number,
 *   now?: () => number,
 *   onRefreshError?: (key: string, error: unknown) => void,
 * }} options
 */
export function createSwrCache({
  freshMs,
  staleMs,
  maxSize = 500,
  sizeOf = () => 1,
  now = Date.now,
  onRefreshError = () => {},
}) {
  /** @type {LRUCache<string, { value: T, storedAt: number }>} */
  const entries = new LRUCache({
    maxSize,
    // A value larger than the whole cache is not kept (lru-cache refuses it).
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
  });
  /** @type {Map<string, Promise<T>>} */
  const loading = new Map();
  let generation = 0;

  function remember(key, value) {
    entries.set(key, { value, storedAt: now() });
  }

  /**
   * One load per key at a time; the value is stored when `cacheable(value)` and no `clear()`
   * happened meanwhile.
   */
  function load(key, loader, cacheable) {
    const running = loading.get(key);
    if (running) return running;
    const startedIn = generation;
    const promise = loader()
      .then((value) => {
        if (startedIn === generation && cacheable(value)) remember(key, value);
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  }

  return {
    /**
     * The cached value (`hit`, or `stale` while refreshing in the background) or a new load
     * (`miss`). Loads are shared between concurrent callers of the same key.
     * @param {string} key
     * @param {() => Promise<T>} loader
     * @param {(value: T) => boolean} [cacheable]
     * @returns {Promise<{ value: T, cache: 'hit' | 'stale' | 'miss' }>}
     */
    async get(key, loader, cacheable = () => true) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age <= freshMs) return { value: entry.value, cache: 'hit' };
      if (entry && age <= freshMs + staleMs) {
        load(key, loader, cacheable).catch((error) => onRefreshError(key, error));
        return { value: entry.value, cache: 'stale' };
      }
      entries.delete(key);
      return { value: await load(key, loader, cacheable), cache: 'miss' };
    },
    /** Forgets every value; loads already running are not stored. */
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    /** The size held, by `sizeOf` (bytes for pages). */
    get calculatedSize() {
      return entries.calculatedSize;
    },
  };
}
