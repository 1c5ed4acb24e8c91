// A render worker of the site server (issue 19): renders pages of any tenant's server build
// (`<serverDir>/render.js`) off the thread that answers cached pages, so a flood of never-seen
// URLs cannot starve the cached ones. Run by piscina (render-pool.ts), which hands one worker up
// to `rendersPerThread` tasks at once: each render has its own router, query client, API client
// and Lingui instance (libs/site/src/server/render.tsx), so while one waits for the API another
// renders. Each worker loads a build once.
import { setPriority } from 'node:os';

import { workerData } from 'piscina';

import type { RuntimeConfig } from './runtime';
import { createApiProxy, type ApiProxy } from './api-proxy';
import { importServerBuild, type RenderResult, type ServerBuild } from './server-build';

export type RenderTask = {
  serverDir: string;
  url: string;
  template: string;
  runtime: RuntimeConfig;
  origin: string;
  /** Where the worker reaches the API, if not at `runtime.apiBaseUrl` (an internal address). */
  apiUpstreamUrl?: string;
  /** The site's content generation (its `content.updated` events counted by the main thread). */
  generation: number;
  /** The bare `/` only: the visitor's language, chosen on the main thread. */
  visitorLocale?: string;
};

/**
 * A render's result as the main thread gets it: without the prerender's `payload` (the page's
 * query cache as JSON, already inside the HTML), which the site server never sends, so it is
 * neither copied to the main thread nor kept in the page cache. The HTML comes as its UTF-8
 * bytes: the page cache keeps them outside the JavaScript heap, counted as they are (a string of
 * a page with one character beyond Latin-1 takes two bytes a character in the heap), and sends
 * them without encoding them again per answer.
 */
export type RenderedTask = (
  | Extract<RenderResult, { kind: 'client' | 'moved' }>
  | { kind: 'html'; status: number; html: Uint8Array }
) & { renderMs: number };

// This thread's priority (render-pool.ts, `nice`): on Linux a thread's nice value is its own, so
// renders give way to the main thread when the CPU is short. Where that is not allowed, renders
// keep the main thread's priority.
const { nice = 0 } = (workerData ?? {}) as { nice?: number };
if (nice > 0) {
  try {
    setPriority(0, nice);
  } catch (error) {
    console.warn('render worker: priority unchanged', error);
  }
}

const builds = new Map<string, Promise<ServerBuild>>();

function build(serverDir: string): Promise<ServerBuild> {
  let loaded = builds.get(serverDir);
  if (!loaded) {
    loaded = importServerBuild(serverDir);
    builds.set(serverDir, loaded);
  }
  return loaded;
}

/**
 * The API's public answers, cached here for the renders of one site (settings, the mall, lists
 * other pages read too), shared by the renders running at once. `generation` counts the site's
 * `content.updated` events on the main thread: a task of a newer generation starts from an empty
 * cache, so no render after an update reads the content from before it.
 */
const utf8 = new TextEncoder();

const apiCaches = new Map<string, { generation: number; proxy: ApiProxy }>();

function apiFetch(
  runtime: RuntimeConfig,
  upstreamUrl: string | undefined,
  origin: string,
  generation: number,
) {
  const key = `${runtime.apiBaseUrl} ${upstreamUrl ?? ''} ${origin}`;
  let cached = apiCaches.get(key);
  if (!cached || cached.generation < generation) {
    const proxy = createApiProxy({ apiBaseUrl: runtime.apiBaseUrl, upstreamUrl, origin });
    cached = { generation, proxy };
    apiCaches.set(key, cached);
  }
  return cached.proxy.fetch;
}

export default async function render({
  serverDir,
  url,
  template,
  runtime,
  origin,
  apiUpstreamUrl,
  generation,
  visitorLocale,
}: RenderTask): Promise<RenderedTask> {
  const { renderPage } = await build(serverDir);
  const started = performance.now();
  const fetch = apiFetch(runtime, apiUpstreamUrl, origin, generation);
  const result = await renderPage({
    url,
    template,
    runtime,
    origin,
    fetch,
    ...(visitorLocale ? { visitorLocale } : {}),
  });
  const renderMs = performance.now() - started;
  if (result.kind !== 'html') return { ...result, renderMs };
  return { kind: 'html', status: result.status, html: utf8.encode(result.html), renderMs };
}
