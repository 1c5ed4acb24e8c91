import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { answerCookieBanner } from '../frame/frame-helpers';
import { API, BETA } from '../tenants';

/**
 * Issue 18: the member area on a phone and what the dashboard shows, as the seeded demo member
 * (libs/server/db seed: points, a tier, an active reward and receipts in three states).
 */

async function signInAsDemoMember(page: Page, request: APIRequestContext) {
  const response = await request.post(`${API}/v1/login`, {
    headers: { Origin: BETA },
    data: { email: 'demo@atrium.example', password: 'Demo12345' },
  });
  expect(response.ok()).toBe(true);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await answerCookieBanner(page, BETA);
  await page.goto(`${BETA}/runtime-config.json`);
  await page.evaluate((value) => {
    localStorage.setItem('API_TOKEN', value);
    localStorage.setItem('SETUP_MODAL_APPEARED_DATE', new Date().toISOString());
  }, token);
}

test('on a phone every member section is one tap away and the current one is named', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoMember(page, request);
  await page.goto(`${BETA}/en/receipts`);
  const nav = page.getByRole('navigation', { name: 'My account' });
  const menu = nav.locator('summary');
  await expect(menu).toContainText('Receipts');
  await menu.click();
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(11);
  for (const link of await links.all()) await expect(link).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'Receipts' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Awards' }).click();
  await expect(page).toHaveURL(`${BETA}/en/awards`);
  await expect(nav.locator('summary')).toContainText('Awards');
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the dashboard shows points, tier, expiry, active reward codes and the latest receipts', async ({
  page,
  request,
}) => {
  await signInAsDemoMember(page, request);
  await page.goto(`${BETA}/en/dashboard`);
  await expect(page.getByTestId('points-balance')).toContainText(/Tier: /);
  await expect(page.getByTestId('points-balance')).toContainText(/expire/);
  const rewards = page.getByTestId('active-rewards');
  await expect(rewards.locator('.member-code').first()).toHaveText(/^[A-Z0-9]{4}(-[A-Z0-9]{4})+$/);
  await expect(rewards.getByRole('link', { name: 'Show the QR code' }).first()).toBeVisible();
  const receipts = page.getByTestId('latest-receipts').getByRole('listitem');
  await expect(receipts).toHaveCount(3);
  await expect(receipts.first()).toContainText(/Waiting for approval|Approved|Rejected/);
  await expect(page.getByRole('link', { name: 'Upload a receipt' })).toHaveClass(/primary/);
  await expect(page.getByRole('button', { name: 'Sign out' })).not.toHaveAttribute(
    'data-variant',
    'primary',
  );
});
