import { faqAdminSchema, faqUpdateSchema, type FaqAdmin } from '@atrium/domain/contract/faq-admin';
import { isLocale } from '@atrium/domain/locales';
import { mallChannel } from '@atrium/domain/realtime-events';
import { categories, faqs } from '@atrium/server-db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, parseInput } from '../../http/errors';
import { withTransaction, type Db } from '../../loyalty/db-util';
import { markAudited } from '../../staff/admin-access';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';

type Translation = { locale?: unknown; [key: string]: unknown };
const string = (value: unknown) => (typeof value === 'string' ? value : '');

/** The mall's questions in order, each language with its question and answer. */
async function readItems(db: Db, tenantId: string): Promise<FaqAdmin['items']> {
  const rows = await db
    .select()
    .from(faqs)
    .where(eq(faqs.tenantId, tenantId))
    .orderBy(asc(faqs.position), asc(faqs.id));
  return rows.map((row) => ({
    id: row.id,
    category_id: row.categoryId,
    translations: (row.translations as Translation[]).flatMap((entry) => {
      const question = string(entry['question']) || string(entry['title']);
      const answer = string(entry['answer']);
      return isLocale(entry.locale) && question && answer
        ? [{ locale: entry.locale, question, answer }]
        : [];
    }),
  }));
}

async function readCategories(db: Db, tenantId: string): Promise<FaqAdmin['categories']> {
  const rows = await db
    .select({ id: categories.id, translations: categories.translations })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.type, 'faq')))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({
    id: row.id,
    names: (row.translations as Translation[]).map((entry) => ({
      locale: string(entry.locale),
      name: string(entry['title']) || string(entry['name']),
    })),
  }));
}

/**
 * The mall's FAQ for staff with the `content` permission (owners, content editors, the
 * automation key), docs/api.md "FAQ":
 *
 * GET /v1/admin/faq   {items: [{id, category_id, translations: [{locale, question, answer}]}],
 *                     categories: [{id, names}]}
 * PUT /v1/admin/faq   {items: [{category_id, translations}]}: every question in order (the list
 *                     replaces the stored one)
 *
 * A category must be one of the mall's FAQ categories (422 on `items.N.category_id`). The change
 * is one transaction (one writer at a time per mall), audited with the questions before and after;
 * after the commit the mall's cached answers go and `content.updated` {type: 'faq'} is sent.
 */
export const adminFaqRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { response: ok(faqAdminSchema) };
  app.get('/faq', { schema: answer }, async (request) => {
    const tenantId = request.tenant.id;
    return success({
      items: await readItems(app.db, tenantId),
      categories: await readCategories(app.db, tenantId),
    });
  });

  const put = { body: faqUpdateSchema.nullish(), ...answer };
  app.put('/faq', { schema: put }, async (request) => {
    const { items } = parseInput(faqUpdateSchema, request.body ?? {});
    const tenantId = request.tenant.id;
    const actor = actorOf(request);
    const result = await withTransaction(app.db, async (tx) => {
      const known = new Set((await readCategories(tx, tenantId)).map((category) => category.id));
      const unknown: Record<string, string[]> = {};
      items.forEach((item, index) => {
        if (item.category_id !== null && !known.has(item.category_id)) {
          unknown[`items.${index}.category_id`] = ['Not one of the mall’s FAQ categories'];
        }
      });
      if (Object.keys(unknown).length > 0) {
        throw new HttpError(422, 'The given data was invalid', unknown);
      }
      // One writer at a time per mall (the list may be empty, so no row to lock).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`faq:${tenantId}`}))`);
      const before = await readItems(tx, tenantId);
      await tx.delete(faqs).where(eq(faqs.tenantId, tenantId));
      if (items.length > 0) {
        await tx.insert(faqs).values(
          items.map((item, position) => ({
            tenantId,
            categoryId: item.category_id,
            position,
            // `title` too: older readers of the FAQ list read the question from it.
            translations: item.translations.map((entry) => ({ ...entry, title: entry.question })),
          })),
        );
      }
      await writeAudit(tx, requestAuditContext(request, actor), {
        action: 'faq.update',
        targetType: 'faq',
        targetId: tenantId,
        before: { items: before },
        after: { items },
      });
      return {
        items: await readItems(tx, tenantId),
        categories: await readCategories(tx, tenantId),
      };
    });
    markAudited(request);
    // After the commit: this process's cached answers first, then everyone who listens.
    app.responseCaches.clearTenant(tenantId);
    void app.realtime?.publish(mallChannel(tenantId), 'content.updated', { type: 'faq' });
    return success(result);
  });
};
