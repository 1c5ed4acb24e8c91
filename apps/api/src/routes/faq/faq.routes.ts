import { faqs } from '@atrium/server-db/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { success } from '../../http/envelope';
import { parseInput } from '../../http/errors';
import { all, categoryIdsSql, toJson, translationsMatch } from '../../http/list';

const faqQuerySchema = z.object({
  category: z.string().trim().min(1).max(100).optional(),
  search: z.string().trim().min(1).max(100).optional(),
});

/** GET /v1/faq — array of questions ({translations:[{locale, question, answer}]}, category_id). */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  app.get('/faq', async (req) => {
    const q = parseInput(faqQuerySchema, req.query);
    const tenantId = req.tenant.id;
    const rows = await app.db
      .select()
      .from(faqs)
      .where(
        all(
          eq(faqs.tenantId, tenantId),
          q.category
            ? inArray(faqs.categoryId, categoryIdsSql(tenantId, 'faq', q.category))
            : undefined,
          q.search
            ? translationsMatch(faqs.translations, q.search, ['question', 'answer'])
            : undefined,
        ),
      )
      .orderBy(asc(faqs.position), asc(faqs.id));
    return success(rows.map(toJson));
  });
};
