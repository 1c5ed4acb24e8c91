import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The test of the site's server entry sits beside the build that produces it (a tool); it is
// excluded from this project's typecheck (tsconfig) and imports the entry as the SSR build does.
import { localOrigin, localTenantByApp } from '@atrium/domain/local-tenants';
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  inlineScripts,
  pageCacheKey,
  renderPage,
  type RenderResult,
} from '@atrium/site/server/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ORIGIN = localOrigin(localTenantByApp('beta')); // beta's site origin (the API knows it)
// The build's index.html has no page head tags of its own (tools/tenant-build build-artifacts.ts).
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';
const workspace = path.resolve(import.meta.dirname, '../../../..');

let api: ChildProcess | undefined;
let dataDir = '';
let apiBaseUrl = '';

/** The text of every inline script the browser would run (not data blocks, not `src` scripts). */
function executableInlineScripts(page: string): string[] {
  return [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/.exec(attributes!)?.[1];
      return type === undefined || type === 'module' || /javascript/.test(type);
    })
    .map(([, , text]) => text!);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// The real API with its demo data, as `npm start` runs it (no import of server code into a web
// project: module boundaries).
beforeAll(async () => {
  const [port, realtimePort] = [await freePort(), await freePort()];
  dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-ssr-'));
  apiBaseUrl = `http://127.0.0.1:${port}`;
  api = spawn(process.execPath, ['--import', 'tsx', path.join(workspace, 'apps/api/src/main.ts')], {
    cwd: workspace,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: apiBaseUrl,
      REALTIME_PORT: String(realtimePort),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ATRIUM_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${apiBaseUrl}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 560 || api.exitCode !== null) throw new Error('the API did not start');
    await new Promise((done) => setTimeout(done, 500));
  }
});
afterAll(async () => {
  // The API writes its database while it shuts down: its folder goes once the process has ended
  // (removing it earlier raced the last writes: ENOTEMPTY).
  if (api && api.exitCode === null && api.signalCode === null) {
    const exited = new Promise((done) => api!.once('exit', done));
    api.kill();
    const killLate = setTimeout(() => api?.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killLate);
  }
  await rm(dataDir, { recursive: true, force: true });
});

const runtime = () => ({
  apiBaseUrl,
  settingsUrl: null,
  realtime: { key: 'k', cluster: 'mt1', host: '127.0.0.1', port: 6001, forceTLS: false },
  buildId: 'test',
});

async function render(url: string): Promise<RenderResult> {
  return renderPage({ url, template: TEMPLATE, origin: ORIGIN, runtime: runtime() });
}

