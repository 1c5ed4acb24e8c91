import {
  availableLocalesResponseSchema,
  heroBannerItemWireSchema,
  heroBannerResponseSchema,
  type HeroBannerItemWire,
} from '@atrium/domain/contract/site';
import { type Locale, LOCALES } from '@atrium/domain/locales';
import { settings } from '@atrium/server-db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  cz: 'Čeština',
  sk: 'Slovenčina',
  de: 'Deutsch',
};

/**
 * GET /v1/settings-web-app/hero-banner — {aspect_ratio, items:[hero banner item]} (items from the
 *   `hero_banner_items` setting, invalid entries dropped)
 * GET /v1/translations/web/available-locales — [{locale, name, is_default}] without inactive ones
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async (tenantId: string, keys: string[]) => {
    const rows = await app.db
      .select()
      .from(settings)
      .where(and(eq(settings.tenantId, tenantId), inArray(settings.key, keys)));
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  };

  app.get(
    '/settings-web-app/hero-banner',
    { schema: { response: ok(heroBannerResponseSchema) } },
    async (req) => {
      const s = await read(req.tenant.id, ['hero_banner_items', 'hero_banner_aspect_ratio']);
      let items: HeroBannerItemWire[] = [];
      try {
        const parsed: unknown = JSON.parse(s['hero_banner_items'] ?? '[]');
        if (Array.isArray(parsed)) {
          items = parsed.flatMap((i) => {
            const item = heroBannerItemWireSchema.safeParse(i);
            return item.success ? [item.data] : [];
          });
        }
      } catch {
        req.log.warn('hero_banner_items is not valid JSON');
      }
      return success({ aspect_ratio: s['hero_banner_aspect_ratio'] || '16/9', items });
    },
  );

  app.get(
    '/translations/web/available-locales',
    { schema: { response: ok(availableLocalesResponseSchema) } },
    async (req) => {
      const s = await read(req.tenant.id, ['inactive_locales']);
      const inactive = (s['inactive_locales'] ?? '').split(',').map((x) => x.trim());
      return success(
        LOCALES.filter((l) => !inactive.includes(l)).map((locale) => ({
          locale,
          name: LANGUAGE_NAMES[locale],
          is_default: locale === req.tenant.defaultLocale,
        })),
      );
    },
  );
};
