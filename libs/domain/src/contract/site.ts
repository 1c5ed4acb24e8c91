import { z } from 'zod';

import { LOCALES } from '../locales';
import { mallSchema } from '../mall';
import type { Parser } from '../parser';
import { heroBannerItemSchema } from '../settings';

/** A hand-written parser (../parser.ts, kept small for the browser) inside a zod schema. */
function zodOf<T>(parser: Parser<T>) {
  return z.unknown().transform((value, ctx): T => {
    const result = parser.safeParse(value);
    if (result.success) return result.data;
    ctx.addIssue({ code: 'custom', message: result.error.message });
    return z.NEVER;
  });
}

/** `GET /v1/malls` data: the tenant's malls, its own mall first. */
export const mallsResponseSchema = z.array(zodOf(mallSchema)).min(1);

/** `GET /v1/settings-web-app/hero-banner` data. */
export const heroBannerResponseSchema = z.object({
  aspect_ratio: z.string(),
  items: z.array(zodOf(heroBannerItemSchema)),
});
export type HeroBannerResponse = z.output<typeof heroBannerResponseSchema>;

/** `GET /v1/translations/web/available-locales` data. */
export const availableLocalesResponseSchema = z.array(
  z.object({ locale: z.enum(LOCALES), name: z.string(), is_default: z.boolean() }),
);
export type AvailableLocalesResponse = z.output<typeof availableLocalesResponseSchema>;
