import { MAX_PENDING_PRELOADS } from '@atrium/domain/constants';

/**
 * At most `max` route preloads run at once (spec section 9, DESIGN section 8); further ones wait
 * for a place. Wraps `router.preloadRoute`, which the router's links call when they become visible.
 */
export function createLimiter(max: number = MAX_PENDING_PRELOADS) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

type Preloading = { preloadRoute: (...args: never[]) => Promise<unknown> };

export function limitPreloads<R extends Preloading>(router: R, max = MAX_PENDING_PRELOADS): R {
  const limiter = createLimiter(max);
  const original = router.preloadRoute.bind(router) as (...args: unknown[]) => Promise<unknown>;
  (router as unknown as { preloadRoute: (...args: unknown[]) => Promise<unknown> }).preloadRoute = (
    ...args: unknown[]
  ) => limiter.run(() => original(...args));
  return router;
}
