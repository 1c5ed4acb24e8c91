import { websitePages } from '@atrium/server-db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { idPathSchema, legalTextsSchema, websitePageSchema } from '@atrium/domain/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ok } from '../../http/contract';

import { success } from '../../http/envelope';
import { HttpError, notFound, parseId } from '../../http/errors';
import { toJson } from '../../http/list';

type PageRow = typeof websitePages.$inferSelect;

/**
 * Compliance texts as the spec's translatable fields: each translation carries the page's HTML
 * under the field name (privacy_policy, cookies, terms_and_conditions, operating_rules).
 */
function complianceJson(rows: PageRow[], fields: Record<string, string>) {
  const locales = ['en', 'cz', 'sk', 'de'];
  return {
    translations: locales.map((locale) => {
      const t: { locale: string } & Record<string, string> = { locale };
      for (const [permalink, field] of Object.entries(fields)) {
        const page = rows.find((r) => r.permalink === permalink);
        t[field] = page?.translations.find((x) => x.locale === locale)?.['content'] ?? '';
      }
      return t;
    }),
    updated_at: rows
      .reduce((max, r) => (r.updatedAt > max ? r.updatedAt : max), new Date(0))
      .toISOString(),
  };
}

/**
 * GET /v1/website-pages/id/:id
 * GET /v1/website-pages/permalink/*        (the permalink may contain slashes)
 * GET /v1/privacy-policy                   {translations:[{locale, privacy_policy, cookies}]}
 * GET /v1/terms-conditions                 {translations:[{locale, terms_and_conditions, operating_rules}]}
 */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/website-pages/id/:id',
    { schema: { params: idPathSchema, response: ok(websitePageSchema) } },
    async (req) => {
      const id = parseId(req.params, 'Page');
      const [row] = await app.db
        .select()
        .from(websitePages)
        .where(and(eq(websitePages.tenantId, req.tenant.id), eq(websitePages.id, id)));
      if (!row) throw notFound('Page');
      return success(toJson(row));
    },
  );

  app.get(
    '/website-pages/permalink/*',
    {
      schema: {
        params: z.object({ '*': z.string().describe('the permalink; may contain /') }),
        response: ok(websitePageSchema),
      },
    },
    async (req) => {
      const permalink = decodeURIComponent(req.params['*']).replace(/^\/+|\/+$/g, '');
      if (!permalink || permalink.length > 300) throw new HttpError(404, 'Page not found');
      const [row] = await app.db
        .select()
        .from(websitePages)
        .where(
          and(eq(websitePages.tenantId, req.tenant.id), eq(websitePages.permalink, permalink)),
        );
      if (!row) throw notFound('Page');
      return success(toJson(row));
    },
  );

  const compliance = async (tenantId: string, fields: Record<string, string>) => {
    const rows = await app.db
      .select()
      .from(websitePages)
      .where(
        and(
          eq(websitePages.tenantId, tenantId),
          inArray(websitePages.permalink, Object.keys(fields)),
        ),
      );
    return complianceJson(rows, fields);
  };
  app.get('/privacy-policy', { schema: { response: ok(legalTextsSchema) } }, async (req) =>
    success(
      await compliance(req.tenant.id, { 'privacy-policy': 'privacy_policy', cookies: 'cookies' }),
    ),
  );
  app.get('/terms-conditions', { schema: { response: ok(legalTextsSchema) } }, async (req) =>
    success(
      await compliance(req.tenant.id, {
        'terms-and-conditions': 'terms_and_conditions',
        'operating-rules': 'operating_rules',
      }),
    ),
  );
};
