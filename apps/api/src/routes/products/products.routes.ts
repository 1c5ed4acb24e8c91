import { offersQuerySchema } from '@atrium/domain/contract/content';
import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { notFound, parseId, parseInput } from '../../http/errors';
import { getProduct, listProducts } from './products.service';

/**
 * GET /v1/products       offers; paginated; category, search, company, all=1 (include expired)
 * GET /v1/products/:id
 */
export const productsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/products', async (req) =>
    success(await listProducts(app.db, req.tenant.id, parseInput(offersQuerySchema, req.query))),
  );
  app.get('/products/:id', async (req) => {
    const item = await getProduct(app.db, req.tenant.id, parseId(req.params, 'Product'));
    if (!item) throw notFound('Product');
    return success(item);
  });
};
