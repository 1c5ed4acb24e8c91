import { z } from 'zod';

import { requiredText } from './auth';

/** Support chat between a member and the mall (`/v1/messages/*`, bearer token required). */

export const sendMessageRequestSchema = z.object({
  subject: z.string({ error: 'Must be text' }).trim().max(200, 'At most 200 characters').optional(),
  body: requiredText('message', 5000),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

const messageId = z.coerce
  .number({ error: 'Must be a number' })
  .int()
  .positive('Must be a positive id')
  .max(2_147_483_647, 'Unknown id');

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
