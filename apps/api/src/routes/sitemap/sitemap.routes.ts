import {
  amenities,
  companies,
  events,
  news,
  products,
  rewards,
  websitePages,
} from '@atrium/server-db/schema';
import { and, eq } from 'drizzle-orm';
import { sitemapEntrySchema } from '@atrium/domain/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ok } from '../../http/contract';

import { success } from '../../http/envelope';
import { publiclyVisible } from '../content-admin/publication';

type Tr = { locale: string } & Record<string, string>;
const titles = (t: Tr[]) =>
  Object.fromEntries(t.map((x) => [x.locale, x['title'] ?? x['name'] ?? '']));

/**
 * GET /v1/sitemap — every detail page the site can link to:
 * data: [{type, id, titles: {en, cz, sk, de}, updated_at?}] with type one of company, event,
 * news, product, reward, amenity, page (page entries carry `permalink`). The site builds the
 * localised URLs (it owns the slugs).
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sitemap', { schema: { response: ok(z.array(sitemapEntrySchema)) } }, async (req) => {
    const tenantId = req.tenant.id;
    const db = app.db;
    const pick = { id: companies.id, translations: companies.translations };
    const [c, e, n, p, r, a, pages] = await Promise.all([
      db.select(pick).from(companies).where(eq(companies.tenantId, tenantId)),
      db
        .select({ id: events.id, translations: events.translations })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), publiclyVisible(events))),
      db
        .select({ id: news.id, translations: news.translations })
        .from(news)
        .where(and(eq(news.tenantId, tenantId), publiclyVisible(news))),
      db
        .select({ id: products.id, translations: products.translations })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), publiclyVisible(products))),
      db
        .select({ id: rewards.id, translations: rewards.translations })
        .from(rewards)
        .where(eq(rewards.tenantId, tenantId)),
      db
        .select({ id: amenities.id, translations: amenities.translations })
        .from(amenities)
        .where(eq(amenities.tenantId, tenantId)),
      db.select().from(websitePages).where(eq(websitePages.tenantId, tenantId)),
    ]);
    const entries = [
      ...c.map((x) => ({ type: 'company', id: x.id, titles: titles(x.translations) })),
      ...e.map((x) => ({ type: 'event', id: x.id, titles: titles(x.translations) })),
      ...n.map((x) => ({ type: 'news', id: x.id, titles: titles(x.translations) })),
      ...p.map((x) => ({ type: 'product', id: x.id, titles: titles(x.translations) })),
      ...r.map((x) => ({ type: 'reward', id: x.id, titles: titles(x.translations) })),
      ...a.map((x) => ({ type: 'amenity', id: x.id, titles: titles(x.translations) })),
      ...pages.map((x) => ({
        type: 'page',
        id: x.id,
        permalink: x.permalink,
        titles: titles(x.translations),
        updated_at: x.updatedAt.toISOString(),
      })),
    ];
    return success(entries);
  });
};
