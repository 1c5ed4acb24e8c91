// What a visitor's browser downloads for a tenant's home page before interacting: every script
// and stylesheet requested until the network is idle, sized as gzip would send them.
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

/** Resolves `{ js, css, files }` with gzipped byte counts for the page at `url`. */
export async function measureHome(url, { executablePath = '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          type,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(pending);
    const sum = (type) => files.filter((f) => f.type === type).reduce((n, f) => n + f.gzip, 0);
    return { js: sum('script'), css: sum('stylesheet'), files };
  } finally {
    await browser.close();
  }
}
