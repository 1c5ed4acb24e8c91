import { floorplans } from '@atrium/server-db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { floorplanSchema, idPathSchema } from '@atrium/domain/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ok } from '../../http/contract';

import { success } from '../../http/envelope';
import { notFound, parseId } from '../../http/errors';
import { toJson } from '../../http/list';

/**
 * Our addition for the site's /floorplan/:id page (spec section 7 lists no path for it):
 * GET /v1/floorplans       array of floors {id, level, image (SVG), width, height, areas, translations}
 * GET /v1/floorplans/:id   one floor; `areas` = [{company_id, x, y, width, height}] in SVG units
 */
export const floorplansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/floorplans', { schema: { response: ok(z.array(floorplanSchema)) } }, async (req) => {
    const rows = await app.db
      .select()
      .from(floorplans)
      .where(eq(floorplans.tenantId, req.tenant.id))
      .orderBy(asc(floorplans.level));
    return success(rows.map(toJson));
  });
  app.get(
    '/floorplans/:id',
    { schema: { params: idPathSchema, response: ok(floorplanSchema) } },
    async (req) => {
      const id = parseId(req.params, 'Floor plan');
      const [row] = await app.db
        .select()
        .from(floorplans)
        .where(and(eq(floorplans.tenantId, req.tenant.id), eq(floorplans.id, id)));
      if (!row) throw notFound('Floor plan');
      return success(toJson(row));
    },
  );
};
