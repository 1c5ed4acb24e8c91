import {
  bookingOptionSchema,
  bookingOptionsQuerySchema,
  bookingOrderSchema,
  bookingServiceSchema,
  createBookingOrderRequestSchema,
} from '@atrium/domain/contract/booking';
import { memberListQuerySchema } from '@atrium/domain/contract/me';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentCustomer, requireCustomer } from '../../auth/authenticate';
import { created, ok, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { createOrder, listOptions, listOrders, listServices } from './booking.service';

/**
 * Booking: GET /v1/booking/services and /v1/booking/options (public), GET/POST
 * /v1/booking/orders (bearer token: the member's orders; create with services and options).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/booking/services',
    { schema: { response: ok(z.array(bookingServiceSchema)) } },
    async (request) => success(await listServices(app.db, request.tenant.id)),
  );

  app.get(
    '/booking/options',
    {
      schema: {
        querystring: bookingOptionsQuerySchema,
        response: ok(z.array(bookingOptionSchema)),
      },
    },
    async (request) =>
      success(await listOptions(app.db, request.tenant.id, request.query.service_id)),
  );

  const key = (request: FastifyRequest) => ({
    tenantId: request.tenant.id,
    customerId: currentCustomer(request).id,
  });

  app.get(
    '/booking/orders',
    {
      schema: { querystring: memberListQuerySchema, response: paged(bookingOrderSchema) },
      preHandler: requireCustomer,
    },
    async (request) => success(await listOrders(app.db, key(request), request.query)),
  );

  app.post(
    '/booking/orders',
    {
      schema: { body: createBookingOrderRequestSchema, response: created(bookingOrderSchema) },
      preHandler: requireCustomer,
    },
    async (request, reply) =>
      reply.code(201).send(success(await createOrder(app.db, key(request), request.body))),
  );
};
