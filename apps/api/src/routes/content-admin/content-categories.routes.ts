import {
  CATEGORIES_PER_TYPE_MAX,
  type CategoryAdmin,
  categoryAdminQuerySchema,
  categoryAdminSchema,
  categoryCreateInputSchema,
  categoryOrderInputSchema,
  type CategoryType,
  categoryUpdateInputSchema,
} from '@atrium/domain/contract/categories-admin';
import { contentDeletedSchema } from '@atrium/domain/contract/content-admin';
import { idPathSchema } from '@atrium/domain/contract/content';
import { LOCALES } from '@atrium/domain/locales';
import { mallChannel } from '@atrium/domain/realtime-events';
import {
  amenities,
  categories,
  companies,
  events,
  faqs,
  news,
  products,
  rewards,
} from '@atrium/server-db/schema';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { created, ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, notFound, parseId } from '../../http/errors';
import { type Db, isUniqueViolation, type Tx, withTransaction } from '../../loyalty/db-util';
import { markAudited } from '../../staff/admin-access';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';
import { relabelShops } from './shop-category-labels';

type Row = typeof categories.$inferSelect;
type Names = CategoryAdmin['names'];

/** What uses a category of each type: the table, and the key and word of the delete's 409. */
const USERS: Record<CategoryType, { key: string; word: string }> = {
  company: { key: 'shops', word: 'shops' },
  product: { key: 'offers', word: 'offers' },
  reward: { key: 'rewards', word: 'rewards' },
  event: { key: 'events', word: 'events' },
  news: { key: 'news', word: 'news items' },
  amenity: { key: 'amenities', word: 'amenities' },
  faq: { key: 'questions', word: 'FAQ questions' },
};
const SINGLE: Record<Exclude<CategoryType, 'company'>, typeof events> = {
  product: products as unknown as typeof events,
  reward: rewards as unknown as typeof events,
  event: events,
  news: news as unknown as typeof events,
  amenity: amenities as unknown as typeof events,
  faq: faqs as unknown as typeof events,
};

/** How many items of the mall name each category of `type` (shops by their list of ids). */
async function usage(db: Db, tenantId: string, type: CategoryType): Promise<Map<number, number>> {
  const rows =
    type === 'company'
      ? await db
          .select({ id: sql<number>`unnest(${companies.categoryIds})`.mapWith(Number), n: count() })
          .from(companies)
          .where(eq(companies.tenantId, tenantId))
          .groupBy(sql`1`)
      : await (() => {
          const table = SINGLE[type];
          return db
            .select({ id: table.categoryId, n: count() })
            .from(table)
            .where(and(eq(table.tenantId, tenantId), isNotNull(table.categoryId)))
            .groupBy(table.categoryId);
        })();
  return new Map(rows.map((row) => [Number(row.id), row.n]));
}

const namesOf = (row: Row): Names => {
  const names: Names = { en: '', cz: '', sk: '', de: '' };
  for (const entry of row.translations as { locale: string; name?: unknown; title?: unknown }[]) {
    const name = typeof entry.name === 'string' ? entry.name : entry.title;
    if ((LOCALES as readonly string[]).includes(entry.locale) && typeof name === 'string') {
      names[entry.locale as keyof Names] = name;
    }
  }
  return names;
};

const categoryJson = (row: Row, used: number): CategoryAdmin => ({
  id: row.id,
  type: row.type as CategoryType,
  slug: row.slug,
  icon: row.icon,
  position: row.position,
  names: namesOf(row),
  used,
});

/** What is stored: one `{locale, name}` per language with a name, in the site's order. */
const storedNames = (names: Names) =>
  LOCALES.filter((locale) => names[locale]).map((locale) => ({ locale, name: names[locale] }));

