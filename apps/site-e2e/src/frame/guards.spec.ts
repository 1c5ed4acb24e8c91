import { expect, overrideSettings, test } from '../fixtures';
import { BETA, siteOf } from '../tenants';
import { localized, memberSession } from './frame-helpers';

const EUROPASC = siteOf('europasc').origin; // is_rewards_visible_only_when_logged_in = true
const NOVOPLAZA = siteOf('novoplaza').origin; // is_mobile_app_active = false

test.describe('spec section 6 guards', () => {
  test('an anonymous visitor of a dashboard page goes to login and comes back after it', async ({
    page,
  }) => {
    const profile = localized('/profile', 'cz');
    await page.goto(`${BETA}${profile}`);
    await expect(page).toHaveURL(
      `${BETA}${localized('/login', 'cz')}?redirect=${encodeURIComponent(profile)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přihlásit se');
  });

  test('member pages need a session', async ({ page }) => {
    for (const canonical of ['/dashboard', '/rewards', '/my-reward/3', '/payment-methods']) {
      await page.goto(`${BETA}${localized(canonical, 'en')}`);
      await expect(page, canonical).toHaveURL(new RegExp(`${BETA}/en/login\\?redirect=`));
    }
  });

  test('rewards go to login when is_rewards_visible_only_when_logged_in (europasc)', async ({
    page,
  }) => {
    await page.goto(`${EUROPASC}${localized('/rewards/1', 'sk')}`);
    await expect(page).toHaveURL(new RegExp(`${EUROPASC}/sk/prihlasenie\\?redirect=`));
  });

  test('rewards stay open when the flag is off (beta)', async ({ page }) => {
    await page.goto(`${BETA}/en/rewards/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
  });

  test('offers go to login when is_offers_visible_only_when_logged_in', async ({ page }) => {
    await overrideSettings(page, { is_offers_visible_only_when_logged_in: 'true' });
    await page.goto(`${BETA}/en/offers/1`);
    await expect(page).toHaveURL(`${BETA}/en/login?redirect=${encodeURIComponent('/en/offers/1')}`);
  });

  test('offers stay open for a member when the flag is on', async ({ page, request }) => {
    await overrideSettings(page, { is_offers_visible_only_when_logged_in: 'true' });
    test.slow(); // may wait for the login rate limit
    await memberSession(page, request, BETA);
    await page.goto(`${BETA}/en/offers/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers');
  });

  const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password'];

  test('sign-in, registration and a forgotten password send a member home', async ({
    page,
    request,
  }) => {
    test.slow(); // may wait for the login rate limit
    await memberSession(page, request, BETA);
    for (const canonical of ACCOUNT_PAGES) {
      await page.goto(`${BETA}${localized(canonical, 'de')}`);
      await expect(page, canonical).toHaveURL(`${BETA}/de`);
    }
  });

  test('the account pages send everyone home when authentication is off', async ({ page }) => {
    await overrideSettings(page, { is_authentication_active: 'false' });
    for (const canonical of ACCOUNT_PAGES) {
      await page.goto(`${BETA}${localized(canonical, 'en')}`);
      await expect(page, canonical).toHaveURL(`${BETA}/en`);
    }
  });

  test('the mobile-app page goes home when the app is inactive (novoplaza)', async ({ page }) => {
    await page.goto(`${NOVOPLAZA}${localized('/mobile-app', 'cz')}`);
    await expect(page).toHaveURL(`${NOVOPLAZA}/cz`);
  });

  test('the mobile-app page shows when the app is active (beta)', async ({ page }) => {
    await page.goto(`${BETA}/en/mobile-app`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile app');
  });

  test('an Unauthorized answer clears the session and goes to login', async ({ page }) => {
    await page.goto(`${BETA}/runtime-config.json`);
    await page.evaluate(() => localStorage.setItem('API_TOKEN', 'a-revoked-token'));
    await page.route('**/v1/tiers', (route) =>
      route.fulfill({
        status: 401,
        json: { status: 'error', httpStatus: 'Unauthorized', message: 'Unauthenticated.' },
      }),
    );
    await page.goto(`${BETA}/en/dashboard`);
    await expect(page).toHaveURL(new RegExp(`${BETA}/en/login\\?redirect=`));
    expect(await page.evaluate(() => localStorage.getItem('API_TOKEN'))).toBeNull();
  });
});

test.describe('root redirects', () => {
  test('the root page from settings', async ({ page }) => {
    await overrideSettings(page, { root_page: 'offers' });
    await page.context().addCookies([{ name: 'locale', value: 'en', url: BETA }]);
    await page.goto(`${BETA}/`);
    await expect(page).toHaveURL(`${BETA}/en/offers/1`);
  });

  for (const path of ['/app-link', '/willopeninapp']) {
    test(`${path} redirects to the app-link provider's error page`, async ({ page }) => {
      await page.route('https://app.link/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>app link error</h1>' }),
      );
      await page.goto(`${BETA}${path}`);
      await expect(page).toHaveURL('https://app.link/error');
    });
  }
});

// A proxy's bare error page has no envelope message: the screen says what happened in the page's
// language (it showed the API client's English "Request failed with status 502").
test('a bare 502 from a proxy reads in the page language, with the way home', async ({ page }) => {
  await page.goto(`${BETA}/cz`);
  // The header's links hydrate as a chunk after the page is interactive; before, a click is a
  // plain link (a full page the server renders, without the browser's request below).
  await page.waitForLoadState('networkidle');
  await page.route('**/v1/products**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
  );
  await page.locator('.site-header__nav').getByRole('link', { name: 'Nabídky' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('502', { timeout: 20_000 });
  await expect(alert).toContainText('Služba je teď nedostupná. Zkuste to za chvíli.');
  await expect(alert).not.toContainText('Request failed');
  await expect(alert.getByRole('link', { name: 'Zpět na hlavní stránku' })).toBeVisible();
});
