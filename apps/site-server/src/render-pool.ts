// The render workers (issue 19): a piscina pool of threads shared by every tenant build this
// process serves (a worker renders any build). Each thread runs up to `rendersPerThread` renders
// at once (their API waits overlap); at most `queueLimit` more wait, beyond that a task is
// refused and the page answered 503.
import { availableParallelism } from 'node:os';

import { Piscina } from 'piscina';

import type { RenderedTask, RenderTask } from './render-worker';
import { siteMetrics } from './site-metrics';

/**
 * Renders one worker thread runs at once (each its own router, query and API client, i18n): while
 * one waits for the API another renders. Measured in one thread (docs/benchmarks.md, "Site server
 * under a flood"): 4 at once gave about 1.5× the renders per second of 1; 8 gained a little more
 * only with 10 ms of network added to each API call and lost without it.
 */
export const RENDERS_PER_THREAD = 4;

/**
 * Worker threads by default: one core is left to the main thread, which answers cached pages
 * (at least one thread). With renders overlapping inside a thread, one thread per core kept every
 * core busy with renders and the cached page waited for the CPU (docs/benchmarks.md).
 */
export function defaultRenderThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export type RenderPool = {
  run(task: RenderTask): Promise<RenderedTask>;
  release(): Promise<void>;
};

type SharedPool = { pool: Piscina<RenderTask, RenderedTask>; users: number; untrack: () => void };
const pools = new Map<string, SharedPool>();

/**
 * The worker threads run the TypeScript worker module through tsx, as the main thread does (the
 * site server runs as `node --import tsx`; tests and scripts that import it may not).
 */
function workerExecArgv(): string[] {
  const argv = process.execArgv;
  return argv.some((arg) => /\btsx\b/.test(arg)) ? argv : [...argv, '--import', 'tsx'];
}

export function renderPool({
  threads = defaultRenderThreads(),
  rendersPerThread = RENDERS_PER_THREAD,
  queueLimit,
}: {
  threads?: number;
  rendersPerThread?: number;
  queueLimit: number;
}): RenderPool {
  const name = `${threads}/${rendersPerThread}/${queueLimit}`;
  let shared = pools.get(name);
  if (!shared) {
    const pool = new Piscina<RenderTask, RenderedTask>({
      filename: new URL('./render-worker.ts', import.meta.url).href,
      execArgv: workerExecArgv(),
      minThreads: 1,
      maxThreads: threads,
      concurrentTasksPerWorker: rendersPerThread,
      maxQueue: queueLimit,
      idleTimeout: 60_000,
      // A worker waiting for its next page keeps its event loop running ('sync' would pause it),
      // so it notices a proxy closing its idle kept-alive API connections; otherwise the first
      // render after the keep-alive timeout failed on the dead socket.
      atomics: 'async',
      // A render's garbage is short-lived; a small young generation keeps each worker's heap
      // (and the process) small under a flood without slowing renders measurably.
      resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 },
    });
    const untrack = siteMetrics().trackQueue(() => pool.queueSize);
    shared = { pool, users: 0, untrack };
    pools.set(name, shared);
  }
  const current = shared;
  current.users += 1;
  let released = false;
  return {
    run: (task) => current.pool.run(task),
    async release() {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users > 0) return;
      pools.delete(name);
      current.untrack();
      await current.pool.destroy();
    },
  };
}

/** Piscina refuses a task with this message when its queue is at `maxQueue`. */
export function isQueueFull(error: unknown): boolean {
  return error instanceof Error && /queue is at limit/i.test(error.message);
}
