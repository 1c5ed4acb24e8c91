import { type BrowserContext, type Page, type Request } from '@playwright/test';
import { expect, test } from '../fixtures';

import { BETA } from '../tenants';

/**
 * Cookie consent with a network log (issue 9): the tag manager and the social pixel are requested
 * only once statistics is accepted; withdrawing it reloads the page without them. Their hosts are
 * unreachable here, so every request to them is recorded and aborted.
 */

const TAG_MANAGER = 'www.googletagmanager.com';
const PIXEL = 'connect.facebook.net';
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_fbp)/;

type NetworkLog = { requests: string[]; since: (mark: number) => string[] };

async function recordAnalytics(page: Page): Promise<NetworkLog> {
  const requests: string[] = [];
  const record = (request: Request) => {
    const host = new URL(request.url()).host;
    if (host === TAG_MANAGER || host === PIXEL) requests.push(request.url());
  };
  page.on('request', record);
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) =>
    route.abort('internetdisconnected'),
  );
  return { requests, since: (mark) => requests.slice(mark) };
}

const hostsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).host))].sort();

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  return cookie && decodeURIComponent(cookie.value);
}

function banner(page: Page, name = 'We use cookies') {
  return page.getByRole('region', { name });
}

test.describe('cookie consent', () => {
  test('nothing loads before consent; accept all loads both scripts; decline removes them and reloads', async ({
    page,
    context,
  }) => {
    const log = await recordAnalytics(page);
    await page.goto(`${BETA}/en`);
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(log.requests).toEqual([]);
    expect((await cookieNames(context)).filter((n) => ANALYTICS_COOKIE.test(n))).toEqual([]);
    expect(await consentCookie(context)).toBeUndefined();

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => hostsOf(log.requests)).toEqual([PIXEL, TAG_MANAGER].sort());
    expect(log.requests).toContainEqual(expect.stringMatching(/gtm\.js\?id=GTM-/));
    expect(await consentCookie(context)).toMatch(/^accepted_all:necessary,/);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent')!;
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(180);

    // The tag manager would set its cookies on the parent domain too; withdrawal clears them.
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.1', domain: 'localhost', path: '/' },
      { name: '_ga_TEST', value: 'GS1.1', domain: 'localhost', path: '/' },
    ]);
    await page.evaluate(() => ((window as { beforeDecline?: boolean }).beforeDecline = true));
    const mark = log.requests.length;

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Statistics' })).toBeChecked();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await reloaded;

    expect(await page.evaluate(() => (window as { beforeDecline?: boolean }).beforeDecline)).toBe(
      undefined,
    );
    await page.waitForLoadState('networkidle');
    expect(log.since(mark)).toEqual([]);
    await expect(
      page.locator(`script[src*="${TAG_MANAGER}"], script[src*="${PIXEL}"]`),
    ).toHaveCount(0);
    expect((await cookieNames(context)).filter((n) => ANALYTICS_COOKIE.test(n))).toEqual([]);
    expect(await consentCookie(context)).toBe('declined:necessary');
    await expect(banner(page)).toBeHidden();
  });

  test('the answer is remembered on the next page and statistics alone loads the scripts', async ({
    page,
    context,
  }) => {
    const log = await recordAnalytics(page);
    await page.goto(`${BETA}/en`);
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    const necessary = dialog.getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Statistics' })).not.toBeChecked();

    await dialog.getByRole('button', { name: 'Accept selected' }).click();
    await page.waitForLoadState('networkidle');
    expect(log.requests).toEqual([]);
    expect(await consentCookie(context)).toBe('accepted_selected:necessary,functional');

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await dialog.getByRole('switch', { name: 'Statistics' }).click();
    await dialog.getByRole('button', { name: 'Accept selected' }).click();
    await expect.poll(() => hostsOf(log.requests)).toEqual([PIXEL, TAG_MANAGER].sort());

    const mark = log.requests.length;
    await page.goto(`${BETA}/de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(banner(page, 'Wir verwenden Cookies')).toBeHidden();
    await expect.poll(() => hostsOf(log.since(mark))).toEqual([PIXEL, TAG_MANAGER].sort());
  });

  test('declining from the banner loads nothing and the banner stays away', async ({
    page,
    context,
  }) => {
    const log = await recordAnalytics(page);
    await page.goto(`${BETA}/cz`);
    const czech = banner(page, 'Používáme cookies');
    await expect(czech).toBeVisible();
    await czech.getByRole('button', { name: 'Odmítnout' }).click();
    await expect(czech).toBeHidden();
    expect(await consentCookie(context)).toBe('declined:necessary');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(czech).toBeHidden();
    expect(log.requests).toEqual([]);
  });

  test('the settings dialog is keyboard friendly on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${BETA}/en`);
    const settings = banner(page).getByRole('button', { name: 'Settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
  });

  test("the settings dialog loads before it is opened: while the banner waits, or on the footer button's hover", async ({
    page,
    context,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const dialogLoaded = () => scripts.some((path) => path.includes('/consent-modal-'));
    await page.goto(`${BETA}/en`);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await expect.poll(dialogLoaded).toBe(true);
    await banner(page).getByRole('button', { name: 'Decline' }).click();

    // An answered visitor: no banner, so nothing loads until the pointer reaches the button.
    scripts.length = 0;
    await page.reload();
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(dialogLoaded()).toBe(false);
    const footerButton = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie settings' });
    await footerButton.hover();
    await expect.poll(dialogLoaded).toBe(true);
    await footerButton.click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    expect(await consentCookie(context)).toBe('declined:necessary');
  });

  test('the server-rendered banner paints before the JavaScript, only for a visitor who has not answered', async ({
    browser,
    context,
  }) => {
    // A page of its own, without the fixture's wait for hydration: no script may run here.
    const page = await context.newPage();
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.fallback(),
    );
    await page.goto(`${BETA}/en`);
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'ask');
    await expect(banner(page)).toBeVisible();
    expect(await page.locator('html[data-interactive]').count()).toBe(0);

    await context.addCookies([{ name: 'cookie_consent', value: 'declined:necessary', url: BETA }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'answered');
    await expect(page.getByTestId('cookie-banner')).toBeAttached();
    await expect(banner(page)).toBeHidden();

    // Without JavaScript nothing is asked: nothing would be stored or loaded either.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${BETA}/en`);
    await expect(plain.getByTestId('cookie-banner')).toBeAttached();
    await expect(banner(plain)).toBeHidden();
    await noScript.close();
  });
});
