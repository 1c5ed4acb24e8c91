import { z } from 'zod';

import { LOCALES } from '../locales';

/*
 * The site paths as the API sends them. The browser reads malls and settings with the small
 * parsers of `../mall` and `../settings` (they normalise: blank → null, bad JSON ignored); these
 * schemas are the wire format the API promises and the OpenAPI document shows.
 */

const nullableText = z.string().nullable();

/**
 * A mall profile (`malls.profile`, an open JSON document): the named fields are typed, others
 * pass through (SOCIAL_NETWORKS of ../mall among them).
 */
export const mallWireSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().optional(),
  image: nullableText.optional(),
  image_wide: nullableText.optional(),
  image_inverted: nullableText.optional(),
  image_wide_inverted: nullableText.optional(),
  image_icon: nullableText.optional(),
  address: nullableText.optional(),
  address_2: nullableText.optional(),
  city: nullableText.optional(),
  state: nullableText.optional(),
  country: nullableText.optional(),
  zip_code: nullableText.optional(),
  phone: nullableText.optional(),
  email: nullableText.optional(),
  latitude: z.union([z.number(), z.string()]).nullable().optional(),
  longitude: z.union([z.number(), z.string()]).nullable().optional(),
  timezone: nullableText.optional(),
  currency: nullableText.optional(),
  instagram: nullableText.optional(),
  facebook: nullableText.optional(),
  twitter: nullableText.optional(),
  telegram: nullableText.optional(),
  whatsapp: nullableText.optional(),
  viber: nullableText.optional(),
  youtube: nullableText.optional(),
  tiktok: nullableText.optional(),
  linkedin: nullableText.optional(),
  pinterest: nullableText.optional(),
  management: z.array(z.record(z.string(), z.unknown())).nullable().optional(),
  property_management: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .nullable()
    .optional(),
  opening_hours: z
    .array(z.record(z.string(), z.unknown()))
    .nullable()
    .optional()
    .describe('zones {zone, status, name, days, exceptions}: docs/api.md "Opening hours"'),
  supported_languages: z.array(z.string()).optional(),
  default_language: z.string().optional(),
  date_format: z.string().optional(),
  time_format: z.string().optional(),
  translations: z.array(z.looseObject({ locale: z.string() })).optional(),
});
export type MallWire = z.output<typeof mallWireSchema>;

/** `GET /v1/malls` data: the tenant's malls, its own mall first. */
export const mallsResponseSchema = z.array(mallWireSchema).min(1);

/** One hero banner slide as stored in the `hero_banner_items` setting. */
export const heroBannerItemWireSchema = z.looseObject({
  id: z.number().int().optional(),
  image: z.string().min(1),
  image_mobile: z.string().min(1).optional(),
  url: z.string().optional(),
  open_in_new_tab: z.boolean().optional(),
  translations: z.array(z.looseObject({ locale: z.string() })).optional(),
});
export type HeroBannerItemWire = z.output<typeof heroBannerItemWireSchema>;

/** `GET /v1/settings-web-app/hero-banner` data. */
export const heroBannerResponseSchema = z.object({
  aspect_ratio: z.string(),
  items: z.array(heroBannerItemWireSchema),
});
export type HeroBannerResponse = z.output<typeof heroBannerResponseSchema>;

/** `GET /v1/translations/web/available-locales` data. */
export const availableLocalesResponseSchema = z.array(
  z.object({ locale: z.enum(LOCALES), name: z.string(), is_default: z.boolean() }),
);
export type AvailableLocalesResponse = z.output<typeof availableLocalesResponseSchema>;
