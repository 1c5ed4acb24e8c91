import { count, eq as eqId } from 'drizzle-orm';

import { localOrigin, localTenantById } from '@atrium/domain/local-tenants';

import type { Database } from '../database';
import {
  amenities,
  badges,
  bookingServices,
  categories,
  companies,
  events,
  faqs,
  floorplans,
  malls,
  news,
  options,
  products,
  redirects,
  rewards,
  settings,
  tenantOrigins,
  tenants,
  tiers,
  websitePages,
} from '../schema';
import { films, showtimes } from '../schema/cinema';
import { buildCinema } from './cinema';
import { buildContent } from './content';
import { seedLoyalty } from './loyalty';
import { buildMall } from './malls';
import { buildSettings } from './settings';
import { TENANTS, type TenantSeed } from './tenants';

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes the demo data of all five tenants in one transaction. Dates are relative to `now`
 * so a fresh start always has past, current and upcoming events.
 */
export async function seedDemo(db: Database, now = new Date()): Promise<void> {
  await seedTenants(db, TENANTS, now);
}

/**
 * A demo tenant's local site origins (libs/domain/src/local-tenants.json): localhost and
 * 127.0.0.1 at its port. A deployment adds its own with `TENANT_EXTRA_ORIGINS` (docs/api.md).
 */
function localOrigins(tenantId: string): string[] {
  const tenant = localTenantById(tenantId);
  return [localOrigin(tenant), localOrigin(tenant, { host: '127.0.0.1' })];
}

/**
 * A made-up company number (IČO) for the demo shop `i` of tenant `index`: `9`, the tenant and the
 * shop in six digits, and the mod-11 check digit, so receipt OCR (docs/loyalty.md "Reading
 * receipts") can match a generated receipt of a demo shop.
 */
export function demoCompanyNumber(index: number, i: number): string {
  const seven = `9${String(index * 1000 + i).padStart(6, '0')}`;
  let sum = 0;
  for (let k = 0; k < 7; k++) sum += Number(seven[k]) * (8 - k);
  return `${seven}${(11 - (sum % 11)) % 10}`;
}

