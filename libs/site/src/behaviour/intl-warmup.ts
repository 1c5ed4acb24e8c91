/**
 * The first `Intl` formatter a page makes costs 25–100 ms of one task (measured in Chromium: the
 * browser builds, once per process, what every formatter needs), then each new one under 2 ms.
 * That first one used to fall in the first load of the page's routes ("open now" in the header,
 * the mall's upcoming exceptions): a long task on a phone. A worker of the same process makes it
 * first, off the main thread (docs/benchmarks.md). Browser only: the client entry starts it before
 * anything else and, before its own first formatter, waits for it at most `WARMUP_WAIT_MS`, so the
 * main thread is idle rather than blocked meanwhile. Without workers there is nothing to wait for.
 */
export const WARMUP_WAIT_MS = 300;

export type IntlWarmup = {
  /** Resolves when the worker is done, failed, or after `WARMUP_WAIT_MS` from this call. */
  ready(): Promise<void>;
};

export function warmIntlOffMainThread(languageTag: string): IntlWarmup {
  const done = new Promise<void>((resolve) => {
    if (typeof Worker === 'undefined') return resolve();
    try {
      const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
        type: 'module',
        name: 'intl-warmup',
      });
      worker.onmessage = () => resolve();
      worker.onerror = () => resolve();
      worker.postMessage(languageTag);
    } catch {
      // A browser or policy that refuses the worker: the main thread pays, as before.
      resolve();
    }
  });
  return {
    ready: () =>
      Promise.race([done, new Promise<void>((resolve) => setTimeout(resolve, WARMUP_WAIT_MS))]),
  };
}
