#!/usr/bin/env node
// `npm run prerender -- --tenant beta`: every public page of one tenant as static HTML plus its
// `_payload.json` (the page's query cache), for a CDN (issue 12). Reads the tenant's build
// (apps/<app>/dist and dist-server: run its build first), copies it to the output folder, renders
// each page of the sitemap in every published language into `<page path>/index.html`, and lists
// the pages in `builds/meta/<buildId>.json` (`prerendered`), which the browser reads to fetch
// payloads instead of API calls. Options:
//   --tenant APP      which tenant app (default: beta)
//   --api URL         the API to read content from (default: start one with the demo data)
//   --origin URL      the site's public origin, for canonical URLs (default: the local site's)
//   --out DIR         output folder (default: apps/<app>/dist-static)
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { startApi } from './lib/api-process.mjs';
import { stopAll, stopAllOnExit } from './lib/processes.mjs';
import { API_PORT, REALTIME_PORT, tenantByApp } from './lib/tenants.mjs';

// The site server's API cache and page list (apps/site-server, TypeScript run through tsx).
const { createApiProxy } = await tsImport(
  '../../apps/site-server/src/api-proxy.ts',
  import.meta.url,
);
const { fetchSitemapInput, publicPages } = await tsImport(
  '../../apps/site-server/src/sitemap.ts',
  import.meta.url,
);

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: process.env.TENANT ?? 'beta' },
    api: { type: 'string' },
    origin: { type: 'string' },
    out: { type: 'string' },
  },
});
const tenant = tenantByApp(values.tenant);
const appDir = path.join(root, 'apps', tenant.app);
const distDir = path.join(appDir, 'dist');
const outDir = path.resolve(values.out ?? path.join(appDir, 'dist-static'));
const origin = (values.origin ?? `http://localhost:${tenant.port}`).replace(/\/+$/, '');

let renderer;
try {
  renderer = await import(path.join(appDir, 'dist-server/render.js'));
} catch {
  console.error(
    `No server build in ${appDir}/dist-server: run \`npx nx run @atrium/${tenant.app}:build\` first.`,
  );
  process.exit(1);
}

stopAllOnExit();
const PRERENDER_PORT_OFFSET = 30_000;
const apiBaseUrl =
  values.api ??
  (await startApi({
    port: API_PORT + PRERENDER_PORT_OFFSET,
    realtimePort: REALTIME_PORT + PRERENDER_PORT_OFFSET,
    dataDir: path.join(root, 'tmp/prerender-data', tenant.app),
    extraOrigins: { [tenant.tenantId]: origin },
    quiet: true,
  }));

try {
  await prerender();
} finally {
  stopAll();
}

async function prerender() {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const built = JSON.parse(await readFile(path.join(distDir, 'runtime-config.json'), 'utf8'));
  const runtime = { ...built, apiBaseUrl };
  const proxy = createApiProxy({ apiBaseUrl, origin });

  await rm(outDir, { recursive: true, force: true });
  await cp(distDir, outDir, { recursive: true });

  const input = await fetchSitemapInput({ apiBaseUrl, settingsUrl: null, origin });
  const paths = (await publicPages(input)).flatMap((page) => page.versions.map((v) => v.path));
  const written = [];
  const skipped = [];
  for (const pagePath of paths) {
    const result = await renderer.renderPage({
      url: pagePath,
      template,
      runtime,
      origin,
      fetch: proxy.fetch,
    });
    if (result.kind !== 'html' || result.status !== 200) {
      const why =
        result.kind === 'html'
          ? result.status
          : result.kind === 'moved'
            ? `${result.status} to ${result.to}`
            : result.reason;
      skipped.push(`${pagePath} (${why})`);
      continue;
    }
    const folder = path.join(
      outDir,
      ...pagePath.split('/').filter(Boolean).map(decodeURIComponent),
    );
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), result.html);
    await writeFile(path.join(folder, '_payload.json'), result.payload);
    written.push(pagePath);
  }

  const metaFile = path.join(outDir, 'builds/meta', `${built.buildId}.json`);
  const meta = JSON.parse(await readFile(metaFile, 'utf8'));
  await writeFile(metaFile, JSON.stringify({ ...meta, prerendered: written.sort() }, null, 2));

  console.log(`Prerendered ${written.length} pages of ${tenant.app} into ${outDir}`);
  if (skipped.length)
    console.log(`Not prerendered (left to the browser):\n  ${skipped.join('\n  ')}`);
}
