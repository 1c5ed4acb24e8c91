import { idPathSchema } from '@atrium/domain/contract/content';
import { idSchema } from '@atrium/domain/contract/integers';
import { adminReceiptsQuerySchema } from '@atrium/domain/contract/loyalty';
import {
  sendMessageRequestSchema,
  staffMessageSchema,
  supportConversationSchema,
  supportThreadQuerySchema,
  supportThreadSchema,
} from '@atrium/domain/contract/messages';
import { customerChannel } from '@atrium/domain/realtime-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { created, ok, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { notFound, parseId, parseInput } from '../../http/errors';
import { markAudited } from '../../staff/admin-access';
import { requestAuditContext } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';
import { messageJson } from '../messages/messages.service';
import { listConversations, readConversation, sendStaffMessage } from './support-inbox.service';

/** `GET /v1/admin/messages?page&per_page`, paged like the admin receipts. */
const conversationsQuerySchema = adminReceiptsQuerySchema.pick({ page: true, per_page: true });

/** `POST /v1/admin/messages`: the member's message rules plus whom it is for. */
const staffMessageRequestSchema = sendMessageRequestSchema.extend({
  customer_id: idSchema(),
});

/**
 * The staff side of the support chat (registered inside `adminRoutes`, so behind its
 * `X-Admin-Key` check; the tenant is the request's).
 *
 * GET  /v1/admin/messages?page&per_page              conversations, newest message first
 * GET  /v1/admin/members/:id/messages?before&limit     one member's conversation, oldest first
 * POST /v1/admin/messages {customer_id, body, subject?} a reply from the mall → 201 message
 *
 * All three need the `messages` permission (owner, support, the key; admin-access.ts). A reply
 * is audited (`message.send`) in its own transaction: the conversation names its author from it.
 */
export const adminMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = {
    querystring: conversationsQuerySchema,
    response: paged(supportConversationSchema),
  };
  app.get('/messages', { schema: list }, async (request) =>
    success(await listConversations(app.db, request.tenant.id, request.query)),
  );

  const thread = {
    params: idPathSchema,
    querystring: supportThreadQuerySchema,
    response: ok(supportThreadSchema),
  };
  app.get('/members/:id/messages', { schema: thread }, async (request) => {
    const id = parseId(request.params, 'Member');
    const found = await readConversation(app.db, request.tenant.id, id, request.query);
    if (!found) throw notFound('Member');
    return success(found);
  });

  // A missing body is read as {}: the same 422 on the fields as an empty one.
  const send = {
    body: staffMessageRequestSchema.nullish(),
    response: created(staffMessageSchema),
  };
  app.post('/messages', { schema: send }, async (request, reply) => {
    const body = parseInput(staffMessageRequestSchema, request.body ?? {});
    const audit = requestAuditContext(request, actorOf(request));
    const row = await sendStaffMessage(app.db, audit, body);
    if (!row) throw notFound('Customer');
    markAudited(request);
    // After the commit, as for the member's own messages: the member's open tabs refresh the chat.
    void app.realtime?.publish(customerChannel(row.customerId), 'message.created', { id: row.id });
    return reply.code(201).send(success({ ...messageJson(row), customer_id: row.customerId }));
  });
};
