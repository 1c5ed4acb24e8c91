import { openingHoursSchema } from '@atrium/domain/opening-hours';
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

describe('GET /v1/companies', () => {
  it.each(TENANT_IDS)('%s has at least 40 shops and services on several floors', async (tenant) => {
    const { code, body } = await get('/v1/companies?per_page=48', ORIGIN[tenant]);
    expect(code).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data.total).toBeGreaterThanOrEqual(40);
    const all = [...body.data.data];
    if (body.data.last_page > 1)
      all.push(...(await get('/v1/companies?per_page=48&page=2', ORIGIN[tenant])).body.data.data);
    const floors = new Set(
      all.map((c: { floor: number | null }) => c.floor).filter((f) => f !== null),
    );
    expect(floors.size).toBeGreaterThan(1);
    const kinds = new Set(all.map((c: { kind: string }) => c.kind));
    expect([...kinds].sort()).toEqual(['dining', 'eshop', 'service', 'shop']);
  });

  it('paginates with the DESIGN shape', async () => {
    const { body } = await get('/v1/companies?page=2&per_page=8');
    expect(Object.keys(body.data).sort()).toEqual([
      'current_page',
      'data',
      'last_page',
      'per_page',
      'total',
    ]);
    expect(body.data.current_page).toBe(2);
    expect(body.data.per_page).toBe(8);
    expect(body.data.data).toHaveLength(8);
    expect(body.data.last_page).toBe(Math.ceil(body.data.total / 8));
    const first = (await get('/v1/companies?page=1&per_page=8')).body.data.data.map(
      (c: { id: number }) => c.id,
    );
    const second = body.data.data.map((c: { id: number }) => c.id);
    expect(first.filter((id: number) => second.includes(id))).toEqual([]);
  });

  it('rejects a page size outside 1, 2, 8, 12, 24, 48 with 422 and a per-field message', async () => {
    const { code, body } = await get('/v1/companies?per_page=7');
    expect(code).toBe(422);
    expect(body.status).toBe('error');
    expect(body.httpStatus).toBe('UnprocessableEntity');
    expect(body.errors.per_page[0]).toMatch(/1, 2, 8, 12, 24, 48/);
    expect((await get('/v1/companies?page=0')).code).toBe(422);
    expect((await get('/v1/companies?page=abc')).code).toBe(422);
  });

  it('filters dining with f=dine, by category slug or id, and by search', async () => {
    const dine = (await get('/v1/companies?f=dine&per_page=48')).body.data;
    expect(dine.total).toBeGreaterThan(5);
    expect(dine.data.every((c: { kind: string }) => c.kind === 'dining')).toBe(true);
    // Restaurants carry their own hours (one default zone) in the domain's format.
    const hours = openingHoursSchema.parse(dine.data[0].opening_hours);
    expect(hours[0]!.zone).toBe('default');

    const cats = (await get('/v1/categories?type=company')).body.data as {
      id: number;
      slug: string;
    }[];
    const fashion = cats.find((c) => c.slug === 'fashion')!;
    const bySlug = (await get('/v1/companies?category=fashion&per_page=48')).body.data;
    const byId = (await get(`/v1/companies?category=${fashion.id}&per_page=48`)).body.data;
    expect(bySlug.total).toBeGreaterThan(2);
    expect(byId.total).toBe(bySlug.total);
    expect(
      bySlug.data.every((c: { category_ids: number[] }) => c.category_ids.includes(fashion.id)),
    ).toBe(true);

    const found = (await get('/v1/companies?search=sushi')).body.data;
    expect(found.data.map((c: { slug: string }) => c.slug)).toContain('sushi-go');
    // Search in another language's text (Czech category name).
    const cz = (await get('/v1/companies?search=Restaurace&per_page=48')).body.data;
    expect(cz.total).toBe(dine.total);
    expect((await get('/v1/companies?search=zzzz-nothing')).body.data.total).toBe(0);
  });

  it('lists A to Z with diacritics folded, and searches without them', async () => {
    const titles: string[] = (
      await get('/v1/companies?per_page=48', ORIGIN.novoplaza)
    ).body.data.data.map((c: { translations: { title: string }[] }) => c.translations[0]!.title);
    const before = (a: string, b: string) =>
      expect(titles.indexOf(a), `${a} before ${b}`).toBeLessThan(titles.indexOf(b));
    // In byte order `á` and `ě` sort after every ASCII letter: Drogerie, Dárky, Dětský svět.
    before('Dárky z Novy', 'Dětský svět');
    before('Dětský svět', 'Drogerie Pohoda');
    before('Pánský krejčí', 'Papírnictví Tužka');
    expect(titles.indexOf('Dárky z Novy')).toBeGreaterThanOrEqual(0);

    const search = async (term: string) =>
      (
        await get(`/v1/companies?search=${encodeURIComponent(term)}`, ORIGIN.novoplaza)
      ).body.data.data.map((c: { translations: { title: string }[] }) => c.translations[0]!.title);
    expect(await search('darky')).toContain('Dárky z Novy');
    expect(await search('DÁRKY')).toContain('Dárky z Novy');
    expect(await search('kava')).toContain('Kavárna U Fontány');
  });

  it('gives every company translations in all four languages', async () => {
    const { body } = await get('/v1/companies?per_page=48');
    for (const c of body.data.data) {
      expect(c.translations.map((x: { locale: string }) => x.locale).sort()).toEqual([
        'cz',
        'de',
        'en',
        'sk',
      ]);
      expect(c.translations[0].title).toBeTruthy();
    }
  });

  it('answers the detail with floor plan, offers and events, and 404 for unknown ids', async () => {
    const list = (await get('/v1/companies?per_page=48')).body.data.data as {
      id: number;
      floor: number | null;
    }[];
    const shop = list.find((c) => c.floor !== null)!;
    const { code, body } = await get(`/v1/companies/${shop.id}`);
    expect(code).toBe(200);
    expect(body.data.id).toBe(shop.id);
    expect(body.data.floorplan.area.company_id).toBe(shop.id);
    expect(body.data.floorplan).toMatchObject({
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(body.data.floorplan.translations.map((t: { locale: string }) => t.locale)).toContain(
      'en',
    );
    expect(body.data.floorplan.areas).toBeUndefined();
    expect(body.data.floorplan.image).toMatch(
      /^http:\/\/api\.test\/media\/beta\/floorplan-\d\.svg$/,
    );
    expect(Array.isArray(body.data.products)).toBe(true);
    expect((await get('/v1/companies/99999')).code).toBe(404);
    expect((await get('/v1/companies/abc')).body).toMatchObject({
      status: 'error',
      httpStatus: 'NotFound',
    });
  });

  it('lists featured companies and companies with entities', async () => {
    const featured = (await get('/v1/companies/featured')).body.data;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((c: { is_featured: boolean }) => c.is_featured)).toBe(true);
    const withEntities = (await get('/v1/companies-with-entities')).body.data;
    expect(withEntities.length).toBeGreaterThan(0);
    for (const c of withEntities) {
      const e = c.entities;
      expect(e.products + e.events + e.news + e.rewards).toBeGreaterThan(0);
    }
  });
});
