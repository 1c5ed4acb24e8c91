import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { idPathSchema } from '@atrium/domain/contract/content';
import {
  CONTENT_POST_TYPES,
  contentDeletedSchema,
  contentImageSchema,
  contentListQuerySchema,
  type ContentPost,
  contentPostInputSchema,
  contentPostSchema,
  type ContentPostType,
  contentPublishInputSchema,
  type ContentShop,
  contentShopInputSchema,
  contentShopSchema,
  contentShopsQuerySchema,
  contentState,
} from '@atrium/domain/contract/content-admin';
import { mallChannel } from '@atrium/domain/realtime-events';
import {
  bookingServices,
  companies,
  events,
  floorplans,
  news,
  products,
  rewards,
} from '@atrium/server-db/schema';
import { companyFollows, likes } from '@atrium/server-db/schema/accounts';
import { loyaltyRules, receipts } from '@atrium/server-db/schema/loyalty';
import multipart from '@fastify/multipart';
import { and, count, desc, eq, gt, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { created, ok, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, notFound, parseId } from '../../http/errors';
import { multipartError } from '../../http/multipart-errors';
import { reencodeImage, sniffImage, UnreadableImageError } from '../../http/image-intake';
import { all, mapPage, paginate, translationsMatch } from '../../http/list';
import { VARIANT_WIDTHS } from '../../http/media-variants';
import { isUniqueViolation, type Tx, withTransaction } from '../../loyalty/db-util';
import { markAudited } from '../../staff/admin-access';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';
import { contentUploadsDir, CONTENT_UPLOADS_URL } from './content-image-files';
import { contentCategoriesRoutes } from './content-categories.routes';
import { publiclyVisible } from './publication';
import { categoriesOfType, categoryLabels } from './shop-category-labels';

/** Largest picture upload; the stored copy is re-encoded and much smaller. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Stored pictures are at most this wide (the largest responsive variant, http/media-variants). */
export const CONTENT_IMAGE_MAX_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

type PostTable = typeof events | typeof news | typeof products;
type PostRow = typeof events.$inferSelect | typeof products.$inferSelect;
type PostInput = z.output<typeof contentPostInputSchema>;

const TABLES: Record<ContentPostType, PostTable> = { events, news, offers: products };
/** Audit target type and `content.updated` type of each post type. */
const SINGULAR: Record<ContentPostType, string> = {
  events: 'event',
  news: 'news',
  offers: 'offer',
};
/** The category type of each post type (`categories.type`). */
const CATEGORY_TYPE: Record<ContentPostType, string> = {
  events: 'event',
  news: 'news',
  offers: 'product',
};
const NAMES: Record<ContentPostType, string> = { events: 'Event', news: 'News', offers: 'Offer' };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isOffer = (row: PostRow): row is typeof products.$inferSelect => 'validFrom' in row;

/** A row as staff see it: one shape for events, news and offers. */
function postJson(type: ContentPostType, row: PostRow): ContentPost {
  const publication = {
    status: row.status,
    publish_from: iso(row.publishFrom),
    publish_until: iso(row.publishUntil),
  };
  const base = {
    id: row.id,
    type,
    company_id: row.companyId,
    category_id: row.categoryId,
    image: row.image,
    ...publication,
    state: contentState(publication),
    translations: row.translations,
  };
  if (isOffer(row)) {
    return {
      ...base,
      starts_at: row.validFrom.toISOString(),
      ends_at: row.validTo.toISOString(),
      published_at: null,
      price_original: row.priceOriginal,
      price_discounted: row.priceDiscounted,
      discount_percent: row.discountPercent,
    };
  }
  return {
    ...base,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    published_at: row.publishedAt.toISOString(),
    price_original: null,
    price_discounted: null,
    discount_percent: null,
  };
}

/** The columns an input sets (translations keep only non-empty texts). */
function postColumns(type: ContentPostType, input: PostInput) {
  const common = {
    companyId: input.company_id,
    categoryId: input.category_id,
    image: input.image,
    publishFrom: input.publish_from ? new Date(input.publish_from) : null,
    publishUntil: input.publish_until ? new Date(input.publish_until) : null,
    translations: input.translations.map((t) => {
      const out: { locale: string } & Record<string, string> = { locale: t.locale, title: t.title };
      if (t.description) out['description'] = t.description;
      if (t.article) out['article'] = t.article;
      return out;
    }),
  };
  if (type === 'offers') {
    return {
      ...common,
      validFrom: new Date(input.starts_at),
      validTo: new Date(input.ends_at),
      priceOriginal: input.price_original,
      priceDiscounted: input.price_discounted,
      discountPercent: input.discount_percent,
    };
  }
  return { ...common, startsAt: new Date(input.starts_at), endsAt: new Date(input.ends_at) };
}

/** A company or category of another mall (or none) is a 422 on its field, never a link. */
async function checkReferences(
  tx: Tx,
  tenantId: string,
  refs: { company_id?: number | null; category_id?: number | null; category_ids?: number[] },
  categoryType: string,
) {
  const errors: Record<string, string[]> = {};
  if (refs.company_id) {
    const [row] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, refs.company_id)));
    if (!row) errors['company_id'] = ['No such shop in this mall'];
  }
  const wanted = [...(refs.category_id ? [refs.category_id] : []), ...(refs.category_ids ?? [])];
  if (wanted.length > 0) {
    const found = await categoriesOfType(tx, tenantId, categoryType, wanted);
    if (found.length !== new Set(wanted).size) {
      errors[refs.category_ids ? 'category_ids' : 'category_id'] = [
        'No such category of this content type',
      ];
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, 'The given data was invalid', errors);
  }
}

