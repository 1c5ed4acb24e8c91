import { categoriesQuerySchema } from '@atrium/domain/contract/content';
import { categories } from '@atrium/server-db/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { parseInput } from '../../http/errors';
import { toJson } from '../../http/list';

/**
 * GET /v1/categories?type=company|product|reward|event|news|amenity|faq   array
 * GET /v1/post-categories                                                 array of FAQ categories
 */
export const categoriesRoutes: FastifyPluginAsync = async (app) => {
  const list = (tenantId: string, type?: string) =>
    app.db
      .select()
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), type ? eq(categories.type, type) : undefined))
      .orderBy(asc(categories.type), asc(categories.position), asc(categories.id));

  app.get('/categories', async (req) => {
    const { type } = parseInput(categoriesQuerySchema, req.query);
    return success((await list(req.tenant.id, type)).map(toJson));
  });
  app.get('/post-categories', async (req) =>
    success((await list(req.tenant.id, 'faq')).map(toJson)),
  );
};