/** An address name from the Czech name: `Domov a zahrada` → `domov-a-zahrada`. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'category';
}

const invalid = (errors: Record<string, string[]>) =>
  new HttpError(422, 'The given data was invalid', errors);

/**
 * The mall's categories for staff with the `content` permission (owners, the `content` role, the
 * automation key), registered inside `contentAdminRoutes` (docs/api.md "Categories"):
 *
 * GET    /v1/admin/content/categories?type=     every type's (or one type's), in the site's order,
 *                                               each with `used` (how many items name it)
 * POST   /v1/admin/content/categories           {type, slug?, icon?, names} → 201, last of its type
 * PATCH  /v1/admin/content/categories/:id       {icon?, names}: renamed (type and slug stay)
 * PUT    /v1/admin/content/categories/order     {type, ids}: every category of the type, in order
 * DELETE /v1/admin/content/categories/:id       409 while items use it (their count per kind)
 *
 * Another mall's category is a 404. Changes of one type are serialised per mall (an advisory lock),
 * audited (`content.category.{create|update|order|delete}`, before/after) in their transaction;
 * renaming or reordering shop categories rewrites the shops' `company_category` texts in the same
 * transaction. After the commit the mall's cached answers go and `content.updated`
 * {type: 'category', id} is sent: the site server drops its pages and open pages refresh.
 */
