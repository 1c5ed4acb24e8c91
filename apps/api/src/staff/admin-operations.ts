import type { Locale } from '@atrium/domain/locales';
import type { Database } from '@atrium/server-db/database';
import { customers } from '@atrium/server-db/schema/accounts';
import { receipts } from '@atrium/server-db/schema/loyalty';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { HttpError, notFound } from '../http/errors';
import { type Tx, withTransaction } from '../loyalty/db-util';
import { LoyaltyEvents } from '../loyalty/events';
import { runExpiry } from '../loyalty/expiry';
import { appendEntry, ensureBalanceRow, lockBalance } from '../loyalty/ledger';
import {
  approveReceipt,
  type LoyaltyContext,
  type Rejection,
  rejectReceipt,
  reverseReceipt,
} from '../loyalty/receipts';
import { redeemReward } from '../routes/customer-rewards/desk';
import { markAudited } from './admin-access';
import { type AuditRecord, requestAuditContext, writeAudit } from './audit';
import { actorOf, refuseUnless } from './authenticate';
import { countDeskPoints, DailyPointsLimitReached, staffPolicy } from './policy';
import { can, DESK_POINTS_ADJUST_LIMIT, reviewerName } from './roles';

/**
 * The `/v1/admin/*` changes with their audit row in the same transaction (admin.routes.ts calls
 * these). The loyalty functions open their own transaction; here they run inside ours (a
 * savepoint), and the realtime events they send are held until our transaction committed.
 */
async function auditedChange<T>(
  ctx: LoyaltyContext,
  request: FastifyRequest,
  change: (txCtx: LoyaltyContext, tx: Tx) => Promise<{ result: T; audit: AuditRecord | null }>,
): Promise<T> {
  const held: [string, string, unknown][] = [];
  const events = new LoyaltyEvents({
    publish: async (channel, event, data) => {
      held.push([channel, event, data]);
    },
  });
  const audit = requestAuditContext(request, actorOf(request));
  const result = await withTransaction(ctx.db, async (tx) => {
    held.length = 0;
    const out = await change({ ...ctx, db: tx as unknown as Database, events }, tx);
    // null: nothing changed (a repeated redemption), so there is nothing to audit.
    if (out.audit) await writeAudit(tx, audit, out.audit);
    return out.result;
  });
  markAudited(request);
  for (const [channel, event, data] of held) {
    await ctx.events.publisher.publish(channel, event, data);
  }
  return result;
}

type ReceiptRow = typeof receipts.$inferSelect;

/** The parts of a receipt an auditor compares before and after. */
const receiptState = (r: ReceiptRow | undefined) =>
  r && {
    status: r.status,
    customer_id: r.customerId,
    amount_minor: r.amount,
    points: r.points,
    reject_reason: r.rejectReason,
    reject_note: r.rejectNote,
    reviewed_by: r.reviewedBy,
  };

async function receiptBefore(tx: Tx, tenantId: string, id: number) {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.tenantId, tenantId)));
  return row;
}

export function approveAudited(
  ctx: LoyaltyContext,
  request: FastifyRequest,
  id: number,
  correctedAmount?: number,
) {
  const tenantId = request.tenant.id;
  return auditedChange(ctx, request, async (txCtx, tx) => {
    const before = await receiptBefore(tx, tenantId, id);
    const reviewer = reviewerName(actorOf(request));
    const row = await approveReceipt(txCtx, tenantId, id, reviewer, new Date(), correctedAmount);
    return {
      result: row,
      audit: {
        action: 'receipt.approve',
        targetType: 'receipt',
        targetId: id,
        before: receiptState(before),
        after: receiptState(row),
      },
    };
  });
}

export function rejectAudited(
  ctx: LoyaltyContext,
  request: FastifyRequest,
  id: number,
  rejection: Rejection,
  mode: 'reject' | 'reverse',
) {
  const tenantId = request.tenant.id;
  return auditedChange(ctx, request, async (txCtx, tx) => {
    const before = await receiptBefore(tx, tenantId, id);
    const reviewer = reviewerName(actorOf(request));
    const row =
      mode === 'reject'
        ? await rejectReceipt(txCtx, tenantId, id, rejection, reviewer)
        : await reverseReceipt(txCtx, tenantId, id, rejection, reviewer);
    return {
      result: row,
      audit: {
        action: `receipt.${mode}`,
        targetType: 'receipt',
        targetId: id,
        before: receiptState(before),
        after: receiptState(row),
      },
    };
  });
}

