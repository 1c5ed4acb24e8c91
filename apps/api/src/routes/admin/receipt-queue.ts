import type { ReceiptDecision, ReceiptDecisionsQuery } from '@atrium/domain/contract/admin-lookup';
import type { Paginated } from '@atrium/domain/contract/envelope';
import type { AdminReceiptQueueQuery } from '@atrium/domain/contract/loyalty';
import { receipts } from '@atrium/server-db/schema/loyalty';
import { auditLog, staffMembers } from '@atrium/server-db/schema/staff';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../loyalty/db-util';
import type { ReceiptRow } from '../../loyalty/receipts';
import { memberIdsSql, memberRefs } from './member-search';

/**
 * The receipt queue as staff narrow it (`GET /v1/admin/receipts`, docs/console.md "Receipts") and
 * the decisions made on it (`GET /v1/admin/receipts/decisions`). Days are the mall's calendar
 * days (Europe/Prague, as a receipt's purchase day is judged in loyalty/receipts.ts).
 */
const MALL_TIME_ZONE = 'Europe/Prague';

/** The calendar day of a timestamp column in the mall's time zone. */
const mallDay = (column: SQL | typeof receipts.createdAt) =>
  sql`(${column} AT TIME ZONE ${MALL_TIME_ZONE})::date`;

function dayRange(day: SQL, from?: string, to?: string): SQL | undefined {
  return and(
    from ? sql`${day} >= ${from}::date` : undefined,
    to ? sql`${day} <= ${to}::date` : undefined,
  );
}

export function receiptQueueSql(tenantId: string, q: AdminReceiptQueueQuery): SQL {
  const day = q.day === 'purchased' ? sql`${receipts.purchasedOn}` : mallDay(receipts.createdAt);
  return and(
    eq(receipts.tenantId, tenantId),
    eq(receipts.status, q.status),
    q.hold_reason ? eq(receipts.holdReason, q.hold_reason) : undefined,
    q.company_id ? eq(receipts.companyId, q.company_id) : undefined,
    q.customer_id ? eq(receipts.customerId, q.customer_id) : undefined,
    q.member ? sql`${receipts.customerId} IN ${memberIdsSql(tenantId, q.member)}` : undefined,
    dayRange(day, q.from, q.to),
  )!;
}

/** One page of the queue, oldest first (the first to come is the first decided). */
export async function listReceiptQueue(
  db: Db,
  tenantId: string,
  q: AdminReceiptQueueQuery,
): Promise<Paginated<ReceiptRow>> {
  const where = receiptQueueSql(tenantId, q);
  const [totalRow] = await db.select({ n: count() }).from(receipts).where(where);
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select()
    .from(receipts)
    .where(where)
    .orderBy(asc(receipts.createdAt), asc(receipts.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    data: rows,
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    per_page: q.per_page,
    total,
  };
}

const DECISION_ACTIONS = ['receipt.approve', 'receipt.reject', 'receipt.reverse'];

/**
 * Staff decisions on receipts, newest first, read from the audit log (every approval, rejection
 * and reversal writes its row in the decision's transaction, staff/admin-operations.ts): who
 * (their name now, else the label of the time), when, what, the reason and note, the amount and
 * points as decided. Automatic approvals have no staff decision and are not listed.
 */
export async function listReceiptDecisions(
  db: Db,
  tenantId: string,
  q: ReceiptDecisionsQuery,
): Promise<Paginated<ReceiptDecision>> {
  const where = and(
    eq(auditLog.tenantId, tenantId),
    eq(auditLog.targetType, 'receipt'),
    q.decision
      ? eq(auditLog.action, `receipt.${q.decision}`)
      : inArray(auditLog.action, DECISION_ACTIONS),
    q.staff_id ? eq(auditLog.actorStaffId, q.staff_id) : undefined,
    dayRange(mallDay(sql`${auditLog.at}`), q.from, q.to),
    q.member ? sql`${receipts.customerId} IN ${memberIdsSql(tenantId, q.member)}` : undefined,
  );
  // The receipt of the row, by its id written as text in target_id: cast only when it is digits
  // (a malformed target is a miss, not an error), and on the audit side, so the receipt is found
  // by its primary key.
  const onReceipt = and(
    eq(receipts.tenantId, auditLog.tenantId),
    sql`${receipts.id} = (CASE WHEN ${auditLog.targetId} ~ '^[0-9]{1,9}$' THEN ${auditLog.targetId}::integer END)`,
  );
  const onStaff = and(
    eq(staffMembers.tenantId, auditLog.tenantId),
    eq(staffMembers.id, auditLog.actorStaffId),
  );
  const [totalRow] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(receipts, onReceipt)
    .where(where);
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      targetId: auditLog.targetId,
      after: auditLog.after,
      actorStaffId: auditLog.actorStaffId,
      actorLabel: auditLog.actorLabel,
      staffName: staffMembers.name,
      customerId: receipts.customerId,
      companyId: receipts.companyId,
    })
    .from(auditLog)
    .leftJoin(receipts, onReceipt)
    .leftJoin(staffMembers, onStaff)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const members = await memberRefs(
    db,
    tenantId,
    rows.flatMap((r) => (r.customerId === null ? [] : [r.customerId])),
  );
  return {
    data: rows.map((r) => {
      const after = (r.after ?? {}) as Record<string, unknown>;
      const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
      const text = (v: unknown) => (typeof v === 'string' ? v : null);
      return {
        id: r.id,
        at: r.at.toISOString(),
        decision: r.action.slice('receipt.'.length) as ReceiptDecision['decision'],
        receipt_id: Number(r.targetId),
        company_id: r.companyId,
        amount_minor: int(after.amount_minor),
        points: int(after.points),
        reject_reason: text(after.reject_reason),
        reject_note: text(after.reject_note),
        staff: { id: r.actorStaffId, name: r.staffName || r.actorLabel },
        member: r.customerId === null ? null : (members.get(r.customerId) ?? null),
      };
    }),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    per_page: q.per_page,
    total,
  };
}
