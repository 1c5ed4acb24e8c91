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
 * `RENDER_THREADS` sets it.
 */
export function defaultRenderThreads(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.RENDER_THREADS);
  return Number.isInteger(value) && value >= 1 ? value : Math.max(1, availableParallelism() - 1);
}

/**
 * The render threads' scheduling priority (Linux `nice`, per thread; 0 = as the main thread).
 * Above 0, renders yield the CPU to the main thread, which answers cached pages, files and the
 * proxy. Off by default: on the shared 2-core machine of docs/benchmarks.md ("2026-11-26: the
 * cost of one render") nice 10 halved the renders per second, since every other process there
 * then came first, and did not lower the cached page's p99. `RENDER_NICE` sets it, for a host
 * where the site server has its cores to itself and its render threads should use them all.
 */
export const RENDER_NICE = 0;

export function defaultRenderNice(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.RENDER_NICE ? Number(env.RENDER_NICE) : RENDER_NICE;
  return Number.isInteger(value) && value >= 0 && value <= 19 ? value : RENDER_NICE;
}

export type RenderPool = {
  run(task: RenderTask): Promise<RenderedTask>;
  release(): Promise<void>;
};

type SharedPool = { pool: Piscina<RenderTask, RenderedTask>; users: number; untrack: () => void };
const pools = new Map<string, SharedPool>();

/**
 * The render threads' environment: the process's, with `NODE_ENV=production` unless it names
 * another mode. React (and the router) read NODE_ENV when loaded; without it they load their
 * development builds, whose checks and warnings made a render cost about twice the CPU
 * (docs/benchmarks.md, "2026-11-26: the cost of one render"). The site server renders the
 * production client build, so its renders use the production React unless told otherwise
 * (tests set NODE_ENV=test).
 */
export function workerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: env.NODE_ENV || 'production' };
}

/**
 * V8's heap sizes of the process (`--max-semi-space-size=4` in the container's command, for the
 * main thread: docs/ssr.md, "Memory"). A worker refuses them (ERR_WORKER_INVALID_EXEC_ARGV): its
 * heap is sized by `resourceLimits` below.
 */
const PROCESS_HEAP_FLAG =
  /^--(max|min)[-_](semi[-_]space|old[-_]space|young[-_]generation)[-_]size\b/;

/**
 * The render worker's module and the flags its thread starts with: the process's own, but for its
 * heap sizes. Compiled (apps/site-server/dist, build.mjs) the worker is the JavaScript beside this
 * module. From the sources it is TypeScript, run through tsx as the main thread is (tests and
 * scripts that import the sources may not have started Node with it).
 */
export function renderWorkerModule(
  moduleUrl: string = import.meta.url,
  processExecArgv: readonly string[] = process.execArgv,
): { filename: string; execArgv: string[] } {
  const execArgv = processExecArgv.filter((flag) => !PROCESS_HEAP_FLAG.test(flag));
  if (moduleUrl.endsWith('.js')) {
    return { filename: new URL('./render-worker.js', moduleUrl).href, execArgv };
  }
  return {
    filename: new URL('./render-worker.ts', moduleUrl).href,
    execArgv: execArgv.some((arg) => /\btsx\b/.test(arg))
      ? [...execArgv]
      : [...execArgv, '--import', 'tsx'],
  };
}

export function renderPool({
  threads = defaultRenderThreads(),
  rendersPerThread = RENDERS_PER_THREAD,
  queueLimit,
  nice = defaultRenderNice(),
}: {
  threads?: number;
  rendersPerThread?: number;
  queueLimit: number;
  /** The render threads' `nice` (0–19). */
  nice?: number;
}): RenderPool {
  const name = `${threads}/${rendersPerThread}/${queueLimit}/${nice}`;
  let shared = pools.get(name);
  if (!shared) {
    const pool = new Piscina<RenderTask, RenderedTask>({
      ...renderWorkerModule(),
      env: workerEnv(),
      workerData: { nice },
      minThreads: 1,
      maxThreads: threads,
      concurrentTasksPerWorker: rendersPerThread,
      maxQueue: queueLimit,
      idleTimeout: 60_000,
      // A worker waiting for its next page keeps its event loop running ('sync' would pause it),
      // so it notices a proxy closing its idle kept-alive API connections; otherwise the first
      // render after the keep-alive timeout failed on the dead socket.
      atomics: 'async',
      // A render's garbage is short-lived and dies young. 16 MB of young generation: with 8 MB
      // garbage collection was 17 % of a worker's CPU and a flood rendered 6–15 % fewer pages a
      // second; 32 MB gained nothing more and cost memory (docs/benchmarks.md).
      resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 256 },
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
