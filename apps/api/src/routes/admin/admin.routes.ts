import { timingSafeEqual } from 'node:crypto';

import {
  adjustPointsRequestSchema,
  adminReceiptsQuerySchema,
  rejectReceiptRequestSchema,
  useCustomerRewardRequestSchema,
} from '@atrium/domain/contract/loyalty';
import { customers } from '@atrium/server-db/schema/accounts';
import { receipts } from '@atrium/server-db/schema/loyalty';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { FailureLock, lockPolicy } from '../../auth/failure-lock';
import { devToolsEnabled, fromLoopback } from '../../demo-mode';
import { success } from '../../http/envelope';
import { HttpError, notFound, parseId, parseInput } from '../../http/errors';
import { withTransaction } from '../../loyalty/db-util';
import { runExpiry } from '../../loyalty/expiry';
import { appendEntry, ensureBalanceRow, lockBalance } from '../../loyalty/ledger';
import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import type { LoyaltyRouteOptions } from '../../loyalty/route-options';
import { sendReceiptFile } from '../../loyalty/receipt-file';
import {
  approveReceipt,
  listReceipts,
  receiptJson,
  rejectReceipt,
  reverseReceipt,
} from '../../loyalty/receipts';
import { useCustomerReward } from '../../loyalty/rewards';
import { adminMessagesRoutes } from './admin-messages.routes';

export const ADMIN_KEY_HEADER = 'x-admin-key';
export const STAFF_KEY_LOCKED_MESSAGE =
  'Too many wrong admin keys from this address: try again later.';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Mall staff operations, protected by `X-Admin-Key: <ADMIN_KEY>` (outside production and in demo
 * mode the key defaults to DEV_ADMIN_KEY, for loopback clients, when ADMIN_KEY is unset). The
 * tenant is the request's, as everywhere
 * under /v1 (Origin, or X-Tenant where allowed). tools/scripts/loyalty-admin.ts calls these.
 *
 * GET  /v1/admin/receipts?status=pending&page&per_page   oldest first; customer_id, hold_reason
 * GET  /v1/admin/receipts/:id/image                    the stored photo / PDF, as a download
 * POST /v1/admin/receipts/:id/approve                    credits points → receipt
 * POST /v1/admin/receipts/:id/reject {reason: code, note?}
 * POST /v1/admin/receipts/:id/reverse {reason, note?}          approved → rejected, points taken back
 * POST /v1/admin/customer-rewards/use {code}             marks an active customer reward used
 * POST /v1/admin/points/adjust {customer_id, delta, reason: bonus|adjustment, note?}
 * POST /v1/admin/points/expire                           runs the expiry job for the tenant
 * GET, POST /v1/admin/messages                           support chat (admin-messages.routes.ts)
 */
