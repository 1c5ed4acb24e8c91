// An in-process cache with stale-while-revalidate for the site server (issue 12): server-rendered
// pages and `/api/proxy/*` answers. A value is fresh for `freshMs`, then served stale for up to
// `staleMs` more while one background refresh replaces it; older values are dropped. `clear()`
// (the realtime `content.updated` event) forgets everything, and a load that started before it
// is not stored afterwards, so no page rendered from old content survives an invalidation. The
// cache is bounded (`maxSize` of the values' `sizeOf`, their bytes for pages): the least recently
// used values go first, so a flood of distinct pages cannot grow the process.
import { LRUCache } from 'lru-cache';

export type CacheState = 'hit' | 'stale' | 'miss';

export type SwrCacheOptions<T> = {
  freshMs: number;
  staleMs: number;
  maxSize?: number;
  sizeOf?: (value: T) => number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
};

export type SwrCache<T> = {
  /**
   * The cached value (`hit`, or `stale` while refreshing in the background) or a new load
   * (`miss`). Loads are shared between concurrent callers of the same key.
   */
  get(
    key: string,
    loader: () => Promise<T>,
    cacheable?: (value: T) => boolean,
  ): Promise<{ value: T; cache: CacheState }>;
  /** Forgets every value; loads already running are not stored. */
  clear(): void;
  readonly size: number;
  /** The size held, by `sizeOf` (bytes for pages). */
  readonly calculatedSize: number;
};

type Entry<T> = { value: T; storedAt: number };

export function createSwrCache<T>({
  freshMs,
  staleMs,
  maxSize = 500,
  sizeOf = () => 1,
  now = Date.now,
  onRefreshError = () => {},
}: SwrCacheOptions<T>): SwrCache<T> {
  const entries = new LRUCache<string, Entry<T>>({
    maxSize,
    // A value larger than the whole cache is not kept (lru-cache refuses it).
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
  });
  const loading = new Map<string, Promise<T>>();
  let generation = 0;

  function remember(key: string, value: T): void {
    entries.set(key, { value, storedAt: now() });
  }

  /**
   * One load per key at a time; the value is stored when `cacheable(value)` and no `clear()`
   * happened meanwhile.
   */
  function load(key: string, loader: () => Promise<T>, cacheable: (value: T) => boolean) {
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
    async get(key, loader, cacheable = () => true) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age <= freshMs) return { value: entry.value, cache: 'hit' };
      if (entry && age <= freshMs + staleMs) {
        load(key, loader, cacheable).catch((error: unknown) => onRefreshError(key, error));
        return { value: entry.value, cache: 'stale' };
      }
      entries.delete(key);
      return { value: await load(key, loader, cacheable), cache: 'miss' };
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get calculatedSize() {
      return entries.calculatedSize;
    },
  };
}
