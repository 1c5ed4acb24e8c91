/**
 * Runs `task` once the browser is idle, at the latest after `timeout` ms; where there is no
 * `requestIdleCallback` (Safari) after `fallbackMs`. Returns a function that cancels it.
 */
export function whenIdle(
  task: () => void,
  { timeout = 2000, fallbackMs = 200 }: { timeout?: number; fallbackMs?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
