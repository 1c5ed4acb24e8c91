import { z } from 'zod';

import { emailSchema, requiredText } from './auth';

/** `POST /v1/support`: the contact form (public; linked to the member when a token is sent). */
export const supportRequestSchema = z.object({
  name: requiredText('name', 120),
  email: emailSchema,
  phone: z
    .string({ error: 'Must be text' })
    .trim()
    .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'Enter a valid phone number')
    .optional(),
  subject: requiredText('subject', 200),
  message: requiredText('message', 5000),
  /** Must be true: consent to processing the request's personal data. */
  consent: z
    .preprocess((v) => (v === 'true' || v === '1' || v === 'on' ? true : v), z.boolean())
    .refine((v) => v, 'You must agree to the processing of your data')
    .optional(),
});
export type SupportRequest = z.input<typeof supportRequestSchema>;

/** `GET /v1/support` items: the member's own requests. */
export const supportRequestItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type SupportRequestItem = z.infer<typeof supportRequestItemSchema>;

/** `POST /v1/support` → 201 data. */
export const supportCreatedSchema = z.object({ id: z.number().int(), message: z.string() });
