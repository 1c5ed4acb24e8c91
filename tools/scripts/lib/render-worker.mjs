// A render worker of the site server (issue 19): renders pages of any tenant's server build
// (`<serverDir>/render.js`) off the thread that answers cached pages, so a flood of never-seen
// URLs cannot starve the cached ones. Run by piscina (ssr-pages.mjs). Each worker loads a build
// once; the build's renders run one at a time inside it (the API client and Lingui's `i18n` are
// module singletons in the browser code), so concurrency comes from the number of workers.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiOnlyFetch } from './api-proxy.mjs';

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
 * @param {{ serverDir: string, url: string, template: string, runtime: object, origin: string }} task
 */
export default async function render({ serverDir, url, template, runtime, origin }) {
  const { renderPage } = await build(serverDir);
  const started = performance.now();
  // The API's own response caches serve these reads; the site server's proxy cache lives on the
  // main thread, which clears it on `content.updated`.
  const fetch = apiOnlyFetch({ apiBaseUrl: runtime.apiBaseUrl });
  const result = await renderPage({ url, template, runtime, origin, fetch });
  return { ...result, renderMs: performance.now() - started };
}
