import {
  idPathSchema,
  offersQuerySchema,
  productItemSchema,
  productListItemSchema,
} from '@atrium/domain/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { success } from '../../http/envelope';
import { ok, paged } from '../../http/contract';
import { notFound, parseId } from '../../http/errors';
import { getProduct, listProducts } from './products.service';

/**
 * GET /v1/products       offers; paginated; category, search, company, all=1 (include expired)
 * GET /v1/products/:id
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { querystring: offersQuerySchema, response: paged(productListItemSchema) } },
    async (req) => success(await listProducts(app.db, req.tenant.id, req.query)),
  );
  app.get(
    '/products/:id',
    { schema: { params: idPathSchema, response: ok(productItemSchema) } },
    async (req) => {
      const item = await getProduct(app.db, req.tenant.id, parseId(req.params, 'Product'));
      if (!item) throw notFound('Product');
      return success(item);
    },
  );
};
