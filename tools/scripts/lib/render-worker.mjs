// A render worker of the site server (issue 19): renders pages of any tenant's server build
// (`<serverDir>/render.js`) off the thread that answers cached pages, so a flood of never-seen
// URLs cannot starve the cached ones. Run by piscina (ssr-pages.mjs). Each worker loads a build
// once; the build's renders run one at a time inside it (the API client and Lingui's `i18n` are
// module singletons in the browser code), so concurrency comes from the number of workers.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApiProxy } from './api-proxy.mjs';

/** @type {Map<string, Promise<any>>} */
const builds = new Map();

function build(serverDir) {
  let loaded = builds.get(serverDir);
  if (!loaded) {
    loaded = import(pathToFileURL(path.join(serverDir, 'render.js')).href);
    builds.set(serverDir, loaded);
  }
  return loaded;
}

/**
 * The API's public answers, cached here for the renders of one site (settings, the mall, lists
 * other pages read too). `generation` counts the site's `content.updated` events on the main
 * thread: a task of a newer generation starts from an empty cache, so no render after an update
 * reads the content from before it.
 * @type {Map<string, { generation: number, proxy: ReturnType<typeof createApiProxy> }>}
 */
const apiCaches = new Map();

function apiFetch(runtime, origin, generation) {
  const key = `${runtime.apiBaseUrl} ${origin}`;
  let cached = apiCaches.get(key);
  if (!cached || cached.generation !== generation) {
    cached = { generation, proxy: createApiProxy({ apiBaseUrl: runtime.apiBaseUrl, origin }) };
    apiCaches.set(key, cached);
  }
  return cached.proxy.fetch;
}

/**
 * @param {{ serverDir: string, url: string, template: string, runtime: object, origin: string,
 *   generation: number }} task
 */
export default async function render({ serverDir, url, template, runtime, origin, generation }) {
  const { renderPage } = await build(serverDir);
  const started = performance.now();
  const fetch = apiFetch(runtime, origin, generation);
  const result = await renderPage({ url, template, runtime, origin, fetch });
  return { ...result, renderMs: performance.now() - started };
}
