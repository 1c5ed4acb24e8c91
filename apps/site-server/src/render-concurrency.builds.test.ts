import { readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { importServerBuild, type RenderResult, type ServerBuild } from './server-build';
import type { RuntimeConfig } from './runtime';
import { serveSite, type SiteApp } from './serve-site';
import { startApi, stopAll, workspace } from './test/processes';

// Renders run at once inside one render worker (issue 19 item 2): each render has its own API
// client and Lingui instance, so two renders for different malls and languages overlap in one
// thread and neither gets the other's language or data. Against the real API (demo data) and the
// beta tenant's server build (apps/beta/dist-server).
// Below the ephemeral range, apart from serve-site.builds.test.ts's ports (it runs alongside).
const OFFSET = 18_000;
const API = `http://localhost:${3333 + OFFSET}`;
const REALTIME_PORT = 6001 + OFFSET;
/** The API knows these two origins as two malls: beta, and Galerie Harfa. */
const BETA = `http://localhost:${4200 + OFFSET}`;
const HARFA = `http://localhost:${4201 + OFFSET}`;
const dataDir = path.join(workspace, 'tmp/site-server-concurrency-data');
const distDir = path.join(workspace, 'apps/beta/dist');
const serverDir = path.join(workspace, 'apps/beta/dist-server');

let build: ServerBuild;
let template: string;
let runtime: RuntimeConfig;
let site: SiteApp | undefined;

beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await startApi({
    port: 3333 + OFFSET,
    realtimePort: REALTIME_PORT,
    dataDir,
    extraOrigins: { beta: BETA, galerieharfa: HARFA },
  });
  build = await importServerBuild(serverDir);
  template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const built = JSON.parse(
    await readFile(path.join(distDir, 'runtime-config.json'), 'utf8'),
  ) as RuntimeConfig;
  runtime = { ...built, apiBaseUrl: API, realtime: { ...built.realtime, port: REALTIME_PORT } };
});

afterAll(async () => {
  await site?.close();
  stopAll();
});

/** The mall's name as the API gives it to a site at `origin` (its settings' website_name). */
async function websiteName(origin: string): Promise<string> {
  const response = await fetch(`${API}/v1/settings-web-app/web`, { headers: { origin } });
  const body = (await response.json()) as { data: { website_name: string } };
  return body.data.website_name;
}

const html = (result: RenderResult) => {
  expect(result.kind).toBe('html');
  return result.kind === 'html' ? result : { status: 0, html: '' };
};
/** The page without its dehydrated query cache (which carries every language's texts). */
const visible = (page: string) => page.split('<script type="application/json"')[0]!;
/** The mall the page names: `og:site_name`, from the settings the API gave that render. */
const siteName = (page: string) =>
  /<meta property="og:site_name" content="([^"]*)"/.exec(page)?.[1] ?? '';
