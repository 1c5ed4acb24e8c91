import { z } from 'zod';

import { requiredText } from './auth';
import { idSchema } from './integers';

/** Support chat between a member and the mall (`/v1/messages/*`, bearer token required). */

export const sendMessageRequestSchema = z.object({
  subject: z.string({ error: 'Must be text' }).trim().max(200, 'At most 200 characters').optional(),
  body: requiredText('message', 5000),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

const messageId = idSchema();

/** `GET /v1/messages/message?id=` and `POST /v1/messages/message/read` {id}. */
export const messageIdSchema = z.object({ id: messageId });

export const messageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(['customer', 'mall']),
  subject: z.string().nullable(),
  body: z.string(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET /v1/messages/overview` → data. */
export const messagesOverviewSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  last: messageSchema.nullable(),
});
export type MessagesOverview = z.infer<typeof messagesOverviewSchema>;

/** `GET /v1/admin/messages` items: one conversation per member, the latest message first. */
export const supportConversationSchema = z.object({
  customer_id: z.number().int(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.string(),
  total: z.number().int(),
  /** The member's messages no staff reply has answered yet. */
  unread: z.number().int(),
  last: messageSchema,
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** `POST /v1/admin/messages` → 201: the staff's message and whom it went to. */
export const staffMessageSchema = messageSchema.extend({ customer_id: z.number().int() });

/** `GET /v1/admin/members/:id/messages?before&limit`: the latest messages before a message id. */
export const SUPPORT_THREAD_LIMIT = 50;
export const supportThreadQuerySchema = z.object({
  /** Only messages older than this message id (the `before` of the previous answer). */
  before: messageId.optional(),
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int()
    .min(1, 'At least 1')
    .max(200, 'At most 200')
    .default(SUPPORT_THREAD_LIMIT),
});
export type SupportThreadQuery = z.input<typeof supportThreadQuerySchema>;

/**
 * Who wrote a message of a conversation: the member; a member of the mall's staff (`label` is
 * their e-mail, or the automation key's name, from the audit log of the reply; null when the
 * reply has no audit entry); or the mall's automatic acknowledgement of a first message.
 */
export const supportThreadAuthorSchema = z.object({
  kind: z.enum(['member', 'staff', 'automatic']),
  label: z.string().nullable(),
});
export type SupportThreadAuthor = z.infer<typeof supportThreadAuthorSchema>;

export const supportThreadMessageSchema = messageSchema.extend({
  author: supportThreadAuthorSchema,
});
export type SupportThreadMessage = z.infer<typeof supportThreadMessageSchema>;

/** `GET /v1/admin/members/:id/messages` → data: one member's conversation, oldest first. */
export const supportThreadSchema = z.object({
  member: supportConversationSchema.pick({
    customer_id: true,
    email: true,
    first_name: true,
    last_name: true,
    locale: true,
  }),
  /** At most `limit` messages, the latest ones before `before`, oldest first. */
  messages: z.array(supportThreadMessageSchema),
  /** Every message of the conversation. */
  total: z.number().int(),
  /** The cursor of the earlier messages (`?before=`), or null when these are the first. */
  before: z.number().int().nullable(),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;
