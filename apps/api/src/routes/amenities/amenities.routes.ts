import { listQuerySchema } from '@atrium/domain/contract/content';
import { amenities } from '@atrium/server-db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { notFound, parseId, parseInput } from '../../http/errors';
import { all, categoryIdsSql, mapPage, paginate, toJson, translationsMatch } from '../../http/list';

/**
 * GET /v1/amenities       paginated; category (id or slug), search
 * GET /v1/amenities/:id
 */
export const amenitiesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/amenities', async (req) => {
    const q = parseInput(listQuerySchema, req.query);
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
  });
  app.get('/amenities/:id', async (req) => {
    const id = parseId(req.params, 'Amenity');
    const [row] = await app.db
      .select()
      .from(amenities)
      .where(and(eq(amenities.tenantId, req.tenant.id), eq(amenities.id, id)));
    if (!row) throw notFound('Amenity');
    return success(toJson(row));
  });
};
