import { adminReceiptsQuerySchema } from '@atrium/domain/contract/loyalty';
import { sendMessageRequestSchema } from '@atrium/domain/contract/messages';
import { customerChannel } from '@atrium/domain/realtime-events';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

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
export const adminMessagesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/messages', async (request) => {
    const q = parseInput(conversationsQuerySchema, request.query);
    return success(await listConversations(app.db, request.tenant.id, q));
  });

  app.post('/messages', async (request, reply) => {
    const body = parseInput(staffMessageRequestSchema, request.body ?? {});
    const row = await sendStaffMessage(app.db, request.tenant.id, body);
    if (!row) throw notFound('Customer');
    // After the commit, as for the member's own messages: the member's open tabs refresh the chat.
    void app.realtime?.publish(customerChannel(row.customerId), 'message.created', { id: row.id });
    return reply.code(201).send(success({ ...messageJson(row), customer_id: row.customerId }));
  });
};
