import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  answerCookieBanner,
  LOCALES,
  localized,
  memberSession,
  saveData,
} from '../frame/frame-helpers';
import { expect, test } from '../fixtures';
import { API, BETA, siteOf } from '../tenants';

/**
 * Server-rendered pages in Chromium (issue 12): the browser takes over the server's HTML without
 * a hydration error or warning, and does not ask the API again for the data the page came with
 * (the mall, the settings and the page's own list or item).
 */

type PageCase = { canonical: string; ownData: RegExp[] };

async function firstItem(request: APIRequestContext, path: string) {
  const response = await request.get(`${API}/v1${path}`, { headers: { Origin: BETA } });
  const body = (await response.json()) as { data: { data: { id: number }[] } };
  return body.data.data[0]!.id;
}

async function pageCases(request: APIRequestContext): Promise<PageCase[]> {
  const [event, shop] = await Promise.all([
    firstItem(request, '/events?per_page=1'),
    firstItem(request, '/companies?per_page=1'),
  ]);
  return [
    { canonical: '/', ownData: [] },
    { canonical: '/events/1', ownData: [/\/v1\/events\?page=1$/] },
    { canonical: `/event/${event}/x`, ownData: [new RegExp(`/v1/events/${event}(\\?|$)`)] },
    { canonical: `/shop/${shop}/x`, ownData: [new RegExp(`/v1/companies/${shop}(\\?|$)`)] },
    { canonical: '/shops-services', ownData: [] },
  ];
}

