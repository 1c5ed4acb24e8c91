import { categoriesQuerySchema, categoryItemSchema } from '@atrium/domain/contract/content';
import { categories } from '@atrium/server-db/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { success } from '../../http/envelope';
import { ok } from '../../http/contract';
import { toJson } from '../../http/list';

/**
 * GET /v1/categories?type=company|product|reward|event|news|amenity|faq   array
 * GET /v1/post-categories                                                 array of FAQ categories
 */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = (tenantId: string, type?: string) =>
    app.db
      .select()
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), type ? eq(categories.type, type) : undefined))
      .orderBy(asc(categories.type), asc(categories.position), asc(categories.id));

  app.get(
    '/categories',
    { schema: { querystring: categoriesQuerySchema, response: ok(z.array(categoryItemSchema)) } },
    async (req) => {
      const { type } = req.query;
      return success((await list(req.tenant.id, type)).map(toJson));
    },
  );
  app.get(
    '/post-categories',
    { schema: { response: ok(z.array(categoryItemSchema)) } },
    async (req) => success((await list(req.tenant.id, 'faq')).map(toJson)),
  );
};
