import { expect, test } from '../fixtures';
import { API, BETA, siteOf } from '../tenants';
import { answerCookieBanner } from './frame-helpers';

type EventItem = { translations: { locale: string; title: string }[] };

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

  // A server-rendered page carries its own language's translations only (docs/ssr.md): the
  // switch happens in the app, which must fetch the other language before showing it.
  test("the page's content follows, not only its labels", async ({ page, request }) => {
    const response = await request.get(`${API}/v1/events?upcoming=true&per_page=1`, {
      headers: { Origin: BETA },
    });
    const [event] = ((await response.json()) as { data: { data: EventItem[] } }).data.data;
    const title = (locale: string) => event!.translations.find((t) => t.locale === locale)!.title;

    const inEnglish = await page.goto(`${BETA}/en/events/1`);
    expect(await inEnglish!.text()).not.toContain(title('de'));
    await expect(page).toHaveTitle('Events – Atrium Beta');
    const card = page.locator('.content-grid').first();
    await expect(card.getByText(title('en'), { exact: true })).toBeVisible();

    await page.evaluate(() => Object.assign(window, { kept: true }));
    await page.locator('.site-header__languages a[hreflang="de"]').click();
    await expect(page).toHaveURL(`${BETA}/de/veranstaltungen/1`);
    // The tenant's German page meta tags, loaded by the switch (a module per language).
    await expect(page).toHaveTitle('Veranstaltungen – Atrium Beta');
    await expect(card.getByText(title('de'), { exact: true })).toBeVisible();
    await expect(card.getByText(title('en'), { exact: true })).toHaveCount(0);
    // The app switched: the document was never loaded again.
    expect(await page.evaluate(() => (window as { kept?: boolean }).kept)).toBe(true);
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

test.describe('a language the mall does not offer', () => {
  // Novo Plaza's demo settings leave German out (inactive_locales); its default is Czech.
  const NOVO = siteOf('novoplaza').origin;

  test('its pages lead to the same page in the default language', async ({ page }) => {
    await answerCookieBanner(page, NOVO);
    await page.goto(`${NOVO}/de/oeffnungszeiten`);
    await expect(page).toHaveURL(`${NOVO}/cz/oteviraci-doba`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Otevírací doba');
    await page.goto(`${NOVO}/de`);
    await expect(page).toHaveURL(`${NOVO}/cz`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  });

  test('a visitor asking for it gets the default language at the bare /', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'de-DE',
      extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    const page = await context.newPage();
    await answerCookieBanner(page, NOVO);
    const response = await page.goto(`${NOVO}/`);
    expect(await response?.text()).toContain('<html lang="cs"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});