/** Every console error or warning, page error and API request of the page from now on. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().includes('/v1/')) apiRequests.push(request.url());
  });
  return { problems, apiRequests };
}

const SHARED_DATA = [/\/v1\/malls(\?|$)/, /\/v1\/settings-web-app\/web(\?|$)/];

async function openServerRendered(page: Page, path: string) {
  const response = await page.goto(`${BETA}${path}`);
  expect(response?.headers()['x-atrium-render'], path).toBe('server');
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('#root[data-ssr]')).toBeAttached();
  await page.waitForLoadState('networkidle');
}

for (const locale of LOCALES) {
  test(`server-rendered pages hydrate quietly without fetching their data again (${locale})`, async ({
    page,
    request,
  }) => {
    test.slow(); // five pages, each until the network is idle
    await answerCookieBanner(page, BETA);
    // Without the links a page prefetches once idle, every request is the page's own.
    await saveData(page);
    for (const { canonical, ownData } of await pageCases(request)) {
      const path = localized(canonical, locale);
      await page.goto('about:blank'); // nothing of the previous page counts against this one
      const { problems, apiRequests } = watch(page);
      await openServerRendered(page, path);
      expect(problems, path).toEqual([]);
      const refetched = apiRequests.filter((url) =>
        [...SHARED_DATA, ...ownData].some((pattern) => pattern.test(url)),
      );
      expect(refetched, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
}

test('the bare / is rendered in the visitor’s language and the browser keeps it when it takes over', async ({
  page,
}) => {
  await answerCookieBanner(page, BETA);
  await saveData(page);
  // The browser's own languages say English; the remembered choice (the cookie) is Czech.
  await page.context().addCookies([{ name: 'locale', value: 'cz', url: BETA }]);
  const { problems, apiRequests } = watch(page);
  await openServerRendered(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Dnešní otevírací doba' })).toBeVisible();
  // One title, the page's own (the shell carries none), in Czech.
  await expect(page.locator('title')).toHaveCount(1);
  expect(await page.title()).toBe(
    await page.evaluate(() => document.querySelector('title')?.textContent ?? ''),
  );
  expect(problems).toEqual([]);
  expect(apiRequests.filter((url) => SHARED_DATA.some((pattern) => pattern.test(url)))).toEqual([]);
  await expect(page).toHaveURL(`${BETA}/`);
});

test('a page rendered hours before it is shown hydrates quietly, then shows the browser’s time', async ({
  page,
  request,
}) => {
  test.slow(); // three pages, each until the network is idle
  const shop = await firstItem(request, '/companies?per_page=1');
  await answerCookieBanner(page, BETA);
  await saveData(page);
  // The browser's clock the next day (a page from the server's cache, a prerendered one), at an
  // hour of the other state than the server's now: 03:00 in Prague when the mall is open, 13:00
  // when it is closed. Half a day on was the same state on a Saturday evening before a Sunday
  // that opens at 10:00.
  const served = await (await request.get(`${BETA}${localized('/opening-hours', 'en')}`)).text();
  const servedState = /class="open-now[^"]*" data-state="(open|closed)"/.exec(served)?.[1];
  expect(servedState).toBeDefined();
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const hourUtc = servedState === 'open' ? 2 : 12;
  await page.clock.install({
    time: Date.UTC(
      tomorrow.getUTCFullYear(),
      tomorrow.getUTCMonth(),
      tomorrow.getUTCDate(),
      hourUtc,
    ),
  });
  for (const canonical of ['/', `/shop/${shop}/x`, '/opening-hours']) {
    const path = localized(canonical, 'en');
    await page.goto('about:blank');
    const { problems } = watch(page);
    await openServerRendered(page, path);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    expect(problems, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
  // Once the browser has taken over, "open now" follows its own clock, not the server's.
  await expect(page.locator('.open-now').first()).toHaveAttribute(
    'data-state',
    servedState === 'open' ? 'closed' : 'open',
  );
});

test('a member’s browser takes over a public page without a mismatch', async ({
  page,
  request,
}) => {
  test.slow(); // may wait for the login rate limit
  await answerCookieBanner(page, BETA);
  await memberSession(page, request, BETA);
  const { problems } = watch(page);
  await openServerRendered(page, '/en/events/1');
  // The header turns into the member's once the app has taken over.
  await expect(page.locator('header a[href$="/en/dashboard"]').first()).toBeAttached();
  expect(problems).toEqual([]);
});

test('a page reads the same without JavaScript', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const event = await firstItem(request, '/events?per_page=1');
  await page.goto(`${BETA}${localized(`/event/${event}/x`, 'cz')}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  // A link preview (social network, chat app) can show the picture: a raster image, not an SVG.
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const picture = await request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\/(png|jpeg|webp|gif)/);
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.join('\n')).toContain('"@type":"Event"');
  await context.close();
});

// The server cannot know the window's width: slides per view are media queries in the HTML. Before,
// the server's home showed one slide per view and reflowed by thousands of pixels on a desktop as
// its carousels hydrated.
test("a desktop home's carousels show four slides in the server's HTML, as after hydration", async ({
  browser,
}) => {
  const perView = (page: Page) =>
    page
      .locator('[aria-roledescription="carousel"][aria-label="Upcoming events"]')
      .evaluate((carousel) => {
        const row = carousel.getBoundingClientRect().width;
        const slide = carousel.querySelector('[aria-roledescription="slide"]')!;
        return Math.round(row / slide.getBoundingClientRect().width);
      });
  const viewport = { width: 1280, height: 900 };
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport });
  const before = await openIn(withoutScripts, `${BETA}/en`);
  expect(await perView(before)).toBe(4);
  const height = await before.evaluate(() => document.documentElement.scrollHeight);

  const withScripts = await browser.newContext({ viewport });
  const page = await openIn(withScripts, `${BETA}/en`);
  await expect(page.locator('[data-draggable]').first()).toBeAttached();
  expect(await perView(page)).toBe(4);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  await Promise.all([withoutScripts.close(), withScripts.close()]);
});

test("a mall's colours are in the server's HTML, and taking over the page keeps them", async ({
  browser,
}) => {
  // Novo Plaza's palette (teal) is not the stylesheet's default: a page without its theme in the
  // HTML would paint in the default colours until the app had loaded.
  const home = `${siteOf('novoplaza').origin}/en`;
  const themeOf = (page: Page) =>
    page.evaluate(() => ({
      inline: document.documentElement.style.cssText,
      overHeader: getComputedStyle(document.documentElement).getPropertyValue('--over-header-bg'),
      rounded: document.documentElement.dataset['rounded'],
    }));
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const before = await themeOf(await openIn(withoutScripts, home));
  expect(before.overHeader).toBe('#00a19a');
  expect(before.rounded).toMatch(/^(true|false)$/);

  const withScripts = await browser.newContext();
  const page = await openIn(withScripts, home);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  expect(await themeOf(page)).toEqual(before);

  // A page the browser renders itself (a path without its language gets the shell) loads the
  // theme's code and paints in the mall's colours too.
  const shell = await page.goto(`${siteOf('novoplaza').origin}/opening-hours`);
  expect(shell?.headers()['x-atrium-render']).toMatch(/^client/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await themeOf(page)).toEqual(before);
  await Promise.all([withoutScripts.close(), withScripts.close()]);
});

async function openIn(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.headers()['x-atrium-render']).toBe('server');
  return page;
}
