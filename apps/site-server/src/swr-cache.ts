// An in-process cache with stale-while-revalidate for the site server (issue 12): server-rendered
// pages and `/api/proxy/*` answers. A value is fresh for `freshMs`, then served stale for up to
// `staleMs` more while one background refresh replaces it; older values are dropped. `clear()`
// (the realtime `content.updated` event) forgets everything, and a load that started before it
// is not stored afterwards, so no page rendered from old content survives an invalidation. The
// cache is bounded (`maxSize` of the values' `sizeOf`, their bytes for pages): the least recently
// used values go first, so a flood of distinct pages cannot grow the process.
//
// `budgets` split that bound: each value is kept in the budget `budgetOf` names, and
// pushes out only the least recently used values of its own budget. The page cache keeps a page's
// own HTML apart from 404s and from pages with a query, so a flood of never-seen addresses churns
// a small budget of its own and cannot push the site's pages out (docs/ssr.md, "Page cache
// budgets"). A budget of 0 keeps nothing.
import { LRUCache } from 'lru-cache';

export type CacheState = 'hit' | 'stale' | 'miss';

export type SwrCacheOptions<T, B extends string> = {
  freshMs: number;
  staleMs: number;
  /** The size (`sizeOf`) each budget keeps; one budget, `all`, of `maxSize` when not given. */
  budgets?: Record<B, number>;
  /** Which budget keeps a value (loaded for `key`); required with `budgets`. */
  budgetOf?: (key: string, value: T) => B;
  maxSize?: number;
  sizeOf?: (value: T) => number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
};

export type BudgetUse = { entries: number; size: number; maxSize: number };

export type SwrCache<T, B extends string = 'all'> = {
  /**
   * The cached value (`hit`, or `stale` while refreshing in the background) or a new load
   * (`miss`). Loads are shared between concurrent callers of the same key.
   */
  get(
    key: string,
    loader: () => Promise<T>,
    cacheable?: (value: T) => boolean,
  ): Promise<{ value: T; cache: CacheState }>;
  /** Forgets every value of every budget; loads already running are not stored. */
  clear(): void;
  readonly size: number;
  /** The size held, by `sizeOf` (bytes for pages). */
  readonly calculatedSize: number;
  /** What each budget holds. */
  budgetUse(): Record<B, BudgetUse>;
};

type Entry<T> = { value: T; storedAt: number };

export function createSwrCache<T, B extends string = 'all'>({
  freshMs,
  staleMs,
  maxSize = 500,
  budgets,
  budgetOf,
  sizeOf = () => 1,
  now = Date.now,
  onRefreshError = () => {},
}: SwrCacheOptions<T, B>): SwrCache<T, B> {
  if (budgets && !budgetOf) throw new Error('swr-cache: budgets need budgetOf');
  const limits = (budgets ?? { all: maxSize }) as Record<B, number>;
  const chooseBudget = budgetOf ?? (() => 'all' as B);
  // A budget of 0 keeps nothing (lru-cache needs a positive bound).
  const lrus = new Map<B, LRUCache<string, Entry<T>> | null>(
    (Object.entries(limits) as [B, number][]).map(([budget, limit]) => [
      budget,
      limit > 0
        ? new LRUCache<string, Entry<T>>({
            maxSize: limit,
            // A value larger than its whole budget is not kept (lru-cache refuses it).
            sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
          })
        : null,
    ]),
  );
  const loading = new Map<string, Promise<T>>();
  let generation = 0;

  /** The entry of `key` in whichever budget keeps it (marked as recently used there). */
  function find(key: string): Entry<T> | undefined {
    for (const lru of lrus.values()) {
      const entry = lru?.get(key);
      if (entry) return entry;
    }
    return undefined;
  }

  function forget(key: string): void {
    for (const lru of lrus.values()) lru?.delete(key);
  }

  function remember(key: string, value: T): void {
    const budget = chooseBudget(key, value);
    // A refresh may move a key to another budget (a page that became a 404).
    forget(key);
    lrus.get(budget)?.set(key, { value, storedAt: now() });
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

  const total = (of: (lru: LRUCache<string, Entry<T>>) => number) =>
    [...lrus.values()].reduce((sum, lru) => sum + (lru ? of(lru) : 0), 0);

  return {
    async get(key, loader, cacheable = () => true) {
      const entry = find(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age <= freshMs) return { value: entry.value, cache: 'hit' };
      if (entry && age <= freshMs + staleMs) {
        load(key, loader, cacheable).catch((error: unknown) => onRefreshError(key, error));
        return { value: entry.value, cache: 'stale' };
      }
      if (entry) forget(key);
      return { value: await load(key, loader, cacheable), cache: 'miss' };
    },
    clear() {
      generation += 1;
      for (const lru of lrus.values()) lru?.clear();
    },
    get size() {
      return total((lru) => lru.size);
    },
    get calculatedSize() {
      return total((lru) => lru.calculatedSize);
    },
    budgetUse() {
      return Object.fromEntries(
        [...lrus].map(([budget, lru]) => [
          budget,
          { entries: lru?.size ?? 0, size: lru?.calculatedSize ?? 0, maxSize: limits[budget] },
        ]),
      ) as Record<B, BudgetUse>;
    },
  };
}
