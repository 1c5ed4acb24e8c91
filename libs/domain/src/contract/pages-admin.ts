import { z } from 'zod';

import { LOCALES } from '../locales';

/**
 * The mall's website pages as staff edit them (`/v1/admin/pages`, docs/api.md "Website pages"):
 * the texts of the site's own pages (about, gift cards, the loyalty programme, the legal texts)
 * and any page of the mall's own at `/a/<permalink>`.
 */

/** Pages the site shows at fixed addresses: their permalink stays, and they cannot be deleted. */
export const BUILT_IN_PAGE_PERMALINKS = [
  'about',
  'contact',
  'information',
  'gift-cards',
  'loyalty-program',
  'blog',
  'privacy-policy',
  'cookies',
  'terms-and-conditions',
  'operating-rules',
] as const;

export function isBuiltInPage(permalink: string): boolean {
  return (BUILT_IN_PAGE_PERMALINKS as readonly string[]).includes(permalink);
}

const picture = z
  .string()
  .regex(/^(https?:\/\/[^/\s]+)?\/media\/[A-Za-z0-9._/-]+$/, 'A picture from the upload (/media/…)')
  .refine((p) => !p.includes('..'), 'A picture from the upload (/media/…)')
  .transform((p) => p.slice(p.indexOf('/media/')))
  .nullable();

export const pageTranslationInputSchema = z.object({
  locale: z.enum(LOCALES, { error: `One of ${LOCALES.join(', ')}` }),
  title: z.string().trim().min(1, 'Enter a title').max(200, 'At most 200 characters'),
  /** HTML; the site sanitises it before showing it. */
  content: z.string().max(100_000, 'At most 100,000 characters'),
});

/** `POST /v1/admin/pages` and `PUT /v1/admin/pages/:id` body. */
export const pageInputSchema = z.object({
  permalink: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/,
      'Lower-case letters, digits, dashes and slashes, e.g. christmas-opening',
    )
    .max(120, 'At most 120 characters'),
  image: picture,
  translations: z
    .array(pageTranslationInputSchema)
    .min(1, 'A title in at least one language')
    .max(LOCALES.length)
    .refine(
      (texts) => new Set(texts.map((entry) => entry.locale)).size === texts.length,
      'Each language once',
    ),
});
export type PageInput = z.output<typeof pageInputSchema>;

/** A page as staff see it. */
export const adminPageSchema = z.object({
  id: z.number().int(),
  permalink: z.string(),
  image: z.string().nullable(),
  built_in: z.boolean(),
  updated_at: z.string(),
  translations: z.array(z.object({ locale: z.string(), title: z.string(), content: z.string() })),
});
export type AdminPage = z.output<typeof adminPageSchema>;
