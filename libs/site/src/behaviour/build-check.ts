import { BUILD_CHECK_INTERVAL_MS } from '@atrium/domain/constants';

/**
 * Spec section 4: every 60 minutes the site fetches `builds/latest.json?t=…`; when its id differs
 * from the running build's, the next navigation loads the new page from the server instead of
 * routing in the old code. Returns a stop function. Browser only: started by the client entry.
 */
export type BuildCheckRouter = {
  subscribe: (
    event: 'onBeforeNavigate',
    listener: (event: { toLocation: { publicHref?: string; href: string } }) => void,
  ) => () => void;
};

export async function fetchLatestBuildId(fetchFn: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchFn(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null; // offline or the file is missing: try again next time
  }
}

/** Remembers whether a newer build than the running one has been seen. */
export function createBuildWatcher(currentBuildId: string, fetchFn?: typeof fetch) {
  let newBuildSeen = false;
  return {
    async check(): Promise<boolean> {
      const latest = await fetchLatestBuildId(fetchFn);
      if (latest && latest !== currentBuildId) newBuildSeen = true;
      return newBuildSeen;
    },
    get newBuildSeen() {
      return newBuildSeen;
    },
  };
}

export function startBuildCheck(
  router: BuildCheckRouter,
  currentBuildId: string,
  options: { intervalMs?: number; reload?: (href: string) => void; fetchFn?: typeof fetch } = {},
): () => void {
  const watcher = createBuildWatcher(currentBuildId, options.fetchFn);
  const reload = options.reload ?? ((href: string) => window.location.assign(href));
  const timer = globalThis.setInterval(
    () => void watcher.check(),
    options.intervalMs ?? BUILD_CHECK_INTERVAL_MS,
  );
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    if (watcher.newBuildSeen) reload(toLocation.publicHref ?? toLocation.href);
  });
  return () => {
    globalThis.clearInterval(timer);
    unsubscribe();
  };
}
