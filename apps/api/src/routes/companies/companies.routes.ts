import {
  companiesQuerySchema,
  companyDetailSchema,
  companyItemSchema,
  companyWithEntitiesSchema,
  idPathSchema,
} from '@atrium/domain/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { success } from '../../http/envelope';
import { ok, paged } from '../../http/contract';
import { notFound, parseId } from '../../http/errors';
import {
  companiesWithEntities,
  featuredCompanies,
  getCompany,
  listCompanies,
} from './companies.service';

/**
 * GET /v1/companies                 paginated; category, search, f=dine|shops|services|eshops, floor
 * GET /v1/companies/featured        array of featured companies
 * GET /v1/companies-with-entities   array of companies with current offers/events/news/rewards
 * GET /v1/companies/:id             one company + floorplan, current products, events, news
 *
 * The list is read by every shop-list visit: its serialised answer is cached per tenant and URL
 * (query string included) for 30 s or until the mall's `content.updated`, like settings and malls
 * (docs/benchmarks.md "API throughput": two queries and the JSON of 12 rows cost ~50× a cached
 * send). Nothing in the API writes companies; the seed and operators' imports are visible within
 * 30 s, or at once when they publish `content.updated`.
 */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const listCache = app.responseCaches.create({ ttlMs: 30_000, per: 'tenant-and-url' });
  app.get(
    '/companies',
    { schema: { querystring: companiesQuerySchema, response: paged(companyItemSchema) } },
    async (req, reply) => {
      const q = req.query;
      return listCache.send(req, reply, async () =>
        success(await listCompanies(app.db, req.tenant.id, q)),
      );
    },
  );
  app.get(
    '/companies/featured',
    { schema: { response: ok(z.array(companyItemSchema)) } },
    async (req) => success(await featuredCompanies(app.db, req.tenant.id)),
  );
  app.get(
    '/companies-with-entities',
    { schema: { response: ok(z.array(companyWithEntitiesSchema)) } },
    async (req) => success(await companiesWithEntities(app.db, req.tenant.id)),
  );
  app.get(
    '/companies/:id',
    { schema: { params: idPathSchema, response: ok(companyDetailSchema) } },
    async (req) => {
      const company = await getCompany(app.db, req.tenant.id, parseId(req.params, 'Company'));
      if (!company) throw notFound('Company');
      return success(company);
    },
  );
};
