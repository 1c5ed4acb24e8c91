import type { Paginated } from '@atrium/domain/contract/envelope';
import type {
  SupportConversation,
  SupportThread,
  SupportThreadAuthor,
} from '@atrium/domain/contract/messages';
import { LOCALES } from '@atrium/domain/locales';
import type { Database } from '@atrium/server-db/database';
import { customers, messages } from '@atrium/server-db/schema/accounts';
import { auditLog } from '@atrium/server-db/schema/staff';
import { and, count, countDistinct, desc, eq, inArray, isNull, lt, max, sql } from 'drizzle-orm';

import { type AuditContext, writeAudit } from '../../staff/audit';
import { acknowledgementText } from '../messages/acknowledgement';
import { messageJson } from '../messages/messages.service';

type Row = typeof messages.$inferSelect;

/** The tenant's conversations, the one with the newest message first. */
export async function listConversations(
  db: Database,
  tenantId: string,
  page: { page: number; per_page: number },
): Promise<Paginated<SupportConversation>> {
  const ofTenant = eq(messages.tenantId, tenantId);
  const [totalRow] = await db
    .select({ n: countDistinct(messages.customerId) })
    .from(messages)
    .where(ofTenant);
  const total = Number(totalRow?.n ?? 0);
  const lastAt = max(messages.createdAt);
  const stats = await db
    .select({
      customerId: messages.customerId,
      total: count(),
      unread:
        sql<number>`count(*) filter (where ${messages.sender} = 'customer' and ${messages.readAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(messages)
    .where(ofTenant)
    .groupBy(messages.customerId)
    .orderBy(desc(lastAt), desc(messages.customerId))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const ids = stats.map((s) => s.customerId);
  const latest = ids.length
    ? await db
        .selectDistinctOn([messages.customerId], { message: messages, customer: customers })
        .from(messages)
        .innerJoin(customers, eq(customers.id, messages.customerId))
        .where(and(ofTenant, inArray(messages.customerId, ids)))
        .orderBy(messages.customerId, desc(messages.createdAt), desc(messages.id))
    : [];
  const byCustomer = new Map(latest.map((l) => [l.customer.id, l]));
  return {
    data: stats.flatMap((s) => {
      const l = byCustomer.get(s.customerId);
      if (!l) return [];
      return [
        {
          customer_id: s.customerId,
          email: l.customer.email,
          first_name: l.customer.firstName,
          last_name: l.customer.lastName,
          locale: l.customer.locale,
          total: s.total,
          unread: s.unread,
          last: messageJson(l.message),
        },
      ];
    }),
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
    per_page: page.per_page,
    total,
  };
}

/**
 * Stores a staff message (sender `mall`) for a member of the tenant; null when the tenant has no
 * such member (or only its deleted tombstone). The reply answers what the member wrote so far, so
 * those messages count as read and leave the inbox's `unread`.
 */
export async function sendStaffMessage(
  db: Database,
  audit: AuditContext,
  input: { customer_id: number; subject?: string | undefined; body: string },
): Promise<Row | null> {
  const { tenantId } = audit;
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.id, input.customer_id),
          eq(customers.tenantId, tenantId),
          isNull(customers.deletedAt),
        ),
      );
    if (!customer) return null;
    await tx
      .update(messages)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(messages.tenantId, tenantId),
          eq(messages.customerId, customer.id),
          eq(messages.sender, 'customer'),
          isNull(messages.readAt),
        ),
      );
    const [row] = await tx
      .insert(messages)
      .values({
        tenantId,
        customerId: customer.id,
        sender: 'mall',
        subject: input.subject || null,
        body: input.body,
      })
      .returning();
    // In the reply's transaction, so the conversation can always name who wrote it.
    await writeAudit(tx, audit, {
      action: SEND_ACTION,
      targetType: 'customer',
      targetId: customer.id,
      after: { ...messageJson(row!), customer_id: customer.id },
    });
    return row!;
  });
}

/** The audit action of a staff reply; its `after.id` is the message's id. */
export const SEND_ACTION = 'message.send';

const ACKNOWLEDGEMENTS = new Set(LOCALES.map(acknowledgementText));

/**
 * One member's conversation as staff read it (`GET /v1/admin/members/:id/messages`): the latest
 * `limit` messages before the message `before` (all when absent), oldest first, each with who
 * wrote it. A staff reply's author is the actor of its `message.send` audit row; a mall message
 * without one that is the automatic acknowledgement's text is `automatic`. Null when the tenant
 * has no such member (another mall's, unknown, or deleted — deleting an account deletes its
 * messages).
 */
export async function readConversation(
  db: Database,
  tenantId: string,
  customerId: number,
  query: { before?: number | undefined; limit: number },
): Promise<SupportThread | null> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.tenantId, tenantId),
        isNull(customers.deletedAt),
      ),
    );
  if (!customer) return null;
  const ofMember = and(eq(messages.tenantId, tenantId), eq(messages.customerId, customer.id));
  const [totalRow] = await db.select({ n: count() }).from(messages).where(ofMember);
  // Ids grow with time, so the id orders the conversation and is its cursor.
  const newestFirst = await db
    .select()
    .from(messages)
    .where(query.before === undefined ? ofMember : and(ofMember, lt(messages.id, query.before)))
    .orderBy(desc(messages.id))
    .limit(query.limit + 1);
  const earlier = newestFirst.length > query.limit;
  const rows = newestFirst.slice(0, query.limit).reverse();
  const replyIds = rows.filter((r) => r.sender === 'mall').map((r) => String(r.id));
  const sentBy = new Map<number, string>();
  if (replyIds.length) {
    const messageId = sql<string>`${auditLog.after} ->> 'id'`;
    const audited = await db
      .select({ messageId, label: auditLog.actorLabel })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.tenantId, tenantId),
          eq(auditLog.targetType, 'customer'),
          eq(auditLog.targetId, String(customer.id)),
          eq(auditLog.action, SEND_ACTION),
          inArray(messageId, replyIds),
        ),
      );
    for (const a of audited) sentBy.set(Number(a.messageId), a.label);
  }
  const author = (row: Row): SupportThreadAuthor => {
    if (row.sender === 'customer') return { kind: 'member', label: null };
    const label = sentBy.get(row.id);
    if (label !== undefined) return { kind: 'staff', label };
    return ACKNOWLEDGEMENTS.has(row.body)
      ? { kind: 'automatic', label: null }
      : { kind: 'staff', label: null };
  };
  return {
    member: {
      customer_id: customer.id,
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      locale: customer.locale,
    },
    messages: rows.map((row) => ({ ...messageJson(row), author: author(row) })),
    total: Number(totalRow?.n ?? 0),
    before: earlier && rows[0] ? rows[0].id : null,
  };
}
