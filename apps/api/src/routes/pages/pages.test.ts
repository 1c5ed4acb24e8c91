import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, TENANT_IDS, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, origin: string = ORIGIN.beta) => {
  const res = await t.app.inject({ url, headers: { origin } });
  return { code: res.statusCode, body: res.json() };
};

describe('website pages', () => {
  it.each(TENANT_IDS)('%s has the fixed permalinks in four languages', async (tenant) => {
    for (const permalink of ['gift-cards', 'loyalty-program', 'contact', 'blog', 'information']) {
      const { code, body } = await get(`/v1/website-pages/permalink/${permalink}`, ORIGIN[tenant]);
      expect(code, permalink).toBe(200);
      expect(body.data.permalink).toBe(permalink);
      expect(body.data.translations.map((x: { locale: string }) => x.locale).sort()).toEqual([
        'cz',
        'de',
        'en',
        'sk',
      ]);
      expect(body.data.translations[0].content).toMatch(/^<p>/);
    }
  });

  it('finds a permalink with a slash, and a page by id', async () => {
    const { body } = await get('/v1/website-pages/permalink/landing/summer-2026');
    expect(body.data.permalink).toBe('landing/summer-2026');
    const byId = await get(`/v1/website-pages/id/${body.data.id}`);
    expect(byId.body.data.permalink).toBe('landing/summer-2026');
    expect((await get('/v1/website-pages/permalink/nope')).code).toBe(404);
    expect((await get('/v1/website-pages/id/0')).code).toBe(404);
  });

  it('serves the compliance texts as translatable fields', async () => {
    const privacy = (await get('/v1/privacy-policy')).body.data;
    expect(privacy.translations).toHaveLength(4);
    expect(privacy.translations[0].privacy_policy).toMatch(/personal data/);
    expect(privacy.translations[0].cookies).toBeTruthy();
    const terms = (await get('/v1/terms-conditions')).body.data;
    expect(
      terms.translations.find((x: { locale: string }) => x.locale === 'de').terms_and_conditions,
    ).toMatch(/Punkte/);
    expect(terms.translations[0].operating_rules).toBeTruthy();
  });
});
