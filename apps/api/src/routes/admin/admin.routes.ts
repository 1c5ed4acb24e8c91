import {
  type MemberRef,
  receiptDecisionSchema,
  receiptDecisionsQuerySchema,
} from '@atrium/domain/contract/admin-lookup';
import { idPathSchema } from '@atrium/domain/contract/content';
import {
  adjustPointsRequestSchema,
  adminReceiptResultSchema,
  adminReceiptSchema,
  adminReceiptQueueQuerySchema,
  pointsAdjustedSchema,
  pointsExpiredSchema,
  approveReceiptRequestSchema,
  rejectReceiptRequestSchema,
} from '@atrium/domain/contract/loyalty';
import { receipts } from '@atrium/server-db/schema/loyalty';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { notFound, parseId, parseInput } from '../../http/errors';
import type { LoyaltyRouteOptions } from '../../loyalty/route-options';
import { sendReceiptFile } from '../../loyalty/receipt-file';
import { receiptReadingJson } from '../../loyalty/receipt-reading';
import { receiptJson, type ReceiptRow } from '../../loyalty/receipts';
import { registerAdminAccess } from '../../staff/admin-access';
import {
  adjustPointsAudited,
  approveAudited,
  expireAudited,
  rejectAudited,
} from '../../staff/admin-operations';
import { contentAdminRoutes } from '../content-admin/content-admin.routes';
import { deskRoutes } from '../customer-rewards/desk.routes';
import { adminMembersRoutes } from './admin-members.routes';
import { memberRefs } from './member-search';
import { listReceiptDecisions, listReceiptQueue } from './receipt-queue';
import { adminFaqRoutes } from './admin-faq.routes';
import { adminHeroRoutes } from './admin-hero.routes';
import { adminMessagesRoutes } from './admin-messages.routes';
import { adminOpeningHoursRoutes } from './admin-opening-hours.routes';
import { adminPagesRoutes } from './admin-pages.routes';
import { adminParkingRoutes } from './admin-parking.routes';
import { adminSettingsRoutes } from './admin-settings.routes';

export { ADMIN_KEY_HEADER, STAFF_KEY_LOCKED_MESSAGE } from '../../staff/admin-access';

/**
 * Mall staff operations, open to a staff session whose role allows each one (`Authorization:
 * Bearer ast_…`) or to the automation key (`X-Admin-Key`: the mall's own key, else the deployment's
 * ADMIN_KEY; outside production and in demo mode the development key DEV_ADMIN_KEY from loopback
 * clients). Roles and the audit rows: staff/admin-access.ts, docs/api.md "Staff accounts". The
 * tenant is the request's, as everywhere under /v1 (Origin, or X-Tenant where allowed).
 * tools/scripts/loyalty-admin.ts calls these with the key.
 *
 * GET  /v1/admin/receipts?status=pending&page&per_page   oldest first; narrowed by hold_reason,
 *      company_id, customer_id, member (name, e-mail, phone), from/to of the day (purchased|uploaded)
 * GET  /v1/admin/receipts/decisions?decision&from&to&member&staff_id   staff decisions, newest first
 * GET  /v1/admin/receipts/:id                          one receipt, any status (as in the list)
 * GET  /v1/admin/receipts/:id/image                    the stored photo / PDF, as a download
 * POST /v1/admin/receipts/:id/approve {amount?}          credits points → receipt (amount: corrected)
 * POST /v1/admin/receipts/:id/reject {reason: code, note?}
 * POST /v1/admin/receipts/:id/reverse {reason, note?}          approved → rejected, points taken back
 * GET  /v1/admin/customer-rewards/lookup?code=          the desk's card (customer-rewards/desk.routes.ts)
 * POST /v1/admin/customer-rewards/use {code, idempotency_key?}  redeems it (the same file)
 * POST /v1/admin/points/adjust {customer_id, delta, reason: bonus|adjustment, note?}
 * POST /v1/admin/points/expire                           runs the expiry job for the tenant
 * GET, POST /v1/admin/messages                           support chat (admin-messages.routes.ts)
 * GET  /v1/admin/members/:id/messages                    one member's conversation (the same file)
 * GET  /v1/admin/members?email=, /members/search?q=, /members/:id[/points-history|/customer-rewards]
 *                                                        members (admin-members.routes.ts)
 * PUT  /v1/admin/parking {free}                          the car park's count (admin-parking.routes.ts)
 * GET, PATCH /v1/admin/settings                         the mall's settings, owners (admin-settings.routes.ts)
 * GET, PUT /v1/admin/opening-hours                      the mall's hours (admin-opening-hours.routes.ts)
 * GET, PUT /v1/admin/hero                               the home page's slides (admin-hero.routes.ts)
 * GET, PUT /v1/admin/faq                                the FAQ (admin-faq.routes.ts)
 * /v1/admin/pages[/:id]                                 website pages (admin-pages.routes.ts)
 * /v1/admin/content/*                                    content editing (content-admin.routes.ts)
 */
