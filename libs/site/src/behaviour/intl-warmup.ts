/**
 * The first `Intl` formatter a page makes costs 25–100 ms of one task (measured in Chromium: the
 * browser builds, once per process, what every formatter needs), then each new one under 2 ms.
 * That first one used to fall in the hydration of the page ("open now" in the header, a date on
 * a card): a long task on a phone. A worker of the same process makes it first, off the main
 * thread, while the page fetches its runtime configuration (docs/benchmarks.md). Browser only;
 * the client entry calls it before anything else. Without workers nothing changes.
 */
export function warmIntlOffMainThread(languageTag: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warmup',
    });
    worker.postMessage(languageTag);
  } catch {
    // A browser or policy that refuses the worker: the main thread pays, as before.
  }
}
