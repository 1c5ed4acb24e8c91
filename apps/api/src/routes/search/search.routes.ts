import { searchQuerySchema, searchResultsSchema } from '@atrium/domain/contract/content';
import { amenities, companies, events, news, products, rewards } from '@atrium/server-db/schema';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { success } from '../../http/envelope';
import { ok } from '../../http/contract';
import { toJson } from '../../http/list';
import { postJson } from '../posts/posts.service';
import { rewardJson } from '../rewards/rewards.service';
import { publiclyVisible } from '../content-admin/publication';
import { loadSearchCorpus, matchRanks, type SearchCorpus } from './search-corpus';

/**
 * GET /v1/search?search=…&per_type=8
 * data: {companies, products, events, news, rewards, amenities} (arrays, at most per_type each).
 * Matches titles/names/descriptions in every language, in any case, with or without diacritics.
 *
 * The texts are matched in memory (search-corpus.ts), the database reads only the rows that
 * matched, with what a visitor may see of them now; a type nothing matched costs no query. The
 * corpus is kept per tenant like the response caches: 30 s, or until the mall's content changes
 * (a write in this process, or its `content.updated` from another).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const corpora = app.responseCaches.memo<SearchCorpus>({ ttlMs: 30_000 });
  app.get(
    '/search',
    { schema: { querystring: searchQuerySchema, response: ok(searchResultsSchema) } },
    async (req) => {
      const { search, per_type } = req.query;
      const tenantId = req.tenant.id;
      const corpus = await corpora.get(tenantId, () => loadSearchCorpus(app.db, tenantId));
      const ranks = (type: keyof SearchCorpus) => matchRanks(corpus, type, search);
      const now = new Date();
      const db = app.db;
      /**
       * The visible rows of `type` that matched, those matched by title first (then in the
       * query's order), at most `per_type`; none without asking the database when nothing matched.
       */
      const read = async <T extends { id: number }>(
        ranks: Map<number, 0 | 1>,
        query: (ids: number[]) => Promise<T[]>,
      ): Promise<T[]> => {
        if (ranks.size === 0) return [];
        const rows = await query([...ranks.keys()]);
        return rows.sort((a, b) => ranks.get(a.id)! - ranks.get(b.id)!).slice(0, per_type);
      };

      const [c, p, e, n, r, a] = await Promise.all([
        read(ranks('companies'), (matched) =>
          db
            .select()
            .from(companies)
            .where(and(eq(companies.tenantId, tenantId), inArray(companies.id, matched))),
        ),
        read(ranks('products'), (matched) =>
          db
            .select()
            .from(products)
            .where(
              and(
                eq(products.tenantId, tenantId),
                inArray(products.id, matched),
                gte(products.validTo, now),
                publiclyVisible(products, now),
              ),
            ),
        ),
        read(ranks('events'), (matched) =>
          db
            .select()
            .from(events)
            .where(
              and(
                eq(events.tenantId, tenantId),
                inArray(events.id, matched),
                publiclyVisible(events, now),
              ),
            )
            .orderBy(desc(events.startsAt)),
        ),
        read(ranks('news'), (matched) =>
          db
            .select()
            .from(news)
            .where(
              and(
                eq(news.tenantId, tenantId),
                inArray(news.id, matched),
                publiclyVisible(news, now),
              ),
            )
            .orderBy(desc(news.publishedAt)),
        ),
        read(ranks('rewards'), (matched) =>
          db
            .select()
            .from(rewards)
            .where(
              and(
                eq(rewards.tenantId, tenantId),
                inArray(rewards.id, matched),
                gte(rewards.validTo, now),
              ),
            ),
        ),
        read(ranks('amenities'), (matched) =>
          db
            .select()
            .from(amenities)
            .where(and(eq(amenities.tenantId, tenantId), inArray(amenities.id, matched))),
        ),
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