/** A filter on what a visitor sees now (`state` of the list query). */
function stateFilter(table: PostTable, state: string | undefined, now: Date): SQL | undefined {
  switch (state) {
    case 'draft':
      return eq(table.status, 'draft');
    case 'scheduled':
      return and(eq(table.status, 'published'), gt(table.publishFrom, now));
    case 'ended':
      return and(
        eq(table.status, 'published'),
        isNotNull(table.publishUntil),
        lte(table.publishUntil, now),
      );
    case 'published':
      return publiclyVisible(table, now);
    default:
      return undefined;
  }
}

const shopJson = (row: typeof companies.$inferSelect): ContentShop => ({
  id: row.id,
  slug: row.slug,
  kind: row.kind,
  category_ids: row.categoryIds,
  floor: row.floor,
  unit: row.unit,
  logo: row.logo,
  image: row.image,
  phone: row.phone,
  email: row.email,
  website: row.website,
  company_number: row.companyNumber,
  is_featured: row.isFeatured,
  accepts_loyalty: row.acceptsLoyalty,
  created_at: row.createdAt.toISOString(),
  translations: row.translations,
});

const PICTURE_TOO_LARGE = `The picture must be at most ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB`;
const clientError = (error: unknown) =>
  multipartError(error, { field: 'image', tooLarge: PICTURE_TOO_LARGE });

