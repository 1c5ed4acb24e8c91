import { memberListQuerySchema } from '@atrium/domain/contract/me';
import {
  messageIdSchema,
  messageSchema,
  messagesOverviewSchema,
  sendMessageRequestSchema,
} from '@atrium/domain/contract/messages';
import { customerChannel, staffChannel } from '@atrium/domain/realtime-events';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { currentCustomer, requireCustomer } from '../../auth/authenticate';
import { created, ok, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { notFound, parseInput } from '../../http/errors';
import {
  getMessage,
  listMessages,
  markRead,
  messageJson,
  overview,
  sendMessage,
} from './messages.service';

/**
 * Support chat (bearer token): GET /v1/messages/overview, GET /v1/messages/all, POST /v1/messages,
 * GET /v1/messages/message?id=, POST /v1/messages/message/read {id}.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);
  const key = (request: FastifyRequest) => ({
    tenantId: request.tenant.id,
    customerId: currentCustomer(request).id,
  });

  app.get(
    '/messages/overview',
    { schema: { response: ok(messagesOverviewSchema) } },
    async (request) => success(await overview(app.db, key(request))),
  );

  app.get(
    '/messages/all',
    { schema: { querystring: memberListQuerySchema, response: paged(messageSchema) } },
    async (request) => success(await listMessages(app.db, key(request), request.query)),
  );

  app.post(
    '/messages',
    { schema: { body: sendMessageRequestSchema, response: created(messageSchema) } },
    async (request, reply) => {
      const body = request.body;
      const k = key(request);
      const sent = await sendMessage(app.db, k, body, currentCustomer(request).locale);
      // Realtime (DESIGN section 5): the member's other tabs/devices refresh the conversation.
      for (const m of [sent.message, sent.reply]) {
        if (m)
          void app.realtime?.publish(customerChannel(k.customerId), 'message.created', {
            id: m.id,
          });
      }
      // The mall's staff: the support inbox refreshes (private-staff-{tenantId}).
      void app.realtime?.publish(staffChannel(k.tenantId), 'message.received', {
        id: sent.message.id,
        customer_id: k.customerId,
      });
      return reply.code(201).send(success(messageJson(sent.message)));
    },
  );

  app.get(
    '/messages/message',
    { schema: { querystring: messageIdSchema, response: ok(messageSchema) } },
    async (request) => {
      const { id } = request.query;
      const row = await getMessage(app.db, key(request), id);
      if (!row) throw notFound('Message');
      return success(messageJson(row));
    },
  );

  // {id} in the body or, for clients that send none, the query: checked in the handler.
  app.post(
    '/messages/message/read',
    { schema: { response: ok(messageSchema) } },
    async (request) => {
      const { id } = parseInput(messageIdSchema, request.body ?? request.query);
      const row = await markRead(app.db, key(request), id);
      if (!row) throw notFound('Message');
      return success(messageJson(row));
    },
  );
};