/** The malls whose media (`/media/{mall}/…`, from the API's data) the page shows. */
const mediaOf = (page: string) => [...page.matchAll(/\/media\/([a-z0-9-]+)\//g)].map((m) => m[1]);

describe('renders at once in one thread', () => {
  it('overlaps two renders of different malls and languages, each with its own language and data', async () => {
    const [betaName, harfaName] = await Promise.all([websiteName(BETA), websiteName(HARFA)]);
    expect(betaName).not.toBe(harfaName);

    // Every API request of either render waits until both renders have asked the API: if renders
    // ran one after the other, the second would never ask while the first waits, and the gate
    // fails the first after 20 s.
    const events: string[] = [];
    const waiting = new Set<string>();
    let open: () => void;
    const bothAsked = new Promise<void>((resolve, reject) => {
      open = resolve;
      setTimeout(
        () => reject(new Error(`the renders did not overlap: ${events.join(', ')}`)),
        20_000,
      );
    });
    bothAsked.catch(() => {});
    const gated =
      (name: string): typeof fetch =>
      async (input, init) => {
        if (!waiting.has(name)) events.push(`${name} asks the API`);
        waiting.add(name);
        if (waiting.size === 2) open();
        await bothAsked;
        return fetch(input, init);
      };
    const render = (name: string, url: string, origin: string) =>
      build
        .renderPage({ url, template, runtime, origin, fetch: gated(name) })
        .finally(() => events.push(`${name} done`));

    const [english, czech] = await Promise.all([
      render('beta /en', '/en', BETA),
      render('harfa /cz', '/cz', HARFA),
    ]);

    // Both were in flight at once: each asked the API before either finished.
    expect(events.slice(0, 2).sort()).toEqual(['beta /en asks the API', 'harfa /cz asks the API']);
    const en = html(english);
    const cz = html(czech);
    expect(en.status).toBe(200);
    expect(cz.status).toBe(200);
    // Each its own language: the document, the route head (router context) and the components
    // (React context) …
    expect(en.html).toMatch(/<html[^>]* lang="en"/);
    expect(cz.html).toMatch(/<html[^>]* lang="cs"/);
    expect(visible(en.html)).toContain('Opening hours');
    expect(visible(en.html)).not.toContain('Otevírací doba');
    expect(visible(cz.html)).toContain('Otevírací doba');
    expect(visible(cz.html)).not.toContain('Opening hours');
    // … and its own mall's data, through its own API client (the Origin picks the mall).
    expect(siteName(en.html)).toBe(betaName);
    expect(siteName(cz.html)).toBe(harfaName);
    expect(en.html).not.toContain(harfaName);
    // (The beta build's own meta texts name Atrium Beta in every render; the API's media do not.)
    expect(mediaOf(cz.html)).toContain('galerieharfa');
    expect(mediaOf(cz.html)).not.toContain('beta');
    expect(mediaOf(en.html)).toContain('beta');
    expect(mediaOf(en.html)).not.toContain('galerieharfa');
    expect(en.html).toContain(`<link rel="canonical" href="${BETA}/en"`);
    expect(cz.html).toContain(`<link rel="canonical" href="${HARFA}/cz"`);
  });

  it('renders many pages at once in one worker thread, each in its own language', async () => {
    site = await serveSite({
      distDir,
      port: 0,
      host: '127.0.0.1',
      runtimeOverrides: { apiBaseUrl: API, realtime: { port: REALTIME_PORT } },
      ssr: { serverDir, origin: BETA, renderThreads: 1, rendersPerThread: 4 },
    });
    const { port } = site.server.address() as AddressInfo;
    // Each language's home and shop list (its localised slug: `/cz/shops-services` would be a
    // redirect, left to the browser).
    const pages = [
      '/en',
      '/en/shops-services',
      '/cz',
      '/cz/obchody-a-sluzby',
      '/sk',
      '/sk/obchody-a-sluzby',
      '/de',
      '/de/geschaefte-und-dienstleistungen',
    ];
    const answers = await Promise.all(
      pages.map(async (page) => {
        const response = await fetch(`http://127.0.0.1:${port}${page}`, {
          headers: { 'accept-encoding': 'identity' },
        });
        return { page, status: response.status, body: await response.text() };
      }),
    );
    const tags: Record<string, string> = { en: 'en', cz: 'cs', sk: 'sk', de: 'de' };
    for (const { page, status, body } of answers) {
      expect(status, page).toBe(200);
      expect(body, page).toMatch(new RegExp(`<html[^>]* lang="${tags[page.slice(1, 3)]}"`));
    }
    const hours = { en: 'Opening hours', cz: 'Otevírací doba' };
    for (const { page, body } of answers.filter((answer) => answer.page.startsWith('/en'))) {
      expect(visible(body), page).toContain(hours.en);
      expect(visible(body), page).not.toContain(hours.cz);
    }
    for (const { page, body } of answers.filter((answer) => answer.page.startsWith('/cz'))) {
      expect(visible(body), page).toContain(hours.cz);
      expect(visible(body), page).not.toContain(hours.en);
    }
  });
});
