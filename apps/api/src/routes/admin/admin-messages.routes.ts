import { adminReceiptsQuerySchema } from '@atrium/domain/contract/loyalty';
import {
  sendMessageRequestSchema,
  staffMessageSchema,
  supportConversationSchema,
} from '@atrium/domain/contract/messages';
import { customerChannel } from '@atrium/domain/realtime-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { created, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { notFound, parseInput } from '../../http/errors';
import { messageJson } from '../messages/messages.service';
import { listConversations, sendStaffMessage } from './support-inbox.service';

/** `GET /v1/admin/messages?page&per_page`, paged like the admin receipts. */
const conversationsQuerySchema = adminReceiptsQuerySchema.pick({ page: true, per_page: true });

/** `POST /v1/admin/messages`: the member's message rules plus whom it is for. */
const staffMessageRequestSchema = sendMessageRequestSchema.extend({
  customer_id: z.coerce
    .number({ error: 'Must be a number' })
    .int()
    .positive('Must be a positive id')
    .max(2_147_483_647, 'Unknown id'),
});

/**
 * The staff side of the support chat (registered inside `adminRoutes`, so behind its
 * `X-Admin-Key` check; the tenant is the request's).
 *
 * GET  /v1/admin/messages?page&per_page              conversations, newest message first
 * POST /v1/admin/messages {customer_id, body, subject?} a reply from the mall → 201 message
 */
export const adminMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = {
    querystring: conversationsQuerySchema,
    response: paged(supportConversationSchema),
  };
  app.get('/messages', { schema: list }, async (request) =>
    success(await listConversations(app.db, request.tenant.id, request.query)),
  );

  // A missing body is read as {}: the same 422 on the fields as an empty one.
  const send = {
    body: staffMessageRequestSchema.nullish(),
    response: created(staffMessageSchema),
  };
  app.post('/messages', { schema: send }, async (request, reply) => {
    const body = parseInput(staffMessageRequestSchema, request.body ?? {});
    const row = await sendStaffMessage(app.db, request.tenant.id, body);
    if (!row) throw notFound('Customer');
    // After the commit, as for the member's own messages: the member's open tabs refresh the chat.
    void app.realtime?.publish(customerChannel(row.customerId), 'message.created', { id: row.id });
    return reply.code(201).send(success({ ...messageJson(row), customer_id: row.customerId }));
  });
};
