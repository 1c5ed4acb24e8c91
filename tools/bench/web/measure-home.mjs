// What a visitor's browser downloads for a tenant's home page: every script and stylesheet, sized
// as gzip would send them, split into what was requested before the page became interactive
// (`<html data-interactive>`, set by the client entry once it has rendered or hydrated) and what
// came after, until the network is idle (the prefetch of visible links' routes, spec section 2).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Resolves `{ js, css, lateJs, files }` with gzipped byte counts for the page at `url`: `js` and
 * `css` requested before the page was interactive (the client entry's `atrium:interactive` user
 * timing mark), `lateJs` the scripts requested after it.
 */
export async function measureHome(url, { executablePath = '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            type,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
          // A script that arrives while the browser closes (after the network was idle) is not
          // measured; its body can no longer be read.
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // Classified in the page's own clock: Node learns of the mark only some time after it.
    const { interactiveAt, startedAt } = await page.evaluate(() => ({
      interactiveAt: performance.getEntriesByName('atrium:interactive')[0]?.startTime ?? Infinity,
      startedAt: Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .map((entry) => [new URL(entry.name).pathname, entry.startTime]),
      ),
    }));
    const files = (await Promise.all(pending)).filter(Boolean).map((file) => ({
      ...file,
      beforeInteractive: (startedAt[file.url] ?? 0) < interactiveAt,
    }));
    const sum = (type, before) =>
      files
        .filter((f) => f.type === type && f.beforeInteractive === before)
        .reduce((n, f) => n + f.gzip, 0);
    return {
      js: sum('script', true),
      css: sum('stylesheet', true),
      lateJs: sum('script', false),
      files,
    };
  } finally {
    await browser.close();
  }
}
