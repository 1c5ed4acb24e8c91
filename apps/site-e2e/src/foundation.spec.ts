import { expect, test } from './fixtures';
import { mallOf } from './api';
import { BETA, TENANT_SITES } from './tenants';

const HOME_IN_FOUR_LANGUAGES = [
  { locale: 'en', lang: 'en', hoursTitle: 'Opening hours today' },
  { locale: 'cz', lang: 'cs', hoursTitle: 'Dnešní otevírací doba' },
  { locale: 'sk', lang: 'sk', hoursTitle: 'Dnešné otváracie hodiny' },
  { locale: 'de', lang: 'de', hoursTitle: 'Öffnungszeiten heute' },
] as const;

test.describe('beta home in four languages', () => {
  test('each shows the mall, today’s hours and the language', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const mall = await mallOf(request, BETA);
    for (const { locale, lang, hoursTitle } of HOME_IN_FOUR_LANGUAGES) {
      await page.goto(`${BETA}/${locale}`);

      await expect(page.getByRole('heading', { level: 1 }), locale).toHaveText(mall.name);
      await expect(page.locator('html'), locale).toHaveAttribute('lang', lang);
      const hours = page.getByRole('region', { name: hoursTitle });
      await expect(hours, locale).toContainText(/\d{1,2}:\d{2}/);
      await expect(hours.getByRole('heading', { name: hoursTitle }), locale).toBeVisible();
      await expect(page.getByRole('img', { name: mall.name }), locale).toBeVisible();
      expect(errors, locale).toEqual([]);
    }
  });

  test('the language switcher keeps the visitor on the page and remembers the choice', async ({
    page,
  }) => {
    await page.goto(`${BETA}/en`);
    await page.getByRole('link', { name: 'Switch to German' }).click();
    await expect(page).toHaveURL(`${BETA}/de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto(`${BETA}/`);
    await expect(page.getByRole('region', { name: 'Öffnungszeiten heute' })).toBeVisible();
  });
});

test.describe('each tenant build', () => {
  test('each serves its own mall and meta title', async ({ page, request }) => {
    for (const site of TENANT_SITES) {
      const mall = await mallOf(request, site.origin);
      const html = await (await request.get(`${site.origin}/`)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, site.app).toContain(mall.name);

      await page.goto(`${site.origin}/${site.defaultLocale}`);
      await expect(page.getByRole('heading', { level: 1 }), site.app).toHaveText(mall.name);
    }
  });

  test('every tenant has a different title', async ({ request }) => {
    const titles = await Promise.all(
      TENANT_SITES.map(async (site) => {
        const html = await (await request.get(`${site.origin}/`)).text();
        return /<title>([^<]+)<\/title>/.exec(html)?.[1];
      }),
    );
    expect(new Set(titles).size).toBe(TENANT_SITES.length);
  });
});
