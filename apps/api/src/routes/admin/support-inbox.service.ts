import type { Paginated } from '@atrium/domain/contract/envelope';
import type { SupportConversation } from '@atrium/domain/contract/messages';
import type { Database } from '@atrium/server-db/database';
import { customers, messages } from '@atrium/server-db/schema/accounts';
import { and, count, countDistinct, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';

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
  tenantId: string,
  input: { customer_id: number; subject?: string | undefined; body: string },
): Promise<Row | null> {
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
    return row!;
  });
}
