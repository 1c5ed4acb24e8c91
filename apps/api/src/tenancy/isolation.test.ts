import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember } from '../loyalty/test-helpers';
import { firstOwner } from '../routes/staff/staff-test-helpers';
import { createTestApp, ORIGIN, TENANT_IDS, type TenantId, type TestApp } from '../test/test-app';

/**
 * Tenant isolation matrix (issue 3 item 6): for every resource with ids, no tenant's origin can
 * read another tenant's rows, by list or by id. (The token half of the matrix — a token used on
 * another tenant's origin is Unauthorized — lives with the accounts tests.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, tenant: TenantId) => {
  const res = await t.app.inject({ url, headers: { origin: ORIGIN[tenant] } });
  return { code: res.statusCode, body: res.json() };
};

/** [list path, detail path prefix, paginated?] */
const RESOURCES: [string, string, boolean][] = [
  ['/v1/companies?per_page=48', '/v1/companies/', true],
  ['/v1/events?per_page=48', '/v1/events/', true],
  ['/v1/news?per_page=48', '/v1/news/', true],
  ['/v1/products?per_page=48&all=1', '/v1/products/', true],
  ['/v1/rewards?per_page=48&all=1', '/v1/rewards/', true],
  ['/v1/amenities?per_page=48', '/v1/amenities/', true],
  ['/v1/floorplans', '/v1/floorplans/', false],
  ['/v1/categories', '', false],
  ['/v1/faq', '', false],
  ['/v1/tiers', '', false],
  ['/v1/badges', '', false],
  ['/v1/malls', '', false],
];

async function ids(list: string, paginated: boolean, tenant: TenantId): Promise<number[]> {
  const out: number[] = [];
  let url = list;
  for (let page = 1; ; page++) {
    const { code, body } = await get(url, tenant);
    expect(code, `${list} for ${tenant}`).toBe(200);
    const items = (paginated ? body.data.data : body.data) as { id: number }[];
    out.push(...items.map((i) => i.id));
    if (!paginated || page >= body.data.last_page) break;
    url = `${list}&page=${page + 1}`;
  }
  return out;
}

describe('tenant isolation', () => {
  it.each(RESOURCES)(
    '%s: lists are disjoint and details 404 across tenants',
    async (list, detail, paginated) => {
      const byTenant = new Map<TenantId, number[]>();
      for (const tenant of TENANT_IDS) byTenant.set(tenant, await ids(list, paginated, tenant));
      for (const a of TENANT_IDS) {
        expect(byTenant.get(a)!.length, `${a} has ${list}`).toBeGreaterThan(0);
        for (const b of TENANT_IDS) {
          if (a === b) continue;
          const overlap = byTenant.get(a)!.filter((id) => byTenant.get(b)!.includes(id));
          expect(overlap, `${a} vs ${b}`).toEqual([]);
        }
      }
      if (!detail) return;
      for (const a of TENANT_IDS) {
        const id = byTenant.get(a)![0]!;
        expect((await get(`${detail}${id}`, a)).code).toBe(200);
        for (const b of TENANT_IDS) {
          if (a === b) continue;
          const res = await get(`${detail}${id}`, b);
          expect(res.code, `${b} reading ${a}'s ${detail}${id}`).toBe(404);
          expect(res.body.status).toBe('error');
        }
      }
    },
  );

  it('website pages by id and permalink stay within the tenant', async () => {
    const beta = (await get('/v1/website-pages/permalink/contact', 'beta')).body.data;
    expect(beta.translations[0].content).toContain('Atrium Beta');
    const harfa = (await get('/v1/website-pages/permalink/contact', 'galerieharfa')).body.data;
    expect(harfa.id).not.toBe(beta.id);
    expect(harfa.translations[0].content).toContain('Galerie Harfa');
    expect((await get(`/v1/website-pages/id/${beta.id}`, 'galerieharfa')).code).toBe(404);
  });

  it('filters that name another tenant’s ids find nothing', async () => {
    const harfaShop = (await get('/v1/companies?per_page=1', 'galerieharfa')).body.data.data[0].id;
    const harfaCategory = (await get('/v1/categories?type=company', 'galerieharfa')).body.data[0]
      .id;
    expect((await get(`/v1/events?company=${harfaShop}`, 'beta')).body.data.total).toBe(0);
    expect((await get(`/v1/products?company=${harfaShop}&all=1`, 'beta')).body.data.total).toBe(0);
    expect((await get(`/v1/companies?category=${harfaCategory}`, 'beta')).body.data.total).toBe(0);
  });

  it('site paths answer each tenant its own data', async () => {
    const seen = new Set<string>();
    for (const tenant of TENANT_IDS) {
      const parking = (await get('/v1/options/parking', tenant)).body.data;
      const hero = (await get('/v1/settings-web-app/hero-banner', tenant)).body.data;
      seen.add(`${parking.capacity}|${hero.items[0].image}`);
      expect(hero.items[0].image).toContain(`/media/${tenant}/`);
    }
    expect(seen.size).toBe(TENANT_IDS.length);
  });

  it("staff searches find only their own mall's members and receipts", async () => {
    const found = new Map<TenantId, number>();
    for (const tenant of TENANT_IDS) {
      const m = await createMember(t.db, tenant, { firstName: 'Zdeňka', lastName: 'Isolová' });
      found.set(tenant, m.id);
    }
    for (const tenant of TENANT_IDS) {
      const owner = await firstOwner(t, tenant, `owner-isolation-${tenant}@example.test`);
      const search = await t.app.inject({
        url: '/v1/admin/members/search?q=zdenka%20isolova&per_page=50',
        headers: owner.headers,
      });
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json().data.data.map((m: { id: number }) => m.id)).toEqual([found.get(tenant)]);
      for (const other of TENANT_IDS) {
        if (other === tenant) continue;
        const queue = await t.app.inject({
          url: `/v1/admin/receipts?status=approved&customer_id=${found.get(other)}`,
          headers: owner.headers,
        });
        expect(queue.statusCode, queue.body).toBe(200);
        expect(queue.json().data.total).toBe(0);
      }
    }
  });
});
