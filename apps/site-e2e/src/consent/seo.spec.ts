import { expect, test } from '@playwright/test';

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