/**
 * Content editing for staff with the `content` permission (owners, `content`, the automation
 * key), registered inside `adminRoutes` (its access hook and audit; docs/api.md "Content
 * editing"). Everything is the request's mall's: another mall's item is a 404, another mall's
 * shop or category a 422.
 *
 * GET    /v1/admin/content/{events|news|offers}?state&search&page&per_page   drafts included
 * GET    /v1/admin/content/{type}/:id
 * POST   /v1/admin/content/{type}                 create (a draft)
 * PATCH  /v1/admin/content/{type}/:id             replace texts, dates, picture and schedule
 * POST   /v1/admin/content/{type}/:id/publish     {publish_from?, publish_until?}
 * POST   /v1/admin/content/{type}/:id/unpublish   back to draft
 * DELETE /v1/admin/content/{type}/:id
 * GET    /v1/admin/content/shops[/:id], POST, PATCH /:id     shops with their IČO
 * DELETE /v1/admin/content/shops/:id         409 while posts, receipts, rewards or services name it
 * POST   /v1/admin/content/images                 multipart picture → {image} to save on an item
 * /v1/admin/content/categories[/:id|/order]       the mall's categories (content-categories.routes.ts)
 *
 * Every change writes an audit row (before/after) in its transaction. A change a visitor can
 * see (anything that was or is published, every shop change) empties the mall's cached API
 * answers and sends `content.updated` {type, id} on `mall-{tenantId}` after the commit: the site
 * server drops the mall's rendered pages and open pages refresh (docs/realtime.md).
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  await app.register(contentCategoriesRoutes);

  const changed = (request: FastifyRequest, type: string, id: number) => {
    const tenantId = request.tenant.id;
    app.responseCaches.clearTenant(tenantId);
    void app.realtime?.publish(mallChannel(tenantId), 'content.updated', { type, id });
  };
  const audit = (
    tx: Tx,
    request: FastifyRequest,
    record: {
      action: string;
      targetType: string;
      targetId: number | string;
      before?: unknown;
      after?: unknown;
    },
  ) => writeAudit(tx, requestAuditContext(request, actorOf(request)), record);

  for (const type of CONTENT_POST_TYPES) {
    const table = TABLES[type];
    const name = NAMES[type];
    const target = SINGULAR[type];
    const base = `/content/${type}`;

    /** The row of this mall, locked for the change; another mall's is a 404. */
    const lockRow = async (tx: Tx, tenantId: string, id: number): Promise<PostRow> => {
      const [row] = await tx
        .select()
        .from(table as typeof events)
        .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
        .for('update');
      if (!row) throw notFound(name);
      return row as PostRow;
    };

    /**
     * One change of a post (update, publish, unpublish): the row locked, `change` says what to
     * set (checking what it needs first), the row written with its audit row (before/after) in one
     * transaction. Resolves both sides; the caller decides whether visitors saw a change.
     */
    const changePost = async (
      request: FastifyRequest,
      verb: 'update' | 'publish' | 'unpublish',
      change: (tx: Tx, row: PostRow) => Promise<Record<string, unknown>> | Record<string, unknown>,
    ) => {
      const id = parseId(request.params, name);
      const tenantId = request.tenant.id;
      const pair = await withTransaction(app.db, async (tx) => {
        const row = await lockRow(tx, tenantId, id);
        const [updated] = await tx
          .update(table as typeof events)
          .set(await change(tx, row))
          .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
          .returning();
        const both = { before: postJson(type, row), after: postJson(type, updated as PostRow) };
        await audit(tx, request, {
          action: `content.${target}.${verb}`,
          targetType: target,
          targetId: id,
          ...both,
        });
        return both;
      });
      markAudited(request);
      return { id, ...pair };
    };

    const list = { querystring: contentListQuerySchema, response: paged(contentPostSchema) };
    app.get(base, { schema: list }, async (request) => {
      const q = request.query;
      const now = new Date();
      const where = all(
        eq(table.tenantId, request.tenant.id),
        stateFilter(table, q.state, now),
        q.search ? translationsMatch(table.translations, q.search) : undefined,
      );
      const page = await paginate(app.db, table as typeof events, where, [desc(table.id)], q);
      return success(mapPage(page, (row) => postJson(type, row as PostRow)));
    });

    const detail = { params: idPathSchema, response: ok(contentPostSchema) };
    app.get(`${base}/:id`, { schema: detail }, async (request) => {
      const id = parseId(request.params, name);
      const [row] = await app.db
        .select()
        .from(table as typeof events)
        .where(and(eq(table.tenantId, request.tenant.id), eq(table.id, id)));
      if (!row) throw notFound(name);
      return success(postJson(type, row as PostRow));
    });

    const create = { body: contentPostInputSchema, response: created(contentPostSchema) };
    app.post(base, { schema: create }, async (request, reply) => {
      const input = request.body;
      const tenantId = request.tenant.id;
      const item = await withTransaction(app.db, async (tx) => {
        await checkReferences(tx, tenantId, input, CATEGORY_TYPE[type]);
        const [row] = await tx
          .insert(table as typeof events)
          .values({
            tenantId,
            status: 'draft',
            ...(postColumns(type, input) as ReturnType<typeof postColumns> & {
              startsAt: Date;
              endsAt: Date;
            }),
          })
          .returning();
        const out = postJson(type, row as PostRow);
        await audit(tx, request, {
          action: `content.${target}.create`,
          targetType: target,
          targetId: out.id,
          after: out,
        });
        return out;
      });
      markAudited(request);
      return reply.code(201).send(success(item));
    });

    const replace = { ...detail, body: contentPostInputSchema };
    app.patch(`${base}/:id`, { schema: replace }, async (request) => {
      const input = request.body;
      const { id, before, after } = await changePost(request, 'update', async (tx) => {
        await checkReferences(tx, request.tenant.id, input, CATEGORY_TYPE[type]);
        return postColumns(type, input);
      });
      if (before.status === 'published') changed(request, target, id);
      return success(after);
    });

    const publishSchema = { ...detail, body: contentPublishInputSchema.nullish() };
    app.post(`${base}/:id/publish`, { schema: publishSchema }, async (request) => {
      const body = request.body ?? {};
      const { id, after } = await changePost(request, 'publish', (_tx, row) => {
        const publishFrom =
          body.publish_from === undefined
            ? row.publishFrom
            : body.publish_from && new Date(body.publish_from);
        const publishUntil =
          body.publish_until === undefined
            ? row.publishUntil
            : body.publish_until && new Date(body.publish_until);
        if (publishFrom && publishUntil && publishUntil < publishFrom) {
          throw new HttpError(422, 'The given data was invalid', {
            publish_until: ['Hidden before it is shown'],
          });
        }
        const set: Record<string, unknown> = { status: 'published', publishFrom, publishUntil };
        // News and events show their publication date: the day it goes public.
        if (!isOffer(row) && row.status !== 'published')
          set['publishedAt'] = publishFrom ?? new Date();
        return set;
      });
      changed(request, target, id);
      return success(after);
    });

    app.post(`${base}/:id/unpublish`, { schema: detail }, async (request) => {
      const { id, before, after } = await changePost(request, 'unpublish', () => ({
        status: 'draft',
      }));
      if (before.status === 'published') changed(request, target, id);
      return success(after);
    });

    const remove = { params: idPathSchema, response: ok(contentDeletedSchema) };
    app.delete(`${base}/:id`, { schema: remove }, async (request) => {
      const id = parseId(request.params, name);
      const tenantId = request.tenant.id;
      const before = await withTransaction(app.db, async (tx) => {
        const row = await lockRow(tx, tenantId, id);
        await tx
          .delete(table as typeof events)
          .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
        const out = postJson(type, row);
        await audit(tx, request, {
          action: `content.${target}.delete`,
          targetType: target,
          targetId: id,
          before: out,
        });
        return out;
      });
      markAudited(request);
      if (before.status === 'published') changed(request, target, id);
      return success({ id, deleted: true as const });
    });
  }

  // ---- shops -----------------------------------------------------------------------------------

  const shopList = { querystring: contentShopsQuerySchema, response: paged(contentShopSchema) };
  app.get('/content/shops', { schema: shopList }, async (request) => {
    const q = request.query;
    const where = all(
      eq(companies.tenantId, request.tenant.id),
      q.search
        ? or(translationsMatch(companies.translations, q.search), eq(companies.slug, q.search))
        : undefined,
    );
    const page = await paginate(app.db, companies, where, [desc(companies.id)], q);
    return success(mapPage(page, shopJson));
  });

  const shopDetail = { params: idPathSchema, response: ok(contentShopSchema) };
  app.get('/content/shops/:id', { schema: shopDetail }, async (request) => {
    const id = parseId(request.params, 'Shop');
    const [row] = await app.db
      .select()
      .from(companies)
      .where(and(eq(companies.tenantId, request.tenant.id), eq(companies.id, id)));
    if (!row) throw notFound('Shop');
    return success(shopJson(row));
  });

  const shopColumns = (
    input: z.output<typeof contentShopInputSchema>,
    labels: Map<string, string>,
  ) => ({
    slug: input.slug,
    kind: input.kind,
    categoryIds: input.category_ids,
    floor: input.floor,
    unit: input.unit,
    logo: input.logo,
    image: input.image,
    phone: input.phone,
    email: input.email,
    website: input.website,
    companyNumber: input.company_number,
    isFeatured: input.is_featured,
    acceptsLoyalty: input.accepts_loyalty,
    translations: input.translations.map((t) => {
      const out: { locale: string } & Record<string, string> = { locale: t.locale, title: t.title };
      if (t.description) out['description'] = t.description;
      if (t.article) out['article'] = t.article;
      const category = labels.get(t.locale);
      if (category) out['company_category'] = category;
      return out;
    }),
  });
  const slugTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw new HttpError(422, 'The given data was invalid', {
        slug: ['Another shop of this mall has this address name'],
      });
    }
    throw error;
  };

  const shopCreate = { body: contentShopInputSchema, response: created(contentShopSchema) };
  app.post('/content/shops', { schema: shopCreate }, async (request, reply) => {
    const tenantId = request.tenant.id;
    const input = request.body;
    const shop = await withTransaction(app.db, async (tx) => {
      await checkReferences(tx, tenantId, { category_ids: input.category_ids }, 'company');
      const labels = await categoryLabels(tx, tenantId, input.category_ids);
      const [row] = await tx
        .insert(companies)
        .values({ tenantId, ...shopColumns(input, labels) })
        .returning();
      const out = shopJson(row!);
      await audit(tx, request, {
        action: 'content.shop.create',
        targetType: 'shop',
        targetId: out.id,
        after: out,
      });
      return out;
    }).catch(slugTaken);
    markAudited(request);
    changed(request, 'company', shop.id);
    return reply.code(201).send(success(shop));
  });

  const shopReplace = { ...shopDetail, body: contentShopInputSchema };
  app.patch('/content/shops/:id', { schema: shopReplace }, async (request) => {
    const id = parseId(request.params, 'Shop');
    const tenantId = request.tenant.id;
    const input = request.body;
    const shop = await withTransaction(app.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
        .for('update');
      if (!row) throw notFound('Shop');
      await checkReferences(tx, tenantId, { category_ids: input.category_ids }, 'company');
      const labels = await categoryLabels(tx, tenantId, input.category_ids);
      const [updated] = await tx
        .update(companies)
        .set(shopColumns(input, labels))
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
        .returning();
      const out = shopJson(updated!);
      await audit(tx, request, {
        action: 'content.shop.update',
        targetType: 'shop',
        targetId: id,
        before: shopJson(row),
        after: out,
      });
      return out;
    }).catch(slugTaken);
    markAudited(request);
    changed(request, 'company', id);
    return success(shop);
  });

  /**
   * What still names a shop, counted per kind (any state: a draft or an ended offer counts too).
   * Posts would go with the shop (their foreign key cascades) and receipts keep the member's
   * points history, so a shop with any of them is not deleted: 409 with a count per kind.
   */
  const shopReferences = async (tx: Tx, tenantId: string, id: number) => {
    const counted = async (
      table:
        | typeof events
        | typeof news
        | typeof products
        | typeof receipts
        | typeof rewards
        | typeof bookingServices,
    ) => {
      const [row] = await tx
        .select({ n: count() })
        .from(table as typeof events)
        .where(and(eq(table.tenantId, tenantId), eq(table.companyId, id)));
      return row?.n ?? 0;
    };
    return {
      events: await counted(events),
      news: await counted(news),
      offers: await counted(products),
      receipts: await counted(receipts),
      rewards: await counted(rewards),
      services: await counted(bookingServices),
    };
  };
  const REFERENCE_WORDS: Record<keyof Awaited<ReturnType<typeof shopReferences>>, string> = {
    events: 'events',
    news: 'news items',
    offers: 'offers',
    receipts: 'receipts',
    rewards: 'rewards',
    services: 'bookable services',
  };

  const shopRemove = { params: idPathSchema, response: ok(contentDeletedSchema) };
  app.delete('/content/shops/:id', { schema: shopRemove }, async (request) => {
    const id = parseId(request.params, 'Shop');
    const tenantId = request.tenant.id;
    await withTransaction(app.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
        .for('update');
      if (!row) throw notFound('Shop');
      const refs = await shopReferences(tx, tenantId, id);
      const used = Object.entries(refs).filter(([, n]) => n > 0);
      if (used.length > 0) {
        const errors = Object.fromEntries(
          used.map(([kind, n]) => [
            kind,
            [`${n} ${REFERENCE_WORDS[kind as keyof typeof refs]} name this shop`],
          ]),
        );
        throw new HttpError(
          409,
          `The shop is still in use (${used.map(([k, n]) => `${n} ${REFERENCE_WORDS[k as keyof typeof refs]}`).join(', ')}): delete or move those first`,
          errors,
        );
      }
      // What only pointed at it goes with it: members' follows and likes, its place on the
      // floor plan and in the loyalty programme's list of shops.
      await tx
        .delete(companyFollows)
        .where(and(eq(companyFollows.tenantId, tenantId), eq(companyFollows.companyId, id)));
      await tx
        .delete(likes)
        .where(
          and(eq(likes.tenantId, tenantId), eq(likes.type, 'company'), eq(likes.entityId, id)),
        );
      await tx
        .update(floorplans)
        .set({
          areas: sql`COALESCE((SELECT jsonb_agg(a) FROM jsonb_array_elements(${floorplans.areas}) a WHERE (a->>'company_id')::int IS DISTINCT FROM ${id}), '[]'::jsonb)`,
        })
        .where(
          and(
            eq(floorplans.tenantId, tenantId),
            sql`${floorplans.areas} @> ${JSON.stringify([{ company_id: id }])}::jsonb`,
          ),
        );
      await tx
        .update(loyaltyRules)
        .set({ eligibleCompanyIds: sql`array_remove(${loyaltyRules.eligibleCompanyIds}, ${id})` })
        .where(
          and(
            eq(loyaltyRules.tenantId, tenantId),
            sql`${id} = ANY(${loyaltyRules.eligibleCompanyIds})`,
          ),
        );
      await tx.delete(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
      await audit(tx, request, {
        action: 'content.shop.delete',
        targetType: 'shop',
        targetId: id,
        before: shopJson(row),
      });
    });
    markAudited(request);
    changed(request, 'company', id);
    return success({ id, deleted: true as const });
  });

  // ---- pictures --------------------------------------------------------------------------------

  // multipart/form-data with the picture in "image", read in the handler.
  const upload = { response: created(contentImageSchema) };
  app.post('/content/images', { schema: upload }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the picture as multipart/form-data (field "image")');
    }
    const file = await request.file().catch(clientError);
    if (!file) {
      throw new HttpError(422, 'The given data was invalid', { image: ['Choose a picture'] });
    }
    const input = await file.toBuffer().catch(clientError);
    if (!sniffImage(input)) {
      const message = 'The picture must be a JPEG, PNG or WebP image';
      throw new HttpError(415, message, { image: [message] });
    }
    let picture: Awaited<ReturnType<typeof reencodeImage>>;
    try {
      picture = await reencodeImage(input, {
        resize: { width: CONTENT_IMAGE_MAX_WIDTH, withoutEnlargement: true },
        output: { format: 'webp', quality: 84 },
      });
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      const message = 'The file is not a readable JPEG, PNG or WebP image';
      throw new HttpError(422, message, { image: [message] });
    }
    const rel = `${request.tenant.id}/${randomBytes(12).toString('hex')}.webp`;
    const abs = join(contentUploadsDir(app.config), rel);
    await mkdir(dirname(abs), { recursive: true });
    await writeFile(abs, picture.data);
    const answer = {
      image: `${CONTENT_UPLOADS_URL}${rel}`,
      width: picture.width,
      height: picture.height,
    };
    await withTransaction(app.db, (tx) =>
      audit(tx, request, {
        action: 'content.image.upload',
        targetType: 'image',
        targetId: rel,
        after: { ...answer, bytes: picture.data.length, source: picture.source },
      }),
    ).catch(async (error: unknown) => {
      await rm(abs, { force: true }); // not audited: leave no file behind
      throw error;
    });
    markAudited(request);
    return reply.code(201).send(success(answer));
  });
};
