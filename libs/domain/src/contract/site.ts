import { z } from 'zod';

import { LOCALES } from '../locales';
import { mallSchema } from '../mall';
import { heroBannerItemSchema } from '../settings';

/** `GET /v1/malls` data: the tenant's malls, its own mall first. */
export const mallsResponseSchema = z.array(mallSchema).min(1);

/** `GET /v1/settings-web-app/hero-banner` data. */
export const heroBannerResponseSchema = z.object({
  aspect_ratio: z.string(),
  items: z.array(heroBannerItemSchema),
});
export type HeroBannerResponse = z.output<typeof heroBannerResponseSchema>;

/** `GET /v1/translations/web/available-locales` data. */
export const availableLocalesResponseSchema = z.array(
  z.object({ locale: z.enum(LOCALES), name: z.string(), is_default: z.boolean() }),
);
export type AvailableLocalesResponse = z.output<typeof availableLocalesResponseSchema>;
