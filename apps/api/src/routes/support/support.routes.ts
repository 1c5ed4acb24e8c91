import { memberListQuerySchema } from '@atrium/domain/contract/me';
import {
  supportCreatedSchema,
  supportRequestItemSchema,
  supportRequestSchema,
} from '@atrium/domain/contract/support';
import { supportRequests } from '@atrium/server-db/schema/accounts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { currentCustomer, optionalCustomer, requireCustomer } from '../../auth/authenticate';
import { perMinute } from '../../auth/rate-limit';
import { created, paged } from '../../http/contract';
import { success } from '../../http/envelope';

/**
 * POST /v1/support — the contact form. Public (a bearer token, when sent, links the request to
 * the member), rate-limited by SUPPORT_RATE_LIMIT per IP. Stored in `support_requests` for the
 * mall's staff; answers 201 {id, message}.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /v1/support (bearer token): the member's own contact-form requests, newest first. */
  const list = { querystring: memberListQuerySchema, response: paged(supportRequestItemSchema) };
  app.get('/support', { schema: list, preHandler: requireCustomer }, async (request) => {
    const q = request.query;
    const mine = and(
      eq(supportRequests.tenantId, request.tenant.id),
      eq(supportRequests.customerId, currentCustomer(request).id),
    );
    const [total] = await app.db.select({ n: count() }).from(supportRequests).where(mine);
    const rows = await app.db
      .select()
      .from(supportRequests)
      .where(mine)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    const n = Number(total?.n ?? 0);
    return success({
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        subject: r.subject,
        message: r.message,
        created_at: r.createdAt.toISOString(),
      })),
      current_page: q.page,
      last_page: Math.max(1, Math.ceil(n / q.per_page)),
      per_page: q.per_page,
      total: n,
    });
  });

  app.post(
    '/support',
    {
      schema: { body: supportRequestSchema, response: created(supportCreatedSchema) },
      preHandler: optionalCustomer,
      config: { rateLimit: perMinute(app.config.SUPPORT_RATE_LIMIT) },
    },
    async (request, reply) => {
      const body = request.body;
      const [row] = await app.db
        .insert(supportRequests)
        .values({
          tenantId: request.tenant.id,
          customerId: request.customer?.id ?? null,
          name: body.name,
          email: body.email,
          phone: body.phone || null,
          subject: body.subject,
          message: body.message,
        })
        .returning({ id: supportRequests.id });
      return reply
        .code(201)
        .send(
          success({ id: row!.id, message: 'Thank you. We will answer within one working day.' }),
        );
    },
  );
};
