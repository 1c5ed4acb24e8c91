import {
  availableLocalesResponseSchema,
  heroBannerResponseSchema,
} from '@atrium/domain/contract/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, origin: string = ORIGIN.beta) => {
  const res = await t.app.inject({ url, headers: { origin } });
  return { code: res.statusCode, body: res.json() };
};

describe('site paths', () => {
  it('serves the hero banner items with absolute image URLs', async () => {
    const { body } = await get('/v1/settings-web-app/hero-banner');
    expect(heroBannerResponseSchema.safeParse(body.data).success).toBe(true);
    expect(body.data.aspect_ratio).toBe('16/9');
    expect(body.data.items.length).toBe(3);
    expect(body.data.items[0].image).toMatch(/^http:\/\/api\.test\/media\/beta\//);
    expect(body.data.items[0].translations).toHaveLength(4);
  });

  it('lists the available locales without the inactive ones', async () => {
    const beta = (await get('/v1/translations/web/available-locales')).body.data;
    expect(availableLocalesResponseSchema.parse(beta)).toHaveLength(4);
    expect(beta.map((l: { locale: string }) => l.locale)).toEqual(['en', 'cz', 'sk', 'de']);
    expect(beta.find((l: { is_default: boolean }) => l.is_default).locale).toBe('en');
    const novo = (await get('/v1/translations/web/available-locales', ORIGIN.novoplaza)).body.data;
    expect(novo.map((l: { locale: string }) => l.locale)).toEqual(['en', 'cz', 'sk']);
  });

  it('answers redirects for old paths and 404 otherwise', async () => {
    const hit = await get('/v1/redirects?path=/obchody/');
    expect(hit.body.data).toEqual({ path: '/obchody', to: '/cz/shops-services', status_code: 301 });
    expect(
      (await get(`/v1/redirects?path=${encodeURIComponent('/old/parking.html?x=1')}`)).body.data.to,
    ).toBe('/en/parking');
    expect((await get('/v1/redirects?path=/never-existed')).code).toBe(404);
    const bad = await get('/v1/redirects?path=no-slash');
    expect(bad.code).toBe(422);
    expect(bad.body.errors.path).toBeDefined();
    expect((await get('/v1/redirects')).code).toBe(422);
  });

  it('serves categories, amenities, FAQ and post categories', async () => {
    const cats = (await get('/v1/categories')).body.data as { type: string }[];
    expect(new Set(cats.map((c) => c.type))).toEqual(
      new Set(['company', 'product', 'reward', 'event', 'news', 'amenity', 'faq']),
    );
    expect((await get('/v1/categories?type=bogus')).code).toBe(422);

    const amenities = (await get('/v1/amenities?per_page=8')).body.data;
    expect(amenities.total).toBe(12);
    expect(amenities.last_page).toBe(2);
    const family = (await get('/v1/amenities?category=family')).body.data;
    expect(family.total).toBe(3);
    expect((await get(`/v1/amenities/${family.data[0].id}`)).body.data.slug).toBe(
      family.data[0].slug,
    );

    const postCats = (await get('/v1/post-categories')).body.data as { id: number; slug: string }[];
    expect(postCats.map((c) => c.slug)).toEqual(['general', 'loyalty', 'parking']);
    const faq = (await get('/v1/faq')).body.data;
    expect(faq.length).toBe(8);
    const parking = (await get('/v1/faq?category=parking')).body.data;
    expect(parking.every((f: { category_id: number }) => f.category_id === postCats[2]!.id)).toBe(
      true,
    );
    expect(parking[0].translations[0].question).toBeTruthy();
  });

  it('serves tiers, badges, parking options and floor plans', async () => {
    const tiers = (await get('/v1/tiers')).body.data;
    expect(tiers.map((x: { min_points: number }) => x.min_points)).toEqual([0, 1000, 5000]);
    expect((await get('/v1/badges')).body.data.length).toBeGreaterThanOrEqual(4);
    const parking = (await get('/v1/options/parking')).body.data;
    expect(parking.capacity).toBeGreaterThan(parking.free);
    expect(parking.translations).toHaveLength(4);

    const plans = (await get('/v1/floorplans', ORIGIN.galerieharfa)).body.data;
    expect(plans.map((p: { level: number }) => p.level)).toEqual([0, 1, 2, 3]);
    const settings = (await get('/v1/settings-web-app/web', ORIGIN.galerieharfa)).body.data;
    expect(settings.default_floorplan_id).toBe(String(plans[0].id));
    const plan = (await get(`/v1/floorplans/${plans[1].id}`, ORIGIN.galerieharfa)).body.data;
    expect(plan.areas.length).toBeGreaterThan(3);
    const svg = await t.app.inject({ url: new URL(plan.image).pathname });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('<svg');
    // Every area on the plan is a company of this tenant on that floor.
    const shop = (await get(`/v1/companies/${plan.areas[0].company_id}`, ORIGIN.galerieharfa)).body
      .data;
    expect(shop.floor).toBe(1);
  });

  it('searches across content types and lists the sitemap', async () => {
    const s = (await get('/v1/search?search=coffee')).body.data;
    expect(s.events.length + s.products.length + s.rewards.length).toBeGreaterThan(0);
    expect(
      s.rewards.map((r: { translations: { title: string }[] }) => r.translations[0]!.title),
    ).toContain('Free coffee');
    expect((await get('/v1/search?search=a')).code).toBe(422);
    const sitemap = (await get('/v1/sitemap')).body.data as { type: string }[];
    const types = new Set(sitemap.map((e) => e.type));
    for (const type of ['company', 'event', 'news', 'product', 'reward', 'amenity', 'page'])
      expect(types).toContain(type);
  });
});
