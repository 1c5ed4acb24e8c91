import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, overrideSettings, test } from '../fixtures';
import { answerCookieBanner, collectErrors, memberSession } from '../frame/frame-helpers';
import { API, BETA } from '../tenants';

/**
 * Home and content pages as a visitor of beta (issue 7): home screenshots at phone and desktop
 * width (tmp/e2e-screenshots/home-*.png), a carousel moved with the keyboard, the newsletter with a
 * bad and then a good e-mail, a custom page with a slash in its permalink, and `offers_layout`
 * flipped through the settings response.
 */

// Kept with the run's results, not in docs/ (`npm run screenshots` refreshes those).
const screenshots = path.resolve(import.meta.dirname, '../../../../tmp/e2e-screenshots');

async function open(page: Page, pathname: string) {
  await answerCookieBanner(page, BETA);
  await page.goto(`${BETA}${pathname}`);
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`home at ${name} width (screenshot)`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await open(page, '/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Below the fold arrives lazily: the carousels of upcoming events, offers, news and rewards.
    for (const heading of ['Upcoming events', 'Offers', 'News', 'Rewards', 'Featured shops']) {
      await expect(
        page.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Subscribe to the newsletter' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
    // "Upcoming events" goes on where the "Don't miss" cards stop.
    const titlesIn = (section: string) =>
      page.getByRole('region', { name: section, exact: true }).locator('h3').allTextContents();
    const highlighted = await titlesIn('Don’t miss');
    expect(highlighted).toHaveLength(3);
    const upcoming = await titlesIn('Upcoming events');
    expect(upcoming.length).toBeGreaterThan(3);
    expect(upcoming.filter((title) => highlighted.includes(title))).toEqual([]);
    await page.screenshot({ path: path.join(screenshots, `home-${name}.png`) });
    expect(errors).toEqual([]);
  });
}

test('pictures arrive as AVIF at the width the screen needs (issue 18)', async ({ page }) => {
  const pictures: { url: string; type: string }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${API}/media/`)) {
      pictures.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
    }
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/en');
  const hero = page.locator('[aria-roledescription="slide"] img').first();
  await expect(hero).toHaveJSProperty('complete', true);
  const phone = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  // 390 CSS px at the test's device scale factor of 1: the 480 px variant, not the 1600 px original.
  expect(phone).toMatch(/\/media\/.+\?w=480&format=avif$/);
  expect(pictures.find((p) => p.url === phone)?.type).toBe('image/avif');
  // The original (the `<img>`'s own src, for browsers without AVIF and WebP) is never fetched.
  const original = await hero.getAttribute('src');
  expect(pictures.map((p) => p.url)).not.toContain(original);
  // Logos and shop wordmarks too: an SVG picture is a document of its own for the main thread
  // to parse and lay out (issue 22), so no picture of the API's is drawn from its SVG.
  const logo = page.locator('header').getByRole('link').locator('img').first();
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/.+\.svg\?w=480&format=avif$/,
  );
  const shops = page.locator('[aria-roledescription="carousel"][aria-label="Featured shops"]');
  await shops.scrollIntoViewIfNeeded();
  const wordmark = shops.locator('img').first();
  await expect(wordmark).toHaveJSProperty('complete', true);
  expect(await wordmark.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\?w=480&format=avif$/,
  );
  const svgDrawn = await page.evaluate(
    () => [...document.images].filter((img) => /\/media\/[^?]+\.svg$/.test(img.currentSrc)).length,
  );
  expect(svgDrawn).toBe(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  const desktop = await page
    .locator('[aria-roledescription="slide"] img')
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(desktop).toMatch(/\?w=1600&format=avif$/);
});

test('a home carousel moves with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/en');
  // The section is named by its heading too; the carousel is the one with the roledescription.
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Upcoming events"]');
  await expect(carousel).toBeVisible();
  const previous = carousel.getByRole('button', { name: 'Previous' });
  await expect(previous).toBeDisabled();
  await expect(carousel.getByRole('button', { name: 'Next' })).toBeEnabled();
  // Home's sections hydrate after the page's frame: once they have, the row can be dragged.
  await expect(carousel.locator('[data-draggable]')).toHaveCount(1);
  await expect(carousel).toHaveCSS('--carousel-items', '4');
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(previous).toBeEnabled();
  await page.keyboard.press('ArrowLeft');
  await expect(previous).toBeDisabled();
});

test('a home carousel follows the first drag after load (Embla starts as the pointer enters)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/en');
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Upcoming events"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('[data-draggable]')).toHaveCount(1); // hydrated (see above)
  const previous = carousel.getByRole('button', { name: 'Previous' });
  await expect(previous).toBeDisabled();
  const box = (await carousel.locator('[aria-roledescription="slide"]').first().boundingBox())!;
  const y = box.y + box.height / 2;
  // From the third slide to the first, inside the window: a pointer released outside it sends no
  // pointerup, and Embla would still be dragging.
  await page.mouse.move(box.x + box.width * 2.5, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 10, y, { steps: 12 });
  await page.mouse.up();
  await expect(previous).toBeEnabled();
});

test('newsletter: a bad e-mail is refused inline, a good one is signed up, then unsubscribed', async ({
  page,
  request,
}) => {
  await open(page, '/en/newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('E-mail').first().fill('not-an-address');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Enter a valid e-mail address.').first()).toBeVisible();

  const email = `visitor-${Date.now()}@example.com`;
  await form.getByLabel('E-mail').first().fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for signing up!' }),
  ).toBeVisible();

  // The welcome mail's link unsubscribes (`?unsubscribe=<token>`).
  let link: string | undefined;
  for (let attempt = 0; attempt < 40 && !link; attempt++) {
    const response = await request.get(`${API}/dev/outbox.json`, {
      params: { to: email, limit: 5 },
    });
    const body = (await response.json()) as { data: { link: string | null; links?: string[] }[] };
    link = body.data
      .flatMap((mail) => [mail.link, ...(mail.links ?? [])])
      .find((candidate): candidate is string => Boolean(candidate?.includes('unsubscribe=')));
    if (!link) await page.waitForTimeout(250);
  }
  expect(link, 'welcome mail with an unsubscribe link').toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${BETA}${url.pathname}${url.search}`);
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed.' })).toBeVisible();
});