export const adminRoutes: FastifyPluginAsync<LoyaltyRouteOptions> = async (app, { ctx }) => {
  const configured = app.config.ADMIN_KEY;
  // Without ADMIN_KEY, development and demo mode take the development key from loopback clients
  // only (demo-mode.ts); from anyone else it is a wrong key. Production has no such fallback.
  const key = configured ?? (devToolsEnabled(app.config) ? DEV_ADMIN_KEY : undefined);
  const acceptsFrom = (request: FastifyRequest) =>
    configured !== undefined || fromLoopback(request);

  // Wrong keys lock the client's address out (auth/failure-lock.ts); the lock is checked before
  // the key, so a guess during the lock learns nothing.
  const wrongKeys = new FailureLock(app.db, 'staff-key', lockPolicy(app.config, 'staff-key'));
  app.addHook('onRequest', async (request, reply) => {
    if (!key) throw new HttpError(503, 'Admin endpoints are disabled: set ADMIN_KEY');
    await wrongKeys.refuseWhileLocked(request.ip, reply, STAFF_KEY_LOCKED_MESSAGE);
    const sent = request.headers[ADMIN_KEY_HEADER];
    if (typeof sent !== 'string' || !sent) {
      throw new HttpError(401, 'Send the admin key in the X-Admin-Key header');
    }
    if (!same(sent, key) || !acceptsFrom(request)) {
      await wrongKeys.recordFailure(request.ip);
      throw new HttpError(403, 'Wrong admin key');
    }
  });
  await app.register(adminMessagesRoutes);
  const reviewer = (request: FastifyRequest) => {
    const who = request.headers['x-admin-user'];
    return typeof who === 'string' && who.trim() ? `staff:${who.trim().slice(0, 64)}` : 'staff';
  };

  app.get('/receipts', async (request) => {
    const q = parseInput(adminReceiptsQuerySchema, request.query);
    const page = await listReceipts(
      ctx.db,
      { tenantId: request.tenant.id, status: q.status },
      q,
      'oldest',
    );
    return success({
      ...page,
      data: page.data.map((r) => ({
        ...receiptJson(r, ctx.publicUrl),
        customer_id: r.customerId,
        duplicate_image_of: r.duplicateImageOf,
        hold_reason: r.holdReason,
        image_path: r.imagePath,
        admin_image_url: `${ctx.publicUrl}/v1/admin/receipts/${r.id}/image`,
      })),
    });
  });

  app.get('/receipts/:id/image', async (request, reply) => {
    const id = parseId(request.params, 'Receipt');
    const [row] = await ctx.db
      .select({ id: receipts.id, imagePath: receipts.imagePath, imageType: receipts.imageType })
      .from(receipts)
      .where(and(eq(receipts.id, id), eq(receipts.tenantId, request.tenant.id)));
    if (!row) throw notFound('Receipt');
    return sendReceiptFile(reply, ctx.uploads, row, 'private, no-store');
  });

  app.post('/receipts/:id/approve', async (request) => {
    const row = await approveReceipt(
      ctx,
      request.tenant.id,
      parseId(request.params, 'Receipt'),
      reviewer(request),
    );
    return success({ ...receiptJson(row, ctx.publicUrl), customer_id: row.customerId });
  });

  app.post('/receipts/:id/reject', async (request) => {
    const body = parseInput(rejectReceiptRequestSchema, request.body ?? {});
    const row = await rejectReceipt(
      ctx,
      request.tenant.id,
      parseId(request.params, 'Receipt'),
      body,
      reviewer(request),
    );
    return success({ ...receiptJson(row, ctx.publicUrl), customer_id: row.customerId });
  });

  app.post('/receipts/:id/reverse', async (request) => {
    const body = parseInput(rejectReceiptRequestSchema, request.body ?? {});
    const row = await reverseReceipt(
      ctx,
      request.tenant.id,
      parseId(request.params, 'Receipt'),
      body,
      reviewer(request),
    );
    return success({ ...receiptJson(row, ctx.publicUrl), customer_id: row.customerId });
  });

  app.post('/customer-rewards/use', async (request) => {
    const body = parseInput(useCustomerRewardRequestSchema, request.body ?? {});
    return success(await useCustomerReward(ctx.db, request.tenant.id, body.code));
  });

  app.post('/points/adjust', async (request) => {
    const body = parseInput(adjustPointsRequestSchema, request.body ?? {});
    const tenantId = request.tenant.id;
    const [customer] = await ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, body.customer_id), eq(customers.tenantId, tenantId)));
    if (!customer) throw notFound('Customer');
    const k = { tenantId, customerId: customer.id };
    await ensureBalanceRow(ctx.db, k);
    const result = await withTransaction(ctx.db, async (tx) => {
      const balance = await lockBalance(tx, k);
      if (balance + body.delta < 0) {
        throw new HttpError(409, `The balance is ${balance}; it cannot go below zero`);
      }
      return appendEntry(tx, k, {
        delta: body.delta,
        reason: body.reason,
        reference: `${reviewer(request)}${body.note ? `: ${body.note}` : ''}`,
      });
    });
    await ctx.events.pointsUpdated(customer.id, { balance: result.balance, delta: body.delta });
    return success({ customer_id: customer.id, balance: result.balance, entry_id: result.entryId });
  });

  app.post('/points/expire', async (request) =>
    success(await runExpiry(ctx.db, { tenantId: request.tenant.id, events: ctx.events })),
  );
};