/** Seeds the given rows of TENANTS (all their data) in one transaction, then the loyalty rules. */
async function seedTenants(db: Database, list: TenantSeed[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const t of list) {
      const index = TENANTS.indexOf(t);
      await tx.insert(tenants).values({ id: t.id, name: t.name, defaultLocale: t.defaultLocale });
      await tx
        .insert(tenantOrigins)
        .values(localOrigins(t.id).map((origin) => ({ origin, tenantId: t.id })));
      const mall = buildMall(t, now);
      await tx
        .insert(malls)
        .values({ tenantId: t.id, position: 0, name: mall.name, profile: mall.profile });

      const c = buildContent(t, index, now);
      const tenantId = t.id;

      const cats = await tx
        .insert(categories)
        .values(c.categories.map((x) => ({ ...x, tenantId })))
        .returning({ id: categories.id, type: categories.type, slug: categories.slug });
      const cat = (type: string, slug: string) => {
        const found = cats.find((x) => x.type === type && x.slug === slug);
        if (!found) throw new Error(`seed: no ${type} category ${slug}`);
        return found.id;
      };

      const plans = await tx
        .insert(floorplans)
        .values(c.floorplans.map((x) => ({ ...x, tenantId })))
        .returning({ id: floorplans.id, level: floorplans.level });
      const planOf = (level: number | null) => plans.find((p) => p.level === level)?.id ?? null;

      const shops = await tx
        .insert(companies)
        .values(
          c.companies.map(({ categorySlugs, area: _area, ...x }, i) => ({
            ...x,
            tenantId,
            companyNumber: demoCompanyNumber(index, i),
            floorplanId: planOf(x.floor),
            categoryIds: categorySlugs.map((s) => cat('company', s)),
          })),
        )
        .returning({ id: companies.id, slug: companies.slug });
      const shop = (slug: string | null) => {
        if (!slug) return null;
        const found = shops.find((s) => s.slug === slug);
        if (!found) throw new Error(`seed: no company ${slug}`);
        return found.id;
      };

      // Floor plan areas point at the shops' ids.
      for (const p of plans) {
        const areas = c.companies
          .filter((x) => x.floor === p.level && x.area)
          .map((x) => ({ company_id: shop(x.slug)!, ...x.area! }));
        await tx.update(floorplans).set({ areas }).where(eqId(floorplans.id, p.id));
      }

      const post = (type: 'event' | 'news') => (x: (typeof c.events)[number]) => {
        const { companySlug, categorySlug, ...rest } = x;
        return {
          ...rest,
          tenantId,
          companyId: shop(companySlug),
          categoryId: cat(type, categorySlug),
        };
      };
      await tx.insert(events).values(c.events.map(post('event')));
      await tx.insert(news).values(c.news.map(post('news')));
      await tx.insert(products).values(
        c.products.map(({ companySlug, categorySlug, ...x }) => ({
          ...x,
          tenantId,
          companyId: shop(companySlug),
          categoryId: cat('product', categorySlug),
        })),
      );
      await tx.insert(rewards).values(
        c.rewards.map(({ companySlug, categorySlug, ...x }) => ({
          ...x,
          tenantId,
          companyId: shop(companySlug),
          categoryId: cat('reward', categorySlug),
        })),
      );
      await tx.insert(amenities).values(
        c.amenities.map(({ categorySlug, ...x }) => ({
          ...x,
          tenantId,
          categoryId: cat('amenity', categorySlug),
        })),
      );
      await tx.insert(faqs).values(
        c.faqs.map(({ categorySlug, ...x }) => ({
          ...x,
          tenantId,
          categoryId: cat('faq', categorySlug),
        })),
      );
      await tx.insert(websitePages).values(c.pages.map((x) => ({ ...x, tenantId })));
      await tx.insert(tiers).values(c.tiers.map((x) => ({ ...x, tenantId })));
      await tx.insert(badges).values(c.badges.map((x) => ({ ...x, tenantId })));
      await tx
        .insert(options)
        .values(Object.entries(c.options).map(([key, value]) => ({ tenantId, key, value })));
      await tx.insert(bookingServices).values(
        c.bookingServices.map(({ companySlug, ...x }) => ({
          ...x,
          tenantId,
          companyId: shop(companySlug),
        })),
      );
      await tx.insert(redirects).values(c.redirects.map((x) => ({ ...x, tenantId })));
      for (const { film, showtimes: times } of buildCinema(t, now)) {
        const [{ id: filmId }] = (await tx
          .insert(films)
          .values({ ...film, tenantId })
          .returning({ id: films.id })) as [{ id: number }];
        await tx.insert(showtimes).values(times.map((x) => ({ ...x, tenantId, filmId })));
      }

      const map = buildSettings(t, { defaultFloorplanId: String(planOf(0) ?? '') });
      await tx
        .insert(settings)
        .values(Object.entries(map).map(([key, value]) => ({ tenantId, key, value })));
    }
  });
  // Loyalty rules, reward terms and the extra badges (docs/loyalty.md).
  await seedLoyalty(db);
}

/**
 * Seeds every tenant of TENANTS that the database does not have yet (all of them on an empty
 * database), so adding a tenant to `tenants.ts` reaches existing databases on the next start.
 * Existing tenants are never touched. Returns the ids it seeded.
 */
export async function seedMissingTenants(db: Database, now = new Date()): Promise<string[]> {
  const have = new Set((await db.select({ id: tenants.id }).from(tenants)).map((r) => r.id));
  const missing = TENANTS.filter((t) => !have.has(t.id));
  if (missing.length) await seedTenants(db, missing, now);
  return missing.map((t) => t.id);
}

/** Seeds the tenants the database lacks (see seedMissingTenants); returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return (await seedMissingTenants(db)).length > 0;
}
