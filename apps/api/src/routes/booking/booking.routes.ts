import { createBookingOrderRequestSchema } from '@atrium/domain/contract/booking';
import { memberListQuerySchema } from '@atrium/domain/contract/me';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { currentCustomer, requireCustomer } from '../../auth/authenticate';
import { success } from '../../http/envelope';
import { parseInput } from '../../http/errors';
import { createOrder, listOptions, listOrders, listServices } from './booking.service';

const optionsQuery = z.object({
  service_id: z.coerce
    .number({ error: 'Must be a number' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
});

/**
 * Booking: GET /v1/booking/services and /v1/booking/options (public), GET/POST
 * /v1/booking/orders (bearer token: the member's orders; create with services and options).
 */
export const bookingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/booking/services', async (request) =>
    success(await listServices(app.db, request.tenant.id)),
  );

  app.get('/booking/options', async (request) => {
    const q = parseInput(optionsQuery, request.query);
    return success(await listOptions(app.db, request.tenant.id, q.service_id));
  });

  const key = (request: FastifyRequest) => ({
    tenantId: request.tenant.id,
    customerId: currentCustomer(request).id,
  });

  app.get('/booking/orders', { preHandler: requireCustomer }, async (request) => {
    const q = parseInput(memberListQuerySchema, request.query);
    return success(await listOrders(app.db, key(request), q));
  });

  app.post('/booking/orders', { preHandler: requireCustomer }, async (request, reply) => {
    const body = parseInput(createBookingOrderRequestSchema, request.body);
    return reply.code(201).send(success(await createOrder(app.db, key(request), body)));
  });
};
