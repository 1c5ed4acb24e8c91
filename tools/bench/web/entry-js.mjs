// The JavaScript a tenant's built home page loads before any interaction, measured from the build
// output without a browser: index.html's module entry scripts and modulepreloads, plus every
// chunk they import statically (transitively), each gzipped (level 9) as a server would send it.
// Chunks reached only through dynamic import() (lazy routes, catalogs of other languages, maps,
// floor plan, QR codes, dashboard) are not counted; tools/bench/web/run.mjs measures in Chromium
// what the page really fetched until the network was idle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];

/** The script and modulepreload URLs of index.html, in document order (local ones only). */
export function htmlEntries(html) {
  const out = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isModuleScript = tag.startsWith('<script') && attr(tag, 'type') === 'module';
    const isPreload = tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload';
    const url = isModuleScript ? attr(tag, 'src') : isPreload ? attr(tag, 'href') : undefined;
    if (url && !/^[a-z]+:\/\//i.test(url)) out.push(url);
  }
  return out;
}

/** Relative specifiers of the static imports and re-exports of one built chunk. */
export function staticImports(code) {
  const specs = new Set();
  const re = /\b(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+?\.m?js)["'`]/g;
  for (const m of code.matchAll(re)) specs.add(m[1]);
  return [...specs];
}

/**
 * `{ files: [{ file, bytes, gzip }], gzip, bytes }` for the built site in `distDir`. Throws with a
 * clear message when the build is missing.
 */
export function entryJs(distDir) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `${indexFile} is missing: build the tenant first (npx nx run-many -t build -p @atrium/<app>)`,
    );
  }
  const queue = htmlEntries(readFileSync(indexFile, 'utf8')).map((url) =>
    path.resolve(distDir, url.replace(/^\//, '')),
  );
  const seen = new Set();
  const files = [];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    files.push({
      file: path.relative(distDir, file),
      bytes: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
    });
    for (const spec of staticImports(code.toString('utf8'))) {
      queue.push(path.resolve(path.dirname(file), spec));
    }
  }
  return {
    files,
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
  };
}
