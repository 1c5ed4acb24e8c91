import { expect, test } from '../fixtures';
import { BETA } from '../tenants';
import { answerCookieBanner } from './frame-helpers';

test.beforeEach(({ page }) => answerCookieBanner(page, BETA));

test.describe('switching language keeps the page', () => {
  const cases = [
    { from: '/en/offers/1', tag: 'de', to: '/de/angebote/1', heading: 'Angebote' },
    {
      from: '/cz/obchody-a-sluzby',
      tag: 'sk',
      to: '/sk/obchody-a-sluzby',
      heading: 'Obchody a služby',
    },
    { from: '/de/oeffnungszeiten', tag: 'cs', to: '/cz/oteviraci-doba', heading: 'Otevírací doba' },
    { from: '/sk/podujatia/1', tag: 'en', to: '/en/events/1', heading: 'Events' },
  ];
  test('a list, a detail and a place page in another language', async ({ page }) => {
    for (const { from, tag, to, heading } of cases) {
      await page.goto(`${BETA}${from}`);
      await page.locator(`.site-header__languages a[hreflang="${tag}"]`).click();
      await expect(page, from).toHaveURL(`${BETA}${to}`);
      await expect(page.getByRole('heading', { level: 1 }), from).toHaveText(heading);
    }
  });

  test('links on a page are in its language', async ({ page }) => {
    await page.goto(`${BETA}/cz/nabidky/1`);
    const nav = page.getByRole('navigation', { name: 'Hlavní' }).first();
    await expect(nav.getByRole('link', { name: 'Akce' })).toHaveAttribute('href', '/cz/akce/1');
    const shop = page.locator('.content-grid a').first();
    await expect(shop).toHaveAttribute('href', /^\/cz\/nabidka\/\d+\//);
  });

  test('a slug of another language is corrected', async ({ page }) => {
    await page.goto(`${BETA}/cz/offers/1`);
    await expect(page).toHaveURL(`${BETA}/cz/nabidky/1`);
  });
});
