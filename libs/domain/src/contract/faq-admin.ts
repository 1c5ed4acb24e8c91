import { z } from 'zod';

import { LOCALES } from '../locales';
import { INT32_MAX } from './integers';

/**
 * The FAQ as staff edit it (`GET`/`PUT /v1/admin/faq`, docs/api.md "FAQ"): the questions in
 * their order, each in up to four languages and in one of the mall's FAQ categories.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `At most ${max} characters`);

export const faqTranslationInputSchema = z.object({
  locale: z.enum(LOCALES, { error: `One of ${LOCALES.join(', ')}` }),
  question: text('question', 300),
  answer: text('answer', 5000),
});

export const faqEntryInputSchema = z.object({
  /** One of the mall's FAQ categories (`categories` of the answer), or none. */
  category_id: z.number().int().positive().max(INT32_MAX).nullable(),
  translations: z
    .array(faqTranslationInputSchema)
    .min(1, 'The question in at least one language')
    .max(LOCALES.length)
    .refine(
      (texts) => new Set(texts.map((entry) => entry.locale)).size === texts.length,
      'Each language once',
    ),
});
export type FaqEntryInput = z.output<typeof faqEntryInputSchema>;

/** `PUT /v1/admin/faq` body: every question, in the order the site lists them. */
export const faqUpdateSchema = z.object({
  items: z.array(faqEntryInputSchema).max(200, 'At most 200 questions'),
});
export type FaqUpdate = z.output<typeof faqUpdateSchema>;

/** A FAQ category as staff pick it: its id and its name per language. */
export const faqCategorySchema = z.object({
  id: z.number().int(),
  names: z.array(z.object({ locale: z.string(), name: z.string() })),
});

/** What both routes answer: the questions in order, and the categories they may use. */
export const faqAdminSchema = z.object({
  items: z.array(faqEntryInputSchema.extend({ id: z.number().int() })),
  categories: z.array(faqCategorySchema),
});
export type FaqAdmin = z.output<typeof faqAdminSchema>;
