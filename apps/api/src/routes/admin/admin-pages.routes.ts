import { idPathSchema } from '@atrium/domain/contract/content';
import { contentDeletedSchema } from '@atrium/domain/contract/content-admin';
import {
  adminPageSchema,
  isBuiltInPage,
  pageInputSchema,
  type AdminPage,
  type PageInput,
} from '@atrium/domain/contract/pages-admin';
import { mallChannel } from '@atrium/domain/realtime-events';
import { websitePages } from '@atrium/server-db/schema';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { created, ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, notFound, parseId, parseInput } from '../../http/errors';
import { withTransaction, type Db } from '../../loyalty/db-util';
import { markAudited } from '../../staff/admin-access';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';

type PageRow = typeof websitePages.$inferSelect;

function pageJson(row: PageRow): AdminPage {
  return {
    id: row.id,
    permalink: row.permalink,
    image: row.image,
    built_in: isBuiltInPage(row.permalink),
    updated_at: row.updatedAt.toISOString(),
    translations: row.translations.map((entry) => ({
      locale: entry.locale,
      title: typeof entry['title'] === 'string' ? entry['title'] : '',
      content: typeof entry['content'] === 'string' ? entry['content'] : '',
    })),
  };
}

const invalid = (field: string, message: string) =>
  new HttpError(422, 'The given data was invalid', { [field]: [message] });

/** Refuses a permalink another page of the mall has. */
async function checkPermalinkFree(db: Db, tenantId: string, permalink: string, id?: number) {
  const [taken] = await db
    .select({ id: websitePages.id })
    .from(websitePages)
    .where(
      and(
        eq(websitePages.tenantId, tenantId),
        eq(websitePages.permalink, permalink),
        id === undefined ? undefined : ne(websitePages.id, id),
      ),
    );
  if (taken) throw invalid('permalink', 'Another page has this address');
}

const columns = (input: PageInput) => ({
  permalink: input.permalink,
  image: input.image,
  translations: input.translations,
  updatedAt: new Date(),
});

/**
 * The mall's website pages for staff with the `content` permission (owners, content editors, the
 * automation key), docs/api.md "Website pages":
 *
 * GET    /v1/admin/pages        every page, by permalink, with `built_in`
 * POST   /v1/admin/pages        {permalink, image, translations: [{locale, title, content}]} → 201
 * PUT    /v1/admin/pages/:id    the same, the whole page
 * DELETE /v1/admin/pages/:id    a page of the mall's own (a built-in page is refused, 409)
 *
 * A built-in page (about, gift cards, the legal texts, …) keeps its permalink. Each change is
 * audited in its transaction; after the commit the mall's cached answers go and
 * `content.updated` {type: 'page', id} is sent.
 */
export const adminPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  function announce(tenantId: string, id: number) {
    app.responseCaches.clearTenant(tenantId);
    void app.realtime?.publish(mallChannel(tenantId), 'content.updated', { type: 'page', id });
  }

  app.get('/pages', { schema: { response: ok(z.array(adminPageSchema)) } }, async (request) => {
    const rows = await app.db
      .select()
      .from(websitePages)
      .where(eq(websitePages.tenantId, request.tenant.id))
      .orderBy(asc(websitePages.permalink));
    return success(rows.map(pageJson));
  });

  const create = { body: pageInputSchema.nullish(), response: created(adminPageSchema) };
  app.post('/pages', { schema: create }, async (request, reply) => {
    const input = parseInput(pageInputSchema, request.body ?? {});
    const tenantId = request.tenant.id;
    const actor = actorOf(request);
    const row = await withTransaction(app.db, async (tx) => {
      await checkPermalinkFree(tx, tenantId, input.permalink);
      const [created] = await tx
        .insert(websitePages)
        .values({ tenantId, ...columns(input) })
        .returning();
      await writeAudit(tx, requestAuditContext(request, actor), {
        action: 'page.create',
        targetType: 'page',
        targetId: created!.id,
        before: null,
        after: pageJson(created!),
      });
      return created!;
    });
    markAudited(request);
    announce(tenantId, row.id);
    return reply.code(201).send(success(pageJson(row)));
  });

  const update = {
    params: idPathSchema,
    body: pageInputSchema.nullish(),
    response: ok(adminPageSchema),
  };
  app.put('/pages/:id', { schema: update }, async (request) => {
    const id = parseId(request.params, 'Page');
    const input = parseInput(pageInputSchema, request.body ?? {});
    const tenantId = request.tenant.id;
    const actor = actorOf(request);
    const row = await withTransaction(app.db, async (tx) => {
      const [current] = await tx
        .select()
        .from(websitePages)
        .where(and(eq(websitePages.tenantId, tenantId), eq(websitePages.id, id)))
        .for('update');
      if (!current) throw notFound('Page');
      if (isBuiltInPage(current.permalink) && input.permalink !== current.permalink) {
        throw invalid('permalink', 'The site shows this page at its own address: it stays');
      }
      await checkPermalinkFree(tx, tenantId, input.permalink, id);
      const [updated] = await tx
        .update(websitePages)
        .set(columns(input))
        .where(eq(websitePages.id, id))
        .returning();
      await writeAudit(tx, requestAuditContext(request, actor), {
        action: 'page.update',
        targetType: 'page',
        targetId: id,
        before: pageJson(current),
        after: pageJson(updated!),
      });
      return updated!;
    });
    markAudited(request);
    announce(tenantId, id);
    return success(pageJson(row));
  });

  const remove = { params: idPathSchema, response: ok(contentDeletedSchema) };
  app.delete('/pages/:id', { schema: remove }, async (request) => {
    const id = parseId(request.params, 'Page');
    const tenantId = request.tenant.id;
    const actor = actorOf(request);
    await withTransaction(app.db, async (tx) => {
      const [current] = await tx
        .select()
        .from(websitePages)
        .where(and(eq(websitePages.tenantId, tenantId), eq(websitePages.id, id)))
        .for('update');
      if (!current) throw notFound('Page');
      if (isBuiltInPage(current.permalink)) {
        throw new HttpError(409, 'The site needs this page: change its texts instead');
      }
      await tx.delete(websitePages).where(eq(websitePages.id, id));
      await writeAudit(tx, requestAuditContext(request, actor), {
        action: 'page.delete',
        targetType: 'page',
        targetId: id,
        before: pageJson(current),
        after: null,
      });
    });
    markAudited(request);
    announce(tenantId, id);
    return success({ id, deleted: true as const });
  });
};
