import { faqs } from '@atrium/server-db/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import { faqItemSchema } from '@atrium/domain/contract/content';
import { idOrSlugSchema } from '@atrium/domain/contract/integers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { success } from '../../http/envelope';
import { ok } from '../../http/contract';
import { all, categoryIdsSql, toJson, translationsMatch } from '../../http/list';

const faqQuerySchema = z.object({
  category: idOrSlugSchema.optional(),
  search: z.string().trim().min(1).max(100).optional(),
});

/** GET /v1/faq — array of questions ({translations:[{locale, question, answer}]}, category_id). */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/faq',
    { schema: { querystring: faqQuerySchema, response: ok(z.array(faqItemSchema)) } },
    async (req) => {
      const q = req.query;
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
    },
  );
};
