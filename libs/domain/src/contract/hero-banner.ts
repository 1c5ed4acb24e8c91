import { z } from 'zod';

import { LOCALES } from '../locales';

/**
 * The home page's hero slides as staff edit them (`GET`/`PUT /v1/admin/hero`, docs/api.md "Hero
 * banner"), stored in the `hero_banner_items` setting the site reads (`heroBannerItemSchema`).
 */

/** A picture the API serves: an upload's URL, or `/media/…` (only that part is stored). */
const mediaPicture = z
  .string()
  .regex(/^(https?:\/\/[^/\s]+)?\/media\/[A-Za-z0-9._/-]+$/, 'A picture from the upload (/media/…)')
  .refine((p) => !p.includes('..'), 'A picture from the upload (/media/…)')
  .transform((p) => p.slice(p.indexOf('/media/')));

/** Where a slide leads: a path of the site (`/events`) or a web address; empty for nowhere. */
const slideLink = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine(
    (url) => url === '' || /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(url),
    'A path of the site (/events) or a web address (https://…)',
  );

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const heroSlideTranslationSchema = z.object({
  locale: z.enum(LOCALES, { error: `One of ${LOCALES.join(', ')}` }),
  title: text(120),
  description: text(300),
  button_text: text(40),
});

export const heroSlideSchema = z.object({
  /** The wide picture (desktop); required. */
  image: mediaPicture,
  /** The narrow picture (phones); the wide one is used without it. */
  image_mobile: mediaPicture.nullable(),
  url: slideLink,
  open_in_new_tab: z.boolean(),
  translations: z
    .array(heroSlideTranslationSchema)
    .max(LOCALES.length)
    .refine(
      (texts) => new Set(texts.map((entry) => entry.locale)).size === texts.length,
      'Each language once',
    ),
});
export type HeroSlide = z.output<typeof heroSlideSchema>;

/** `PUT /v1/admin/hero` body: the slides in order. */
export const heroBannerSchema = z.object({
  items: z.array(heroSlideSchema).max(10, 'At most 10 slides'),
});
export type HeroBanner = z.output<typeof heroBannerSchema>;

/**
 * What both routes answer: the slides as stored, pictures as absolute URLs (a slide stored before
 * uploads existed may name a picture elsewhere; it is kept as it is until staff replace it).
 */
export const heroBannerAnswerSchema = z.object({
  items: z.array(
    heroSlideSchema.extend({
      image: z.string().min(1),
      image_mobile: z.string().min(1).nullable(),
    }),
  ),
});
