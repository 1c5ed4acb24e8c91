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

describe('offers (products) and rewards', () => {
  it.each(TENANT_IDS)('%s has 15 offers and 10 rewards', async (tenant) => {
    expect((await get('/v1/products?all=1&per_page=48', ORIGIN[tenant])).body.data.total).toBe(15);
    expect((await get('/v1/rewards?per_page=48', ORIGIN[tenant])).body.data.total).toBe(10);
  });

  it('lists only valid offers by default, with integer prices', async () => {
    const { body } = await get('/v1/products?per_page=48');
    expect(body.data.total).toBeLessThan(15);
    for (const p of body.data.data) {
      expect(Date.parse(p.valid_to)).toBeGreaterThanOrEqual(Date.now());
      expect(Number.isInteger(p.price_original)).toBe(true);
      expect(p.translations).toHaveLength(4);
    }
    const beauty = (await get('/v1/products?category=beauty&all=1')).body.data;
    expect(beauty.total).toBe(3);
    const one = beauty.data[0];
    expect((await get(`/v1/products/${one.id}`)).body.data.id).toBe(one.id);
    expect((await get('/v1/products/424242')).code).toBe(404);
  });

  it('names the shop of each offer on the list, with its floor, from the same tenant', async () => {
    const { body } = await get('/v1/products?all=1&per_page=48', ORIGIN.galerieharfa);
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const offer of body.data.data) {
      const shop = (await get(`/v1/companies/${offer.company_id}`, ORIGIN.galerieharfa)).body.data;
      expect(offer.company).toEqual({
        id: shop.id,
        floor: shop.floor,
        kind: shop.kind,
        translations: shop.translations.map((tr: { locale: string; title: string }) => ({
          locale: tr.locale,
          title: tr.title,
        })),
      });
    }
  });

  it('lists rewards cheapest first with points, stock and availability', async () => {
    const { body } = await get('/v1/rewards?per_page=48');
    const points = body.data.data.map((r: { points: number }) => r.points);
    expect(points).toEqual([...points].sort((a: number, b: number) => a - b));
    const soldOut = body.data.data.find((r: { stock: number }) => r.stock === 0);
    expect(soldOut.available).toBe(false);
    const kids = (await get('/v1/rewards?category=kids')).body.data;
    expect(kids.total).toBe(2);
    const detail = await get(`/v1/rewards/${kids.data[0].id}`);
    expect(detail.body.data.per_customer_limit).toBeGreaterThan(0);
  });
});
