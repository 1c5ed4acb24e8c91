// `npm run screenshots`: the key pages of two tenants at phone and desktop width, as PNGs in
// docs/screenshots/ (issue 18). Needs the beta and harfa builds
// (`npx nx run-many -t build -p @atrium/beta,@atrium/harfa`) and Chromium at /usr/bin/chromium
// (or CHROMIUM_PATH). Serves them on fresh demo data with ports shifted by 50, so it runs beside
// `npm start`; the demo member (libs/server/db seed) is signed in for the member pages.
/* global document, window -- page.evaluate callbacks run in the browser */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { startBenchStack } from '../bench/bench-stack.mjs';
import { stopAll, stopAllOnExit } from './lib/processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'docs/screenshots');
const PORT_OFFSET = 50;
const DEMO_MEMBER = { email: 'demo@atrium.example', password: 'Demo12345' };
/** One language each: beta in English, harfa in Czech. */
const TENANTS = [
  { app: 'beta', locale: 'en' },
  { app: 'harfa', locale: 'cz' },
];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
/** Full pages, but no taller than this many viewports (keeps the PNGs small). */
const MAX_VIEWPORTS = 3;

/**
 * The pages in order; `open` goes there (canonical paths: the router shows localised slugs) and
 * waits for what makes the page worth a picture.
 */
const PAGES = [
  { name: 'home', open: (page, l) => visit(page, `/${l}`, 'main') },
  { name: 'shop-list', open: (page, l) => visit(page, `/${l}/shops/all/1`, '.shops-list__grid a') },
  {
    name: 'shop-detail',
    open: async (page, l) => {
      await visit(page, `/${l}/shops/all/1`, '.shops-list__grid a');
      await page.locator('.shops-list__grid a').first().click();
      await page.locator('.shop-detail h1').waitFor();
    },
  },
  { name: 'offers', open: (page, l) => visit(page, `/${l}/offers/1`, 'main h1') },
  {
    name: 'events-calendar',
    open: async (page, l) => {
      await visit(page, `/${l}/events/1`, '[role="tab"]');
      await page.getByRole('tab').last().click();
      await page.locator('[data-calendar-entry]').first().waitFor({ state: 'attached' });
    },
  },
  { name: 'rewards', open: (page, l) => visit(page, `/${l}/rewards/1`, 'main h1') },
  {
    name: 'dashboard',
    member: true,
    open: (page, l) => visit(page, `/${l}/dashboard`, '[data-testid="points-balance"]'),
  },
  {
    name: 'my-reward',
    member: true,
    open: async (page, l) => {
      await visit(page, `/${l}/dashboard`, '[data-testid="active-rewards"] a');
      await page.locator('[data-testid="active-rewards"] a').first().click();
      await page.locator('.member-section').first().waitFor();
    },
  },
];

let site = '';
async function visit(page, pathname, selector) {
  await page.goto(`${site}${pathname}`);
  await page.locator(selector).first().waitFor();
}

/**
 * The page as a visitor who scrolled it sees it: scrolled down a viewport at a time (sections and
 * images below the fold load on approach), every image decoded, then back to the top.
 */
async function settle(page) {
  await page.evaluate(async () => {
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause(150);
    }
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
    await Promise.all(
      [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
    );
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => {});
}

/** The demo member's API token (the site keeps it in localStorage). */
async function demoToken(api, origin) {
  const response = await fetch(`${api}/v1/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!response.ok) throw new Error(`demo member sign-in: ${response.status}`);
  return (await response.json()).data.token;
}

async function signIn(page, token) {
  await page.evaluate((value) => {
    localStorage.setItem('API_TOKEN', value);
    localStorage.setItem('SETUP_MODAL_APPEARED_DATE', new Date().toISOString());
  }, token);
}

async function shoot(page, file, viewport) {
  const height = Math.min(
    await page.evaluate(() => document.documentElement.scrollHeight),
    viewport.height * MAX_VIEWPORTS,
  );
  // The window as tall as the picture, settled, then one shot: a full-page capture resizes the
  // window while it shoots, and the hero carousel re-measured in between (a 16 px sliver of the
  // next slide showed in the pictures, never in a browser).
  await page.setViewportSize({ width: viewport.width, height });
  await page.waitForTimeout(400);
  const png = await page.screenshot({
    clip: { x: 0, y: 0, width: viewport.width, height },
    animations: 'disabled',
  });
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  // A 256-colour palette keeps a page under a few hundred kB without visible loss.
  await writeFile(file, await sharp(png).png({ palette: true, quality: 80, effort: 8 }).toBuffer());
}

async function main() {
  stopAllOnExit();
  await mkdir(outDir, { recursive: true });
  const { api, sites } = await startBenchStack({
    apps: TENANTS.map((tenant) => tenant.app),
    dataDir: 'screenshots-data',
    offset: PORT_OFFSET,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  });
  try {
    for (const tenant of TENANTS) {
      site = sites[tenant.app];
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
        });
        await context.addCookies([
          { name: 'cookie_consent', value: 'declined:necessary', url: site },
        ]);
        const page = await context.newPage();
        // The public pages as a visitor sees them; the member pages after signing in.
        let signedIn = false;
        for (const entry of PAGES) {
          if (entry.member && !signedIn) {
            await signIn(page, await demoToken(api, site));
            signedIn = true;
          }
          await entry.open(page, tenant.locale);
          await settle(page);
          const file = path.join(outDir, `${tenant.app}-${entry.name}-${viewport.name}.png`);
          await shoot(page, file, viewport);
          console.log(path.relative(root, file));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
