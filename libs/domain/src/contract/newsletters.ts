import { z } from 'zod';

import { emailSchema, localeSchema } from './auth';

/** `POST /v1/newsletters/subscription` (public). */
export const newsletterSubscriptionRequestSchema = z.object({
  email: emailSchema,
  locale: localeSchema.optional(),
  consent: z.preprocess(
    (v) => (v === 'true' || v === '1' || v === 'on' ? true : v),
    z
      .boolean({ error: 'You must agree to receive the newsletter' })
      .refine((v) => v, 'You must agree to receive the newsletter'),
  ),
});
export type NewsletterSubscriptionRequest = z.input<typeof newsletterSubscriptionRequestSchema>;

/** `POST /v1/newsletters/unsubscribe`: the token from a newsletter's link, or the e-mail. */
export const newsletterUnsubscribeRequestSchema = z
  .object({
    token: z.string().trim().min(16, 'The link is invalid').max(200).optional(),
    email: emailSchema.optional(),
  })
  .refine((v) => v.token !== undefined || v.email !== undefined, {
    message: 'The e-mail is required',
    path: ['email'],
  });
export type NewsletterUnsubscribeRequest = z.input<typeof newsletterUnsubscribeRequestSchema>;
