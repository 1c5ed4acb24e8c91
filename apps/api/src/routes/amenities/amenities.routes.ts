import { amenityItemSchema, idPathSchema, listQuerySchema } from '@atrium/domain/contract/content';
import { amenities } from '@atrium/server-db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { success } from '../../http/envelope';
import { ok, paged } from '../../http/contract';
import { notFound, parseId } from '../../http/errors';
import { all, categoryIdsSql, mapPage, paginate, toJson, translationsMatch } from '../../http/list';

/**
 * GET /v1/amenities       paginated; category (id or slug), search
 * GET /v1/amenities/:id
 */
export const amenitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/amenities',
    { schema: { querystring: listQuerySchema, response: paged(amenityItemSchema) } },
    async (req) => {
      const q = req.query;
      const tenantId = req.tenant.id;
      const where = all(
        eq(amenities.tenantId, tenantId),
        q.category
          ? inArray(amenities.categoryId, categoryIdsSql(tenantId, 'amenity', q.category))
          : undefined,
        q.search ? translationsMatch(amenities.translations, q.search) : undefined,
      );
      return success(
        mapPage(
          await paginate(app.db, amenities, where, [asc(amenities.position), asc(amenities.id)], q),
          toJson,
        ),
      );
    },
  );
  app.get(
    '/amenities/:id',
    { schema: { params: idPathSchema, response: ok(amenityItemSchema) } },
    async (req) => {
      const id = parseId(req.params, 'Amenity');
      const [row] = await app.db
        .select()
        .from(amenities)
        .where(and(eq(amenities.tenantId, req.tenant.id), eq(amenities.id, id)));
      if (!row) throw notFound('Amenity');
      return success(toJson(row));
    },
  );
};
