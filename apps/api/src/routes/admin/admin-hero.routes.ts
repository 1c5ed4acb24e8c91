import {
  heroBannerAnswerSchema,
  heroBannerSchema,
  type HeroBanner,
} from '@atrium/domain/contract/hero-banner';
import { isLocale } from '@atrium/domain/locales';
import { mallChannel } from '@atrium/domain/realtime-events';
import { settings } from '@atrium/server-db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { parseInput } from '../../http/errors';
import { withTransaction, type Db } from '../../loyalty/db-util';
import { markAudited } from '../../staff/admin-access';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';
import { storedJsonList } from './stored-json';

const KEY = 'hero_banner_items';
type Answer = z.output<typeof heroBannerAnswerSchema>;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const string = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored setting (a JSON array) as the editor's slides; what cannot be read is left out. */
function storedSlides(value: string | undefined): Answer['items'] {
  const items = storedJsonList(value);
  return items.map(record).flatMap((item) => {
    const image = string(item['image']);
    if (!image) return [];
    const translations = (Array.isArray(item['translations']) ? item['translations'] : [])
      .map(record)
      .flatMap((entry) => {
        const locale = entry['locale'];
        if (!isLocale(locale)) return [];
        return [
          {
            locale,
            title: string(entry['title']),
            description: string(entry['description']),
            button_text: string(entry['button_text']),
          },
        ];
      });
    return [
      {
        image,
        image_mobile: string(item['image_mobile']) || null,
        url: string(item['url']),
        open_in_new_tab: item['open_in_new_tab'] === true,
        translations,
      },
    ];
  });
}

/** The setting as the site reads it (`heroBannerItemSchema`): ids in order, no empty fields. */
function settingValue({ items }: HeroBanner): string {
  return JSON.stringify(
    items.map((slide, index) => ({
      id: index + 1,
      image: slide.image,
      ...(slide.image_mobile ? { image_mobile: slide.image_mobile } : {}),
      ...(slide.url ? { url: slide.url } : {}),
      ...(slide.open_in_new_tab ? { open_in_new_tab: true } : {}),
      translations: slide.translations,
    })),
  );
}

/** The stored setting; locked until the transaction ends when `forUpdate` (one change at a time). */
async function readSetting(db: Db, tenantId: string, forUpdate = false) {
  const query = db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.tenantId, tenantId), eq(settings.key, KEY)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row?.value;
}

/**
 * The home page's hero slides for staff with the `content` permission (owners, content editors,
 * the automation key), docs/api.md "Hero banner":
 *
 * GET /v1/admin/hero   {items: [{image, image_mobile, url, open_in_new_tab, translations}]}
 * PUT /v1/admin/hero   the same, every slide in order (the list replaces the stored one)
 *
 * Pictures come from `POST /v1/admin/content/images` (only their `/media/…` part is stored). A
 * change is audited with the slides before and after in its transaction; after the commit the
 * mall's cached answers go and `content.updated` {type: 'settings'} is sent, so the site's page
 * cache and open home pages show the new slides.
 */
export const adminHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { response: ok(heroBannerAnswerSchema) };
  app.get('/hero', { schema: answer }, async (request) =>
    success({ items: storedSlides(await readSetting(app.db, request.tenant.id)) }),
  );

  const put = { body: heroBannerSchema.nullish(), ...answer };
  app.put('/hero', { schema: put }, async (request) => {
    const body = parseInput(heroBannerSchema, request.body ?? {});
    const tenantId = request.tenant.id;
    const actor = actorOf(request);
    const value = settingValue(body);
    await withTransaction(app.db, async (tx) => {
      const before = storedSlides(await readSetting(tx, tenantId, true));
      await tx
        .insert(settings)
        .values({ tenantId, key: KEY, value })
        .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value } });
      await writeAudit(tx, requestAuditContext(request, actor), {
        action: 'hero.update',
        targetType: 'settings',
        targetId: KEY,
        before: { items: before },
        after: { items: body.items },
      });
    });
    markAudited(request);
    // After the commit: this process's cached answers first, then everyone who listens.
    app.responseCaches.clearTenant(tenantId);
    void app.realtime?.publish(mallChannel(tenantId), 'content.updated', { type: 'settings' });
    return success({ items: storedSlides(value) });
  });
};
