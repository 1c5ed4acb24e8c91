import { companiesQuerySchema } from '@atrium/domain/contract/content';
import type { FastifyPluginAsync } from 'fastify';

import { success } from '../../http/envelope';
import { notFound, parseId, parseInput } from '../../http/errors';
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
 */
export const companiesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/companies', async (req) => {
    const q = parseInput(companiesQuerySchema, req.query);
    return success(await listCompanies(app.db, req.tenant.id, q));
  });
  app.get('/companies/featured', async (req) =>
    success(await featuredCompanies(app.db, req.tenant.id)),
  );
  app.get('/companies-with-entities', async (req) =>
    success(await companiesWithEntities(app.db, req.tenant.id)),
  );
  app.get('/companies/:id', async (req) => {
    const company = await getCompany(app.db, req.tenant.id, parseId(req.params, 'Company'));
    if (!company) throw notFound('Company');
    return success(company);
  });
};
