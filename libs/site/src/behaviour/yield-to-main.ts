/**
 * Ends the current task: the browser may paint or answer a tap before the rest runs in a new task.
 * `scheduler.yield()` where the browser has it (the rest runs before other queued tasks), a timer
 * elsewhere. Long start-up work split this way makes several short tasks instead of one long one
 * that a phone's first tap would wait behind (Lighthouse's total blocking time, issue 22).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
