import { searchQuerySchema, searchResultsSchema } from '@atrium/domain/contract/content';
import { amenities, companies, events, news, products, rewards } from '@atrium/server-db/schema';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { success } from '../../http/envelope';
import { ok } from '../../http/contract';
import { toJson, translationsMatch } from '../../http/list';
import { postJson } from '../posts/posts.service';
import { rewardJson } from '../rewards/rewards.service';
import { publiclyVisible } from '../content-admin/publication';

/**
 * GET /v1/search?search=…&per_type=8
 * data: {companies, products, events, news, rewards, amenities} (arrays, at most per_type each)
 * plus `total` per type. Matches titles/names/descriptions in every language.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    { schema: { querystring: searchQuerySchema, response: ok(searchResultsSchema) } },
    async (req) => {
      const { search, per_type } = req.query;
      const tenantId = req.tenant.id;
      const now = new Date();
      const db = app.db;
      const [c, p, e, n, r, a] = await Promise.all([
        db
          .select()
          .from(companies)
          .where(
            and(
              eq(companies.tenantId, tenantId),
              translationsMatch(companies.translations, search, [
                'title',
                'description',
                'company_category',
              ]),
            ),
          )
          .limit(per_type),
        db
          .select()
          .from(products)
          .where(
            and(
              eq(products.tenantId, tenantId),
              gte(products.validTo, now),
              publiclyVisible(products, now),
              translationsMatch(products.translations, search),
            ),
          )
          .limit(per_type),
        db
          .select()
          .from(events)
          .where(
            and(
              eq(events.tenantId, tenantId),
              publiclyVisible(events, now),
              translationsMatch(events.translations, search),
            ),
          )
          .orderBy(desc(events.startsAt))
          .limit(per_type),
        db
          .select()
          .from(news)
          .where(
            and(
              eq(news.tenantId, tenantId),
              publiclyVisible(news, now),
              translationsMatch(news.translations, search),
            ),
          )
          .orderBy(desc(news.publishedAt))
          .limit(per_type),
        db
          .select()
          .from(rewards)
          .where(
            and(
              eq(rewards.tenantId, tenantId),
              gte(rewards.validTo, now),
              translationsMatch(rewards.translations, search),
            ),
          )
          .limit(per_type),
        db
          .select()
          .from(amenities)
          .where(
            and(
              eq(amenities.tenantId, tenantId),
              translationsMatch(amenities.translations, search),
            ),
          )
          .limit(per_type),
      ]);
      return success({
        search,
        companies: c.map(toJson),
        products: p.map(toJson),
        events: e.map(postJson),
        news: n.map(postJson),
        rewards: r.map(rewardJson),
        amenities: a.map(toJson),
      });
    },
  );
};
