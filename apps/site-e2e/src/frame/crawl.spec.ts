import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { BETA } from '../tenants';
import {
  canonicalPages,
  collectErrors,
  LOCALES,
  localized,
  memberSession,
  ownRewardId,
} from './frame-helpers';

/**
 * Issue 5, "checked by": every route of spec section 2 in en, cz, sk and de renders a page with
 * its heading, without the error screen and without a console error.
 */
async function expectPage(page: Page, path: string, errors: string[]) {
  await page.goto(`${BETA}${path}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, path).toBeVisible();
  await expect(heading, path).not.toHaveText(/Page Not Found|^$/);
  await expect(page.locator('.error-screen'), path).toHaveCount(0);
  await expect(page.getByRole('alert'), path).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  expect(errors, path).toEqual([]);
}

for (const locale of LOCALES) {
  test(`every visitor page renders in ${locale}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const { visitor } = await canonicalPages(request, BETA);
    const errors = collectErrors(page);
    for (const canonical of visitor) {
      await expectPage(page, localized(canonical, locale), errors);
    }
  });

  test(`every member page renders in ${locale} with a session`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { member } = await canonicalPages(request, BETA);
    const token = await memberSession(page, request, BETA);
    const rewardId = await ownRewardId(request, BETA, token);
    const errors = collectErrors(page);
    for (const canonical of rewardId ? [...member, `/my-reward/${rewardId}`] : member) {
      await expectPage(page, localized(canonical, locale), errors);
      await expect(page, canonical).toHaveURL(`${BETA}${localized(canonical, locale)}`);
      await expect(page.locator('.member-nav')).toBeVisible();
    }
  });
}

test('the bare / serves home in the visitor language', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${BETA}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${BETA}/`);
  expect(errors).toEqual([]);
});

test('list and detail pages set title, description and og:locale', async ({ page }) => {
  await page.goto(`${BETA}${localized('/offers/1', 'de')}`);
  await expect(page).toHaveTitle(/Angebote/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await page.goto(`${BETA}${localized('/offers/1', 'en')}`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  await expect(page.locator('title')).toHaveCount(1);
});
