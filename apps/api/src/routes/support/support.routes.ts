import { supportRequestSchema } from '@atrium/domain/contract/support';
import { supportRequests } from '@atrium/server-db/schema/accounts';
import type { FastifyPluginAsync } from 'fastify';

import { optionalCustomer } from '../../auth/authenticate';
import { perMinute } from '../../auth/rate-limit';
import { success } from '../../http/envelope';
import { parseInput } from '../../http/errors';

/**
 * POST /v1/support — the contact form. Public (a bearer token, when sent, links the request to
 * the member), rate-limited by SUPPORT_RATE_LIMIT per IP. Stored in `support_requests` for the
 * mall's staff; answers 201 {id, message}.
 */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/support',
    {
      preHandler: optionalCustomer,
      config: { rateLimit: perMinute(app.config.SUPPORT_RATE_LIMIT) },
    },
    async (request, reply) => {
      const body = parseInput(supportRequestSchema, request.body);
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
