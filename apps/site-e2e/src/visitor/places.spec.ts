import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import Pusher from 'pusher';
import { answerCookieBanner } from '../frame/frame-helpers';
import { API, BETA, PORT_OFFSET } from '../tenants';

/**
 * The practical pages of beta as a visitor (issue 7): parking with live free spaces from the
 * realtime channel, opening hours with every zone and today highlighted, amenities whose
 * redirect links lead elsewhere, how to get here without a maps key, Czech texts.
 */

async function api<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  const response = await request.get(`${API}/v1${pathAndQuery}`, { headers: { Origin: BETA } });
  expect(response.ok(), pathAndQuery).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.beforeEach(async ({ page }) => answerCookieBanner(page, BETA));

test('parking shows prices and the free spaces the realtime channel sends', async ({
  page,
  request,
}) => {
  const parking = await api<{ free: number; capacity: number }>(request, '/options/parking');
  await page.goto(`${BETA}/en/parking`);
  const occupancy = page.getByTestId('parking-free');
  await expect(occupancy.locator('[data-free]')).toHaveAttribute('data-free', `${parking.free}`);
  await expect(occupancy).toContainText(`free of ${parking.capacity}`);
  await expect(page.getByRole('heading', { name: 'Prices' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Daily maximum/ })).toContainText('CZK');

  // The embedded Pusher-protocol gateway, with the development app credentials.
  const pusher = new Pusher({
    appId: process.env.PUSHER_APP_ID ?? 'atrium',
    key: process.env.PUSHER_KEY ?? 'atrium-key',
    secret: process.env.PUSHER_SECRET ?? 'atrium-secret',
    host: 'localhost',
    port: String(6001 + PORT_OFFSET),
    useTLS: false,
  });
  const free = parking.free === 17 ? 18 : 17;
  // The page subscribes once it has rendered: send until it shows the new count.
  await expect(async () => {
    await pusher.trigger('cache-parking-beta', 'parking.updated', {
      free,
      capacity: parking.capacity,
    });
    await expect(occupancy.locator('[data-free]')).toHaveAttribute('data-free', `${free}`, {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });

  // A cache channel: a visitor who opens the page now gets that count from the gateway at once,
  // though the API still answers the stored one.
  await page.reload();
  await expect(occupancy.locator('[data-free]')).toHaveAttribute('data-free', `${free}`);
  await expect(occupancy).toContainText('Live');
});

test('opening hours: every zone, today highlighted, holidays', async ({ page, request }) => {
  const [mall] = await api<{ opening_hours: { zone: string }[] }[]>(request, '/malls');
  await page.goto(`${BETA}/en/opening-hours`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening hours');
  await expect(page.locator('section[data-zone]')).toHaveCount(mall!.opening_hours.length);
  // One "today" row per zone that is not closed altogether.
  await expect(page.locator('tr[aria-current="date"]').first()).toContainText('Today');
  await expect(page.locator('.open-now')).toHaveText(/^(Open now|Closed)/);

  // On a phone a holiday's hours stay on its day's line, its name on a line of its own below.
  await page.setViewportSize({ width: 360, height: 800 });
  const rows = page.locator('.opening-hours-page__exceptions li');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const day = await row.locator('strong').boundingBox();
    const hours = await row.locator('> :last-child').boundingBox();
    expect(Math.abs((hours?.y ?? 0) - (day?.y ?? 0))).toBeLessThan(4);
  }
});

test('amenities: a redirect link leads to its page, others to their detail', async ({
  page,
  request,
}) => {
  const links = JSON.parse(
    (await api<Record<string, string>>(request, '/settings-web-app/web')).amenity_redirect_links ??
      '{}',
  ) as Record<string, string>;
  const amenities = await api<{
    data: { id: number; slug: string; translations: { locale: string; title: string }[] }[];
  }>(request, '/amenities?per_page=48');
  const redirected = amenities.data.find((item) => links[item.slug]?.startsWith('/parking'));
  const plain = amenities.data.find((item) => !links[item.slug] && !links[String(item.id)]);
  const title = (item: { translations: { locale: string; title: string }[] }) =>
    item.translations.find((entry) => entry.locale === 'en')!.title;

  // The seed sends the parking amenity to /parking.
  expect(redirected).toBeDefined();
  const list = page.locator('.amenities-list');
  if (redirected) {
    // Lists show 12 a page.
    const onPage = Math.floor(amenities.data.indexOf(redirected) / 12) + 1;
    await page.goto(`${BETA}/en/amenities/${onPage}`);
    await list.getByRole('link', { name: title(redirected), exact: true }).click();
    await expect(page).toHaveURL(/\/en\/parking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parking');
  }
  await page.goto(`${BETA}/en/amenities/${Math.floor(amenities.data.indexOf(plain!) / 12) + 1}`);
  await list.getByRole('link', { name: title(plain!), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/amenity/${plain!.id}/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(plain!));
});

test('how to get here without a maps key: address, directions and a map link', async ({ page }) => {
  await page.goto(`${BETA}/en/how-to-get-here`);
  await expect(page.locator('address')).toContainText('Vinohradská');
  await expect(page.getByRole('link', { name: 'Plan the route in a map' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await expect(page.getByTestId('maps-canvas')).toHaveCount(0);
});

test('the shop list and a shop in Czech', async ({ page }) => {
  await page.goto(`${BETA}/cz/shops/all/1`);
  await expect(page.getByRole('searchbox', { name: 'Hledat obchody' })).toBeVisible();
  await expect(page.getByLabel('Obchodů na stránku')).toBeVisible();
  await page.goto(`${BETA}/cz/shop/1/urban-threads`);
  await expect(page.getByRole('heading', { name: 'Kde nás najdete' })).toBeVisible();
  await expect(page.locator('.open-now')).toHaveText(/^(Nyní otevřeno|Nyní zavřeno|Zavřeno)/);
});
