import { expect, test } from '../fixtures';
import { BETA } from '../tenants';
import { acceptCookies } from './members-helpers';

/**
 * Single sign-on in the browser (issue 8). Without a Firebase web configuration the button is
 * disabled and says why. With one (here added to runtime-config.json) the button is enabled and a
 * click loads the Firebase SDK, which starts Google's sign-in by loading Google's API loader.
 * Google is out of reach here (the requests are refused), so the popup never opens and the page
 * says sign-in did not work. Sign-in itself needs a real Firebase project (or the Firebase Auth
 * emulator, docs/members.md "SSO"); the exchange of an ID token for the site's token is tested in
 * the API (apps/api sso.test.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

const FIREBASE = {
  apiKey: 'AIzaSyE2E-not-a-real-key-0000000000000',
  authDomain: 'atrium-e2e.firebaseapp.com',
  projectId: 'atrium-e2e',
};

test('without a Firebase configuration the SSO button is disabled and explains why', async ({
  page,
}) => {
  await page.goto(`${BETA}/en/login?method=sso`);
  await acceptCookies(page);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  await expect(page.getByText('Single sign-on is not set up for this website yet.')).toBeVisible();
});

/**
 * The Firebase configuration below reaches only the browser, while the site server's
 * Content-Security-Policy allows Firebase's hosts only for a runtime configuration of its own that
 * has one (tools/scripts/lib/security-headers.test.ts). Rewriting the document's header here would
 * mean fulfilling the document from the test, which Chromium then treats as a public page that may
 * not call the loopback API. So this test runs without the policy.
 */
test.describe('without the site policy', () => {
  test.use({ bypassCSP: true });

  test('with a Firebase configuration the button starts Google sign-in through the Firebase SDK', async ({
    page,
    context,
  }) => {
    const firebaseRequests: string[] = [];
    // Nothing leaves the machine: Google's and Firebase's hosts are answered with a refusal.
    await context.route(/googleapis\.com|firebaseapp\.com|google\.com|gstatic\.com/, (route) => {
      firebaseRequests.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, firebase: FIREBASE } });
    });
    // The page is rendered in the browser, which reads the runtime configuration above.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document'
        ? route.fallback({ headers: { ...route.request().headers(), 'x-atrium-render': 'client' } })
        : route.fallback(),
    );

    await page.goto(`${BETA}/en/login?method=sso`);
    await acceptCookies(page);
    const button = page.getByRole('button', { name: 'Sign in with Google' });
    await expect(button).toBeEnabled();
    await expect(page.getByText('Single sign-on is not set up')).toBeHidden();

    await button.click();
    // The SDK, loaded on this click, starts Google's sign-in: it first needs Google's API loader.
    await expect
      .poll(() => firebaseRequests)
      .toContainEqual(expect.stringMatching(/^https:\/\/apis\.google\.com\/js\/api\.js/));
    // Unreachable Google: the page says so and keeps the other ways to sign in.
    await expect(page.getByRole('alert')).toHaveText(
      /Single sign-on did not work\. Try again, or sign in with your e-mail and password\./,
      { timeout: 20_000 },
    );
    await expect(button).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('API_TOKEN'))).toBeNull();
  });
});
