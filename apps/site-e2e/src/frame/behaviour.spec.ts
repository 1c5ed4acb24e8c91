import { expect, test } from '@playwright/test';
import { BETA } from '../tenants';
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

test('a changed build reloads on the next navigation', async ({ page }) => {
  await page.clock.install();
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
  );
  await page.goto(`${BETA}/en/faq`);
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
