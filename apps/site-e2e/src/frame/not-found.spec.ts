import { expect, test } from '../fixtures';
import { BETA } from '../tenants';

const BAD_PATHS = [
  '/en/no-such-page',
  '/xx/shops',
  '/de/angebote/0',
  '/en/offers/abc',
  '/en/offers/999',
  '/en/shop/not-a-number/x',
  '/cz/obchod/999999/x',
  '/en/a/no/such/permalink',
  '/en/shops-services?f=unknown',
];

for (const path of BAD_PATHS) {
  test(`${path} is a 404 naming the path`, async ({ page }) => {
    await page.goto(`${BETA}${path}`);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    const decoded = decodeURIComponent(path);
    await expect(
      page.getByText(
        new RegExp(
          `(Page Not Found|nicht gefunden|nenalezena|nenašla).*${decoded.replace(/[?]/g, '\\?')}`,
        ),
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /homepage|Startseite|hlavní|hlavnú/i }).first(),
    ).toBeVisible();
  });
}
