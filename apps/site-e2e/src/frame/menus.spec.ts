import { expect, test } from '../fixtures';
import { siteOf } from '../tenants';
import { answerCookieBanner, localized, settingsOf } from './frame-helpers';

/** Names whose first page is a list: the menu links to page 1. */
const FIRST_PAGE = new Set(['offers', 'events', 'news', 'rewards', 'amenities', 'e-shops']);

function expectedHref(name: string, settings: Record<string, string>): string {
  if (name === 'floorplan')
    return localized(`/floorplan/${settings.default_floorplan_id ?? 1}`, 'en');
  if (FIRST_PAGE.has(name)) return localized(`/${name}/1`, 'en');
  return localized(`/${name}`, 'en');
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

for (const site of ['beta', 'harfa', 'presentation'].map(siteOf)) {
  test(`${site.app}: header and footer menus follow its settings`, async ({ page, request }) => {
    const settings = await settingsOf(request, site.origin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.origin}/en`);

    const main = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const external = Object.entries(settings)
      .filter(([key]) => key.startsWith('header_navbar_items_'))
      .map(([key, url]) => ({ name: key.slice('header_navbar_items_'.length), url }));
    await expect(main.getByRole('link').first()).toBeVisible();
    const hrefs = await main
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      ...list(settings.navigation_top_items).map((name) => expectedHref(name, settings)),
      ...external.map((entry) => entry.url),
    ]);
    for (const entry of external) {
      await expect(main.getByRole('link', { name: entry.name })).toHaveAttribute(
        'target',
        '_blank',
      );
    }

    const footer = page.getByRole('contentinfo').getByRole('navigation');
    for (const key of [
      'footer_discover_items',
      'footer_for_visitors_items',
      'footer_about_us_items',
      'footer_useful_links_items',
    ]) {
      for (const name of list(settings[key])) {
        await expect(
          footer.locator(`a[href="${expectedHref(name, settings)}"]`),
          `${key} ${name}`,
        ).toHaveCount(1);
      }
    }
    for (const [key, url] of Object.entries(settings)) {
      if (key.startsWith('documents_'))
        await expect(footer.locator(`a[href="${url}"]`)).toHaveCount(1);
    }

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Parking' })).toHaveCount(
      settings.is_parking_visible_on_header === 'true' ? 1 : 0,
    );
    await expect(banner.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(
      settings.is_authentication_active === 'true' ? 1 : 0,
    );
    // SSO only when the mall shows it and the site has an identity provider to sign in with.
    const runtime = (await (await request.get(`${site.origin}/runtime-config.json`)).json()) as {
      firebase?: unknown;
    };
    await expect(banner.getByRole('link', { name: 'Sign in with SSO' })).toHaveCount(
      settings.is_sso_visible === 'true' && runtime.firebase !== undefined ? 1 : 0,
    );
    await expect(banner.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/en/search',
    );
  });
}

test('the phone menu opens as a sheet, works with the keyboard and closes on Escape', async ({
  page,
}) => {
  const site = siteOf('beta');
  await answerCookieBanner(page, site.origin);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${site.origin}/en`);
  const trigger = page.getByRole('button', { name: 'Open menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Offers' })).toBeVisible();
  // The header's and the sheet's icons are drawn from the sprite the page's HTML carries
  // (nav-icons.svg), not empty.
  const icons = await page.locator('svg use').evaluateAll((uses) =>
    uses
      .filter((use) => use.closest('svg')?.checkVisibility())
      .map((use) => ({
        href: use.getAttribute('href'),
        symbol: document.querySelector(use.getAttribute('href') ?? '')?.tagName,
        width: (use as SVGGraphicsElement).getBBox().width,
      })),
  );
  expect(icons.length).toBeGreaterThan(2);
  for (const icon of icons) expect(icon, icon.href ?? '').toMatchObject({ symbol: 'symbol' });
  for (const icon of icons) expect(icon.width, icon.href ?? '').toBeGreaterThan(4);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await sheet.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(`${site.origin}/en/events/1`);
  await expect(sheet).toBeHidden();
});

test('the header minimises on scroll', async ({ page }) => {
  const site = siteOf('beta');
  await page.goto(`${site.origin}/en/shops-services`);
  const header = page.locator('.site-header');
  await expect(header).toHaveAttribute('data-minimized', 'false');
  await page.mouse.wheel(0, 1500);
  await expect(header).toHaveAttribute('data-minimized', 'true');
});