/** The desk redeems a reward (routes/customer-rewards/desk.ts); a repeated key changes nothing. */
export function useRewardAudited(
  ctx: LoyaltyContext,
  request: FastifyRequest,
  input: { code: string; key: string | undefined; locale: Locale },
) {
  const tenantId = request.tenant.id;
  return auditedChange(ctx, request, async (_txCtx, tx) => {
    const out = await redeemReward(tx, tenantId, { ...input, actor: actorOf(request) });
    return {
      result: out,
      audit: out.replayed
        ? null
        : {
            action: 'customer-reward.use',
            targetType: 'customer-reward',
            targetId: out.card.id,
            before: { status: 'active', used_at: null },
            after: {
              status: out.card.status,
              used_at: out.card.used_at,
              code: out.card.code,
              idempotency_key: input.key ?? null,
            },
          },
    };
  });
}

export interface Adjustment {
  customer_id: number;
  delta: number;
  reason: 'bonus' | 'adjustment';
  note?: string | undefined;
}

/**
 * A ledger row for a member (never an edit); desk staff up to DESK_POINTS_ADJUST_LIMIT a call and
 * the mall's desk points per day in all (staff/policy.ts).
 */
export async function adjustPointsAudited(
  ctx: LoyaltyContext,
  request: FastifyRequest,
  body: Adjustment,
) {
  const actor = actorOf(request);
  // Before any change, so the refusal's audit row stands (refuseUnless writes it first).
  if (Math.abs(body.delta) > DESK_POINTS_ADJUST_LIMIT) {
    await refuseUnless(request, actor, 'points.adjust.any');
  }
  const tenantId = request.tenant.id;
  const [customer] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, body.customer_id), eq(customers.tenantId, tenantId)));
  if (!customer) throw notFound('Customer');
  const k = { tenantId, customerId: customer.id };
  await ensureBalanceRow(ctx.db, k);
  // Desk staff (no `points.adjust.any`) move at most the mall's points per day each.
  const dailyLimit =
    actor.type === 'staff' && !can(actor, 'points.adjust.any')
      ? (await staffPolicy(ctx.db, tenantId)).desk_points_per_day
      : null;
  const result = await auditedChange(ctx, request, async (_txCtx, tx) => {
    const movedToday =
      dailyLimit === null || actor.type !== 'staff'
        ? null
        : await countDeskPoints(tx, {
            tenantId,
            staffId: actor.staffId,
            points: Math.abs(body.delta),
            limit: dailyLimit,
          });
    const balance = await lockBalance(tx, k);
    if (balance + body.delta < 0) {
      throw new HttpError(409, `The balance is ${balance}; it cannot go below zero`);
    }
    const entry = await appendEntry(tx, k, {
      delta: body.delta,
      reason: body.reason,
      reference: `${reviewerName(actor)}${body.note ? `: ${body.note}` : ''}`,
    });
    return {
      result: entry,
      audit: {
        action: 'points.adjust',
        targetType: 'customer',
        targetId: customer.id,
        before: { balance },
        after: {
          balance: entry.balance,
          delta: body.delta,
          reason: body.reason,
          note: body.note ?? null,
          entry_id: entry.entryId,
          ...(movedToday === null ? {} : { moved_today: movedToday, daily_limit: dailyLimit }),
        },
      },
    };
  }).catch(async (error: unknown) => {
    // The refusal's row, outside the rolled-back transaction: owners see who hit the limit.
    if (error instanceof DailyPointsLimitReached) {
      await writeAudit(ctx.db, requestAuditContext(request, actor), {
        action: 'points.adjust.refused',
        targetType: 'customer',
        targetId: customer.id,
        after: { delta: body.delta, moved_today: error.moved, daily_limit: error.limit },
      });
      markAudited(request);
    }
    throw error;
  });
  await ctx.events.pointsUpdated(customer.id, { balance: result.balance, delta: body.delta });
  return { customer_id: customer.id, balance: result.balance, entry_id: result.entryId };
}

/** The expiry job for the tenant: one transaction per member, so the audit row follows them. */
export async function expireAudited(ctx: LoyaltyContext, request: FastifyRequest) {
  const result = await runExpiry(ctx.db, { tenantId: request.tenant.id, events: ctx.events });
  await writeAudit(ctx.db, requestAuditContext(request, actorOf(request)), {
    action: 'points.expire',
    targetType: 'tenant',
    targetId: request.tenant.id,
    after: result,
  });
  markAudited(request);
  return result;
}
