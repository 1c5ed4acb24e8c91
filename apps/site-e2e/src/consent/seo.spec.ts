import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';

import { BETA } from '../tenants';

/** Search-engine readiness of the served site: sitemap.xml and robots.txt (issue 9). */

test('sitemap.xml lists pages in four languages with localised slugs and hreflang', async ({
  request,
}) => {
  const response = await request.get(`${BETA}/sitemap.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  for (const home of ['/en', '/cz', '/sk', '/de'])
    expect(xml).toContain(`<loc>${BETA}${home}</loc>`);
  expect(xml).toContain(`<loc>${BETA}/de/geschaefte-und-dienstleistungen</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${BETA}/cz/akce-detail/\\d+/[a-z0-9-]+</loc>`));
  expect(xml).toMatch(
    new RegExp(
      `<xhtml:link rel="alternate" hreflang="cs" href="${BETA}/cz/obchod/\\d+/[a-z0-9-]+"/>`,
    ),
  );
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const text = await (await request.get(`${BETA}/robots.txt`)).text();
  expect(text).toContain('Allow: /');
  expect(text).toContain(`Sitemap: ${BETA}/sitemap.xml`);
});

const HOMES = [
  { locale: 'en', og: 'en_GB' },
  { locale: 'cz', og: 'cs_CZ' },
  { locale: 'sk', og: 'sk_SK' },
  { locale: 'de', og: 'de_DE' },
] as const;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = page.locator('link[rel="alternate"][hreflang]');
  const entries: Record<string, string> = {};
  for (const link of await links.all()) {
    entries[(await link.getAttribute('hreflang'))!] = (await link.getAttribute('href'))!;
  }
  return entries;
}

test.describe('page head', () => {
  test('home in each language: canonical, hreflang, og and the mall as JSON-LD', async ({
    page,
  }) => {
    for (const { locale, og } of HOMES) {
      await page.goto(`${BETA}/${locale}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${BETA}/${locale}`,
      );
      expect(await alternates(page)).toEqual({
        en: `${BETA}/en`,
        cs: `${BETA}/cz`,
        sk: `${BETA}/sk`,
        de: `${BETA}/de`,
        'x-default': `${BETA}/cz`,
      });
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', og);
      // index.html carries one for crawlers without JavaScript; every copy must agree.
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
      expect(new Set(robots)).toEqual(new Set(['index, follow']));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${BETA}/${locale}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
      const [mall] = (await jsonLd(page)).filter((data) => data['@type'] === 'ShoppingCenter');
      expect(mall).toMatchObject({ '@context': 'https://schema.org', url: `${BETA}/${locale}` });
      expect(mall!['openingHoursSpecification']).toContainEqual(
        expect.objectContaining({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: expect.any(Array),
        }),
      );
    }
  });

  test('a list page links its four language versions with localised slugs', async ({ page }) => {
    await page.goto(`${BETA}/de/geschaefte-und-dienstleistungen`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${BETA}/de/geschaefte-und-dienstleistungen`,
    );
    expect(await alternates(page)).toMatchObject({
      en: `${BETA}/en/shops-services`,
      cs: `${BETA}/cz/obchody-a-sluzby`,
      sk: `${BETA}/sk/obchody-a-sluzby`,
    });
    expect(await jsonLd(page)).toEqual([]);
  });

  test('an event page names its versions by their own titles and carries an Event', async ({
    page,
    request,
  }) => {
    const xml = await (await request.get(`${BETA}/sitemap.xml`)).text();
    const url = new RegExp(`<loc>(${BETA}/cz/akce-detail/\\d+/[a-z0-9-]+)</loc>`).exec(xml)![1]!;
    await page.goto(url);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    const versions = await alternates(page);
    expect(versions['de']).toMatch(new RegExp(`^${BETA}/de/veranstaltung/\\d+/[a-z0-9-]+$`));
    expect(versions['en']).toMatch(new RegExp(`^${BETA}/en/event/\\d+/[a-z0-9-]+$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'cs_CZ');
    await expect
      .poll(async () => (await jsonLd(page)).find((data) => data['@type'] === 'Event'))
      .toMatchObject({
        '@type': 'Event',
        url,
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        location: expect.objectContaining({ '@type': 'Place' }),
      });
  });

  const DETAILS = [
    { type: 'shop', cz: 'obchod', de: 'geschaeft' },
    { type: 'offer', cz: 'nabidka', de: 'angebot' },
    { type: 'news-detail', cz: 'novinka', de: 'neuigkeit' },
    { type: 'reward', cz: 'odmena', de: 'praemie' },
    { type: 'amenity', cz: 'sluzba-pro-navstevniky', de: 'serviceangebot' },
  ] as const;
  test('each detail page has one canonical and its four language versions', async ({
    page,
    request,
  }) => {
    const xml = await (await request.get(`${BETA}/sitemap.xml`)).text();
    for (const detail of DETAILS) {
      const url = new RegExp(`<loc>(${BETA}/cz/${detail.cz}/\\d+/[a-z0-9-]+)</loc>`).exec(xml)![1]!;
      await page.goto(url);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      const versions = await alternates(page);
      expect(Object.keys(versions).sort()).toEqual(['cs', 'de', 'en', 'sk', 'x-default']);
      expect(versions['cs']).toBe(url);
      expect(versions['de']).toMatch(new RegExp(`^${BETA}/de/${detail.de}/\\d+/[a-z0-9-]+$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
    }
  });
});