export const contentCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = (request: FastifyRequest, id?: number) => {
    const tenantId = request.tenant.id;
    app.responseCaches.clearTenant(tenantId);
    void app.realtime?.publish(mallChannel(tenantId), 'content.updated', {
      type: 'category',
      ...(id === undefined ? {} : { id }),
    });
  };
  const audit = (
    tx: Tx,
    request: FastifyRequest,
    record: { action: string; targetId: number | string; before?: unknown; after?: unknown },
  ) =>
    writeAudit(tx, requestAuditContext(request, actorOf(request)), {
      ...record,
      targetType: 'category',
    });
  /** One writer of the mall's categories of a type at a time (positions and slugs). */
  const lockType = (tx: Tx, tenantId: string, type: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`categories:${tenantId}:${type}`}))`);

  const ofType = (db: Db, tenantId: string, type: string) =>
    db
      .select()
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.type, type)))
      .orderBy(asc(categories.position), asc(categories.id));

  /** The row of this mall, locked (the type's lock first: the order's writers take it too). */
  const lockRow = async (tx: Tx, tenantId: string, id: number): Promise<Row> => {
    const [peek] = await tx
      .select({ type: categories.type })
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
    if (!peek) throw notFound('Category');
    await lockType(tx, tenantId, peek.type);
    const [row] = await tx
      .select()
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
      .for('update');
    if (!row) throw notFound('Category');
    return row;
  };

  const answerList = async (db: Db, tenantId: string, type?: CategoryType) => {
    const rows = type
      ? await ofType(db, tenantId, type)
      : await db
          .select()
          .from(categories)
          .where(eq(categories.tenantId, tenantId))
          .orderBy(asc(categories.type), asc(categories.position), asc(categories.id));
    const types = [...new Set(rows.map((row) => row.type as CategoryType))];
    const used = new Map(
      await Promise.all(types.map(async (ty) => [ty, await usage(db, tenantId, ty)] as const)),
    );
    return rows.map((row) =>
      categoryJson(row, used.get(row.type as CategoryType)?.get(row.id) ?? 0),
    );
  };

  const list = {
    querystring: categoryAdminQuerySchema,
    response: ok(z.array(categoryAdminSchema)),
  };
  app.get('/content/categories', { schema: list }, async (request) =>
    success(await answerList(app.db, request.tenant.id, request.query.type)),
  );

  const slugTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw invalid({ slug: ['Another category of this type has this address name'] });
    }
    throw error;
  };

  const create = { body: categoryCreateInputSchema, response: created(categoryAdminSchema) };
  app.post('/content/categories', { schema: create }, async (request, reply) => {
    const input = request.body;
    const tenantId = request.tenant.id;
    const category = await withTransaction(app.db, async (tx) => {
      await lockType(tx, tenantId, input.type);
      const siblings = await ofType(tx, tenantId, input.type);
      if (siblings.length >= CATEGORIES_PER_TYPE_MAX) {
        throw invalid({ type: [`At most ${CATEGORIES_PER_TYPE_MAX} categories of one type`] });
      }
      const taken = new Set(['all', ...siblings.map((row) => row.slug)]);
      let slug = input.slug;
      if (slug && taken.has(slug)) {
        throw invalid({ slug: ['Another category of this type has this address name'] });
      }
      if (!slug) {
        const base = slugFromName(input.names.cz);
        slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      }
      const position = Math.max(-1, ...siblings.map((row) => row.position)) + 1;
      const [row] = await tx
        .insert(categories)
        .values({
          tenantId,
          type: input.type,
          slug,
          icon: input.icon,
          position,
          translations: storedNames(input.names),
        })
        .returning();
      const out = categoryJson(row!, 0);
      await audit(tx, request, { action: 'content.category.create', targetId: out.id, after: out });
      return out;
    }).catch(slugTaken);
    markAudited(request);
    changed(request, category.id);
    return reply.code(201).send(success(category));
  });

  const detail = { params: idPathSchema, response: ok(categoryAdminSchema) };
  const rename = { ...detail, body: categoryUpdateInputSchema };
  app.patch('/content/categories/:id', { schema: rename }, async (request) => {
    const id = parseId(request.params, 'Category');
    const tenantId = request.tenant.id;
    const input = request.body;
    const category = await withTransaction(app.db, async (tx) => {
      const row = await lockRow(tx, tenantId, id);
      const [updated] = await tx
        .update(categories)
        .set({ icon: input.icon, translations: storedNames(input.names) })
        .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
        .returning();
      if (row.type === 'company') await relabelShops(tx, tenantId, [id]);
      const used = (await usage(tx, tenantId, row.type as CategoryType)).get(id) ?? 0;
      const both = { before: categoryJson(row, used), after: categoryJson(updated!, used) };
      await audit(tx, request, { action: 'content.category.update', targetId: id, ...both });
      return both.after;
    });
    markAudited(request);
    changed(request, id);
    return success(category);
  });

  const order = { body: categoryOrderInputSchema, response: ok(z.array(categoryAdminSchema)) };
  app.put('/content/categories/order', { schema: order }, async (request) => {
    const { type, ids } = request.body;
    const tenantId = request.tenant.id;
    const answer = await withTransaction(app.db, async (tx) => {
      await lockType(tx, tenantId, type);
      const before = (await ofType(tx, tenantId, type)).map((row) => row.id);
      const known = new Set(before);
      if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
        throw invalid({
          ids: [
            `Every category of this type once (${before.length}), none of another type or mall`,
          ],
        });
      }
      for (const [position, id] of ids.entries()) {
        await tx
          .update(categories)
          .set({ position })
          .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
      }
      if (type === 'company') await relabelShops(tx, tenantId, ids);
      await audit(tx, request, {
        action: 'content.category.order',
        targetId: type,
        before: { type, ids: before },
        after: { type, ids },
      });
      return answerList(tx, tenantId, type);
    });
    markAudited(request);
    changed(request);
    return success(answer);
  });

  const remove = { params: idPathSchema, response: ok(contentDeletedSchema) };
  app.delete('/content/categories/:id', { schema: remove }, async (request) => {
    const id = parseId(request.params, 'Category');
    const tenantId = request.tenant.id;
    await withTransaction(app.db, async (tx) => {
      const row = await lockRow(tx, tenantId, id);
      const type = row.type as CategoryType;
      const used = (await usage(tx, tenantId, type)).get(id) ?? 0;
      if (used > 0) {
        const { key, word } = USERS[type];
        throw new HttpError(
          409,
          `The category is still in use (${used} ${word}): move them to another category first`,
          { [key]: [`${used} ${word} use this category`] },
        );
      }
      await tx
        .delete(categories)
        .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
      await audit(tx, request, {
        action: 'content.category.delete',
        targetId: id,
        before: categoryJson(row, 0),
      });
    });
    markAudited(request);
    changed(request, id);
    return success({ id, deleted: true as const });
  });
};