test('a custom page (permalink with a slash) is read', async ({ page }) => {
  await open(page, '/en/a/landing/summer-2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer at the centre');
  await expect(page.getByText('summer activities for everyone')).toBeVisible();
});

test('offers_layout list and grid (settings response intercepted)', async ({ page }) => {
  await overrideSettings(page, { offers_layout: 'list' });
  await open(page, '/en/offers/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers');
  await expect(page.locator('ul[data-layout="list"] article').first()).toBeVisible();

  await page.unrouteAll();
  await overrideSettings(page, { offers_layout: 'grid' });
  await page.reload();
  await expect(page.locator('ul[data-layout="grid"] article').first()).toBeVisible();
  await expect(page.locator('ul[data-layout="list"]')).toHaveCount(0);
});

test('visitors see no like button; rewards ask them to sign in to activate', async ({ page }) => {
  await open(page, '/en/rewards/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
  await expect(page.locator('article').first()).toBeVisible();
  // The like toggle is the only aria-pressed button of a card.
  await expect(page.locator('article button[aria-pressed]')).toHaveCount(0);
  await page.locator('article h2 a').first().click();
  await expect(page.getByRole('link', { name: 'Sign in to activate' })).toBeVisible();
});

test('a member likes an event card and the like is kept', async ({ page, request }) => {
  await answerCookieBanner(page, BETA);
  await memberSession(page, request, BETA);
  await page.goto(`${BETA}/en/events/1`);
  const like = page.locator('article button[aria-pressed]').first();
  await expect(like).toBeVisible();
  const before = await like.getAttribute('aria-pressed');
  const after = before === 'true' ? 'false' : 'true';
  const saved = page.waitForResponse(
    (response) => response.url().includes('/v1/me/likes') && response.request().method() !== 'GET',
  );
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', after);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.locator('article button[aria-pressed]').first()).toHaveAttribute(
    'aria-pressed',
    after,
  );
  // Put it back as it was.
  await page.locator('article button[aria-pressed]').first().click();
  await expect(page.locator('article button[aria-pressed]').first()).toHaveAttribute(
    'aria-pressed',
    before ?? 'false',
  );
});

test('contact: the API refuses a field inline (422), then the message is sent', async ({
  page,
}) => {
  await open(page, '/en/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Eva Visitor');
  await form.getByLabel('E-mail').fill(`contact-${Date.now()}@example.com`);
  // The form has no length limit on the subject; the API allows 200 characters.
  await form.getByRole('textbox', { name: 'Subject' }).fill('S'.repeat(201));
  await form.getByRole('textbox', { name: 'Message' }).fill('Is the centre open on Sunday?');
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/v1/support') && response.status() === 422,
  );
  await form.getByRole('button', { name: 'Send message' }).click();
  await refused;
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await form.getByRole('textbox', { name: 'Subject' }).fill('Sunday opening hours');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message has been sent.')).toBeVisible();
});

test('the loyalty programme explains itself: three steps, the tiers, the way in', async ({
  page,
  request,
}) => {
  // The tiers are in the server's HTML (the route's loader), not only after hydration.
  const html = await (await request.get(`${BETA}/en/loyalty-program`)).text();
  expect(html).toContain('Where every member starts');

  await open(page, '/en/loyalty-program');
  const steps = page.getByRole('region', { name: 'How it works' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  const tiers = page.getByRole('region', { name: 'Tiers' }).getByRole('listitem');
  expect(await tiers.count()).toBeGreaterThanOrEqual(2);
  await expect(tiers.nth(1)).toContainText(/From [\d,]+ points collected in 12 months/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/en\/register$/);
});