async function html(url: string, status = 200): Promise<string> {
  const result = await render(url);
  expect(result.kind).toBe('html');
  if (result.kind !== 'html') throw new Error(`${url} was not rendered on the server`);
  expect(result.status).toBe(status);
  // Complete without JavaScript: no Suspense boundary left pending or outlined for a script.
  expect(result.html).not.toContain('<!--$?-->');
  expect(result.html).not.toMatch(/<template id="B:/);
  return result.html;
}

const head = (page: string) => page.slice(0, page.indexOf('</head>'));
const root = (page: string) => page.slice(page.indexOf('<div id="root"'));

async function firstItem(path: string): Promise<{ id: number; title: string }> {
  const response = await fetch(`${apiBaseUrl}${path}`, { headers: { origin: ORIGIN } });
  const body = (await response.json()) as {
    data: { data: { id: number; translations: { locale: string; title?: string }[] }[] };
  };
  const item = body.data.data[0]!;
  const title = item.translations.find((t) => t.locale === 'en')?.title ?? 'item';
  return { id: item.id, title };
}

describe('server-rendered public pages', () => {
  it.each([
    ['en', '/en', 'en'],
    ['cz', '/cz', 'cs'],
    ['sk', '/sk', 'sk'],
    ['de', '/de', 'de'],
  ])('home in %s: content, head tags and the mall JSON-LD', async (locale, url, lang) => {
    const page = await html(url);
    expect(page).toContain(`<html lang="${lang}"`);
    // The mall's theme is on <html> from the first paint (the app finds it there).
    expect(page).toMatch(
      /<html lang="[a-z]+" style="[^"]*--color-primary:#[0-9a-f]{6};[^"]*" data-rounded="(true|false)" data-dividers="(true|false)" data-multicolor="(true|false)">/,
    );
    expect(head(page)).toMatch(/<title>[^<]*Atrium Beta[^<]*<\/title>/);
    // One writer of the page's head tags: exactly one title and one description.
    expect(head(page).match(/<title>/g)).toHaveLength(1);
    expect(head(page).match(/<meta name="description"/g)).toHaveLength(1);
    expect(head(page)).toMatch(/<meta name="description" content="[^"]+"/);
    expect(head(page)).toContain(`<link rel="canonical" href="${ORIGIN}/${locale}"/>`);
    expect(head(page)).toMatch(/<link rel="alternate" hreflang="x-default"/i);
    expect(head(page)).toContain(`<meta property="og:url" content="${ORIGIN}/${locale}"/>`);
    expect(head(page)).toMatch(/<meta property="og:image" content="[^"]+"/);
    // JSON-LD is the server's alone, in <head> outside the tree the browser hydrates.
    expect(head(page)).toMatch(
      /<script type="application\/ld\+json" data-structured-data>\{[^<]*"@type":"ShoppingCenter"/,
    );
    expect(root(page)).not.toContain('application/ld+json');
    // The carousels' slides per view are media queries in <head>: right before any script runs.
    expect(head(page)).toMatch(
      /<style data-precedence="carousel" data-href="[^"]*">[^<]*@media \(min-width:1060px\)\{\.carousel-[^{]+\{--carousel-items:4\}/,
    );
    expect(root(page)).not.toContain('<style');
    expect(root(page)).toContain('class="layout layout--default"');
    expect(page).toContain('<script type="application/json" id="atrium-query-state">{');
    // The site server's Content-Security-Policy allows exactly `inlineScripts` by hash.
    expect(executableInlineScripts(page)).toEqual(inlineScripts);
    // The cookie banner paints with the page; the inline script decides whether it may.
    expect(root(page)).toMatch(/data-testid="cookie-banner" data-before-hydration=""/);
    expect(head(page)).toContain('<script>document.documentElement.dataset.consent=');
  });

  it.each(['en', 'cz', 'sk', 'de'])('shops list in %s lists shops', async (locale) => {
    const slug = {
      en: 'shops-services',
      cz: 'obchody-a-sluzby',
      sk: 'obchody-a-sluzby',
      de: 'geschaefte-und-dienstleistungen',
    }[locale]!;
    const page = await html(`/${locale}/${slug}`);
    const shop = await firstItem('/v1/companies?page=1');
    expect(root(page)).toContain(shop.title);
    expect(head(page)).toMatch(/<link rel="canonical" href="[^"]+"/);
  });

  it('event detail: title, article, og tags and the Event JSON-LD', async () => {
    const event = await firstItem('/v1/events?page=1');
    const slug = event.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const page = await html(`/en/event/${event.id}/${slug}`);
    expect(head(page)).toContain(`<title>${event.title} | Atrium Beta</title>`);
    expect(head(page)).toContain(`<meta property="og:title" content="${event.title}`);
    expect(head(page)).toContain('<meta property="og:type" content="article"/>');
    expect(head(page)).toMatch(
      /<script type="application\/ld\+json" data-structured-data>\{[^<]*"@type":"Event"/,
    );
    expect(root(page)).toContain('class="html-content');
  });

  it('an unknown page answers 404 with the not-found page', async () => {
    const page = await html('/en/no-such-page', 404);
    expect(root(page)).toContain('/en/no-such-page');
  });
});

describe('member pages stay in the browser', () => {
  it.each(['/en/dashboard', '/cz/profil', '/en/login', '/de/meine-punkte'])(
    '%s is not rendered on the server',
    async (url) => {
      const result = await render(url);
      expect(result).toEqual({ kind: 'client', reason: 'member' });
    },
  );

  it('a member page under a slug of another language is first sent to its own address', async () => {
    expect(await render('/de/my-points')).toEqual({
      kind: 'moved',
      status: 301,
      to: '/de/meine-punkte',
    });
  });
});

describe('the page cache key', () => {
  const key = (url: string) => pageCacheKey(url, { runtime: runtime(), origin: ORIGIN });

  it('keeps only the parameters the page reads, validated, in a fixed order', () => {
    expect(key('/en/shops-services?zz=1&page=2&utm_source=x&q=shoe')).toBe(
      '/en/shops-services?page=2&q=shoe',
    );
    expect(key('/en/shops-services?q=shoe&page=2')).toBe(key('/en/shops-services?page=2&q=shoe'));
    // A value the page drops (a one-letter search) is no parameter at all.
    expect(key('/en/shops-services?q=s&junk=%F0%9F%98%80')).toBe('/en/shops-services');
  });

  it('gives every refused value of a path one key', () => {
    expect(key('/en/shops-services?f=nope')).toBe(key('/en/shops-services?f=other'));
    expect(key('/en/shops-services?f=nope')).toMatch(/\?invalid$/);
  });
});
