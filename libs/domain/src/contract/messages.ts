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

export interface Message {
  id: number;
  sender: 'customer' | 'mall';
  subject: string | null;
  body: string;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

/** `GET /v1/messages/overview` → data. */
export interface MessagesOverview {
  total: number;
  unread: number;
  last: Message | null;
}
