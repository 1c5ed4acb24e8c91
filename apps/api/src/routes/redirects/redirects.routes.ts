import { redirectQuerySchema, redirectSchema } from '@atrium/domain/contract/content';
import { redirects } from '@atrium/server-db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { success } from '../../http/envelope';
import { ok } from '../../http/contract';
import { notFound } from '../../http/errors';

/** Trailing slash and query string do not matter when matching an old path. */
export function normalizePath(path: string): string {
  const p = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/**
 * GET /v1/redirects?path=/old/path — DESIGN section 8: the site asks before showing a 404.
 * 200 {path, to, status_code} when the tenant has a redirect for the path, else 404.
 */
export const redirectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/redirects',
    { schema: { querystring: redirectQuerySchema, response: ok(redirectSchema) } },
    async (req) => {
      const { path } = req.query;
      const from = normalizePath(path);
      const [row] = await app.db
        .select()
        .from(redirects)
        .where(and(eq(redirects.tenantId, req.tenant.id), eq(redirects.fromPath, from)));
      if (!row) throw notFound('Redirect');
      return success({ path: from, to: row.toPath, status_code: row.statusCode });
    },
  );
};