/*
 * Request bodies are read as {} when missing (the same 422 on the fields as an empty one), so
 * they are nullish in the schemas and checked again in the handlers.
 */
const decided = { params: idPathSchema, response: ok(adminReceiptResultSchema) };
const rejection = { ...decided, body: rejectReceiptRequestSchema.nullish() };
const approval = { ...decided, body: approveReceiptRequestSchema.nullish() };

export const adminRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (app, { ctx }) => {
  // A staff session whose role allows the operation, or the automation key; every change is
  // audited (staff/admin-access.ts, docs/api.md "Staff accounts").
  registerAdminAccess(app);
  await app.register(adminMessagesRoutes);
  await app.register(adminMembersRoutes, { ctx });
  await app.register(adminParkingRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminOpeningHoursRoutes);
  await app.register(adminHeroRoutes);
  await app.register(adminFaqRoutes);
  await app.register(adminPagesRoutes);
  await app.register(contentAdminRoutes);
  await app.register(deskRoutes, { ctx });

  const adminReceiptJson = (r: ReceiptRow, members: Map<number, MemberRef>) => ({
    ...receiptJson(r, ctx.publicUrl),
    member: members.get(r.customerId) ?? null,
    customer_id: r.customerId,
    duplicate_image_of: r.duplicateImageOf,
    hold_reason: r.holdReason,
    reading: receiptReadingJson(r),
    image_path: r.imagePath,
    admin_image_url: `${ctx.publicUrl}/v1/admin/receipts/${r.id}/image`,
  });
  const list = { querystring: adminReceiptQueueQuerySchema, response: paged(adminReceiptSchema) };
  app.get('/receipts', { schema: list }, async (request) => {
    const page = await listReceiptQueue(ctx.db, request.tenant.id, request.query);
    const members = await memberRefs(
      ctx.db,
      request.tenant.id,
      page.data.map((r) => r.customerId),
    );
    return success({ ...page, data: page.data.map((r) => adminReceiptJson(r, members)) });
  });

  const decisions = {
    querystring: receiptDecisionsQuerySchema,
    response: paged(receiptDecisionSchema),
  };
  app.get('/receipts/decisions', { schema: decisions }, async (request) =>
    success(await listReceiptDecisions(ctx.db, request.tenant.id, request.query)),
  );

  // One receipt of any status: the earlier receipt a held one is a copy of, shown beside it.
  const one = { params: idPathSchema, response: ok(adminReceiptSchema) };
  app.get('/receipts/:id', { schema: one }, async (request) => {
    const id = parseId(request.params, 'Receipt');
    const [row] = await ctx.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.id, id), eq(receipts.tenantId, request.tenant.id)));
    if (!row) throw notFound('Receipt');
    return success(
      adminReceiptJson(row, await memberRefs(ctx.db, request.tenant.id, [row.customerId])),
    );
  });

  // A file (image or PDF), not JSON: no response schema.
  app.get('/receipts/:id/image', { schema: { params: idPathSchema } }, async (request, reply) => {
    const id = parseId(request.params, 'Receipt');
    const [row] = await ctx.db
      .select({ id: receipts.id, imagePath: receipts.imagePath, imageType: receipts.imageType })
      .from(receipts)
      .where(and(eq(receipts.id, id), eq(receipts.tenantId, request.tenant.id)));
    if (!row) throw notFound('Receipt');
    return sendReceiptFile(reply, ctx.uploads, row, 'private, no-store');
  });

  app.post('/receipts/:id/approve', { schema: approval }, async (request) => {
    // The body schema already turned "249.90" into haléře (a missing body: as entered).
    const id = parseId(request.params, 'Receipt');
    const row = await approveAudited(ctx, request, id, request.body?.amount);
    return success({ ...receiptJson(row, ctx.publicUrl), customer_id: row.customerId });
  });

  app.post('/receipts/:id/reject', { schema: rejection }, async (request) => {
    const body = parseInput(rejectReceiptRequestSchema, request.body ?? {});
    const row = await rejectAudited(
      ctx,
      request,
      parseId(request.params, 'Receipt'),
      body,
      'reject',
    );
    return success({ ...receiptJson(row, ctx.publicUrl), customer_id: row.customerId });
  });

  app.post('/receipts/:id/reverse', { schema: rejection }, async (request) => {
    const body = parseInput(rejectReceiptRequestSchema, request.body ?? {});
    const row = await rejectAudited(
      ctx,
      request,
      parseId(request.params, 'Receipt'),
      body,
      'reverse',
    );
    return success({ ...receiptJson(row, ctx.publicUrl), customer_id: row.customerId });
  });

  const adjust = { body: adjustPointsRequestSchema.nullish(), response: ok(pointsAdjustedSchema) };
  app.post('/points/adjust', { schema: adjust }, async (request) => {
    const body = parseInput(adjustPointsRequestSchema, request.body ?? {});
    return success(await adjustPointsAudited(ctx, request, body));
  });

  app.post('/points/expire', { schema: { response: ok(pointsExpiredSchema) } }, async (request) =>
    success(await expireAudited(ctx, request)),
  );
};
