import { expect, test } from '../fixtures';
import { API, BETA } from '../tenants';
import { answerCookieBanner } from './frame-helpers';

test.beforeEach(({ page }) => answerCookieBanner(page, BETA));

test('a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 700 });
  await page.goto(`${BETA}/en/shops-services`);
  await expect(page.locator('.content-grid a').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('.content-grid a').last().click();
  await expect(page).toHaveURL(/\/en\/shop\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// The header's navigation, the homepage tiles and the footer's links hydrate from chunks of their
// own after the page is interactive (issue 22). When those cannot load, the page reloads once and
// then goes on without them: the rest of home works, the server's other parts stay. Once the
// chunks can load again, the next navigation brings the frame's parts back.
test('parts whose chunk cannot load give way, the page goes on working, and they come back on the next navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const blocked = /\/assets\/(top-navigation|menu-tiles|footer-links)-[\w-]+\.js$/;
  const refused: string[] = [];
  await page.route(blocked, (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  await page.goto(`${BETA}/en`);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atrium Beta');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Opening hours today' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  const navigationLinks = page.locator('.site-header__nav a');
  const footerLinks = page.locator('.site-footer a');
  await expect(navigationLinks).toHaveCount(0);
  await expect(footerLinks).toHaveCount(0);
  // What is left still answers: the search link navigates in the page, and with the chunks back
  // the navigation and the footer's links are drawn again.
  await page.unroute(blocked);
  await page.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${BETA}/en/search`);
  await expect(navigationLinks.first()).toBeVisible();
  await expect(footerLinks.first()).toBeVisible();
});

test('a changed build reloads on the next navigation', async ({ page }) => {
  await page.clock.install();
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
  );
  await page.goto(`${BETA}/en/faq`);
  // The check starts once the page is interactive, from a chunk of its own.
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  await page.clock.runFor(60 * 60 * 1000 + 1000);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Offers' })
    .first()
    .click();
  await expect(page).toHaveURL(`${BETA}/en/offers/1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers');
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBeUndefined();
});

test('visible internal links prefetch their code once the page is idle (their data on intent), never on a data-saving connection', async ({
  page,
  context,
}) => {
  const shopsChunk = /\/assets\/shops-pages-[\w-]+\.js$/;
  const requested = (log: string[]) => log.filter((url) => shopsChunk.test(url));
  const shopListData = (log: string[]) =>
    log.filter((url) => url.startsWith(`${API}/v1/companies`));

  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  await page.goto(`${BETA}/en`);
  const shops = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Shops and services' })
    .first();
  await expect(shops).toBeInViewport();
  // No pointer near the link: the page's idle time alone fetches its route's code, not its data,
  // and the code is only fetched (a prefetch link), not run until the visitor asks (issue 22).
  await expect.poll(() => requested(seen).length).toBe(1);
  await expect(page.locator('link[rel="prefetch"][href*="/assets/shops-pages-"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(shopListData(seen)).toEqual([]);
  // Pointing at the link is the visitor's intent: now its data too.
  await shops.hover();
  await expect.poll(() => shopListData(seen).length).toBeGreaterThan(0);
  await shops.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shops and services');

  const saving = await context.newPage();
  await saving.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  const unseen: string[] = [];
  saving.on('request', (request) => unseen.push(request.url()));
  await saving.goto(`${BETA}/en`);
  await saving.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await saving.waitForLoadState('networkidle');
  await saving.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await saving.waitForLoadState('networkidle');
  expect(requested(unseen)).toEqual([]);
});

// Home is hydrated with the frame's and its own routes; every other page's route is a chunk loaded
// once home is interactive (issue 22, app/first-page-routes.ts). A tap that comes before that chunk
// waits for it and opens its page in the same document, not the 404.
test('home is interactive before the other pages’ routes arrive, and a tap in between opens its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/route-tree-[\w-]+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto(`${BETA}/en`);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect.poll(() => held.length).toBe(1);
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  await page.getByRole('link', { name: 'Search' }).click();
  await page.waitForTimeout(300);
  release();
  await expect(page).toHaveURL(`${BETA}/en/search`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});
