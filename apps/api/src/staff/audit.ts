import type { AuditEntry } from '@atrium/domain/contract/staff';
import { auditLog } from '@atrium/server-db/schema/staff';
import { and, count, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Db } from '../loyalty/db-util';
import type { Actor } from './roles';

/**
 * The append-only audit log (docs/security.md "Audit log"). This module only inserts and reads:
 * there is no update or delete path in code, and the database refuses both (trigger of
 * migration 0008). Write in the transaction of the change (`db` = the transaction), so a change
 * without its audit row cannot commit.
 */

/**
 * Who an audit row names: the request's actor, or another mall's staff member whose session was
 * sent here (known by id and mall only; they are no actor of this mall).
 */
export type AuditActor = Actor | { type: 'other-mall-staff'; staffId: number; tenantId: string };

export interface AuditContext {
  tenantId: string;
  actor: AuditActor;
  ip?: string | null;
  requestId?: string | null;
}

export interface AuditRecord {
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** The audit context of a request whose actor is known. */
export function requestAuditContext(request: FastifyRequest, actor: AuditActor): AuditContext {
  return { tenantId: request.tenant.id, actor, ip: request.ip, requestId: String(request.id) };
}

function actorColumns(actor: AuditActor) {
  if (actor.type === 'staff') {
    return { actorType: 'staff' as const, actorStaffId: actor.staffId, actorLabel: actor.email };
  }
  if (actor.type === 'other-mall-staff') {
    const label = `staff of ${actor.tenantId}`;
    return { actorType: 'staff' as const, actorStaffId: actor.staffId, actorLabel: label };
  }
  return { actorType: actor.type, actorStaffId: null, actorLabel: actor.label };
}

/** JSON-safe copy (dates → ISO strings, undefined dropped), so jsonb keeps what was sent. */
const plain = (value: unknown) =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);

export async function writeAudit(db: Db, ctx: AuditContext, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: ctx.tenantId,
    ...actorColumns(ctx.actor),
    action: record.action,
    targetType: record.targetType ?? null,
    targetId:
      record.targetId === undefined || record.targetId === null ? null : String(record.targetId),
    before: plain(record.before),
    after: plain(record.after),
    ip: ctx.ip ?? null,
    requestId: ctx.requestId ?? null,
  });
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  per_page: number;
}

/** One tenant's audit rows, newest first, filtered and paged like the other admin lists. */
export async function listAudit(db: Db, tenantId: string, q: AuditFilter) {
  const where: (SQL | undefined)[] = [eq(auditLog.tenantId, tenantId)];
  if (q.actor === 'key' || q.actor === 'system') {
    where.push(eq(auditLog.actorType, q.actor), isNull(auditLog.actorStaffId));
  } else if (q.actor) {
    where.push(eq(auditLog.actorType, 'staff'), eq(auditLog.actorStaffId, Number(q.actor)));
  }
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.target_type) where.push(eq(auditLog.targetType, q.target_type));
  if (q.target_id) where.push(eq(auditLog.targetId, q.target_id));
  if (q.from) where.push(gte(auditLog.at, new Date(q.from)));
  if (q.to) where.push(lte(auditLog.at, new Date(q.to)));
  const cond = and(...where);
  const [totalRow] = await db.select({ n: count() }).from(auditLog).where(cond);
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select()
    .from(auditLog)
    .where(cond)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    data: rows.map((r): AuditEntry => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: { type: r.actorType, staff_id: r.actorStaffId, label: r.actorLabel },
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before,
      after: r.after,
      ip: r.ip,
      request_id: r.requestId,
    })),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    per_page: q.per_page,
    total,
  };
}
