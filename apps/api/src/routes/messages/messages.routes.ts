import { memberListQuerySchema } from '@atrium/domain/contract/me';
import { messageIdSchema, sendMessageRequestSchema } from '@atrium/domain/contract/messages';
import { customerChannel } from '@atrium/domain/realtime-events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { currentCustomer, requireCustomer } from '../../auth/authenticate';
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
export const messagesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireCustomer);
  const key = (request: FastifyRequest) => ({
    tenantId: request.tenant.id,
    customerId: currentCustomer(request).id,
  });

  app.get('/messages/overview', async (request) => success(await overview(app.db, key(request))));

  app.get('/messages/all', async (request) => {
    const q = parseInput(memberListQuerySchema, request.query);
    return success(await listMessages(app.db, key(request), q));
  });

  app.post('/messages', async (request, reply) => {
    const body = parseInput(sendMessageRequestSchema, request.body);
    const k = key(request);
    const sent = await sendMessage(app.db, k, body, currentCustomer(request).locale);
    // Realtime (DESIGN section 5): the member's other tabs/devices refresh the conversation.
    for (const m of [sent.message, sent.reply]) {
      if (m)
        void app.realtime?.publish(customerChannel(k.customerId), 'message.created', { id: m.id });
    }
    return reply.code(201).send(success(messageJson(sent.message)));
  });

  app.get('/messages/message', async (request) => {
    const { id } = parseInput(messageIdSchema, request.query);
    const row = await getMessage(app.db, key(request), id);
    if (!row) throw notFound('Message');
    return success(messageJson(row));
  });

  app.post('/messages/message/read', async (request) => {
    const { id } = parseInput(messageIdSchema, request.body ?? request.query);
    const row = await markRead(app.db, key(request), id);
    if (!row) throw notFound('Message');
    return success(messageJson(row));
  });
};
