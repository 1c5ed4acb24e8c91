import type { Message, MessagesOverview } from '@atrium/domain/contract/messages';
import type { Paginated } from '@atrium/domain/contract/envelope';
import type { Database } from '@atrium/server-db/database';
import { messages } from '@atrium/server-db/schema/accounts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';

import { acknowledgementText } from './acknowledgement';

type Key = { tenantId: string; customerId: number };
type Row = typeof messages.$inferSelect;

export function messageJson(r: Row): Message {
  return {
    id: r.id,
    sender: r.sender as Message['sender'],
    subject: r.subject,
    body: r.body,
    read: r.readAt !== null,
    read_at: r.readAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

const mine = (k: Key) =>
  and(eq(messages.tenantId, k.tenantId), eq(messages.customerId, k.customerId));

export async function overview(db: Database, k: Key): Promise<MessagesOverview> {
  const [total] = await db.select({ n: count() }).from(messages).where(mine(k));
  const [unread] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(mine(k), eq(messages.sender, 'mall'), isNull(messages.readAt)));
  const [last] = await db
    .select()
    .from(messages)
    .where(mine(k))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return {
    total: Number(total?.n ?? 0),
    unread: Number(unread?.n ?? 0),
    last: last ? messageJson(last) : null,
  };
}

export async function listMessages(
  db: Database,
  k: Key,
  page: { page: number; per_page: number },
): Promise<Paginated<Message>> {
  const [total] = await db.select({ n: count() }).from(messages).where(mine(k));
  const rows = await db
    .select()
    .from(messages)
    .where(mine(k))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const n = Number(total?.n ?? 0);
  return {
    data: rows.map(messageJson),
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(n / page.per_page)),
    per_page: page.per_page,
    total: n,
  };
}

export async function getMessage(db: Database, k: Key, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(mine(k), eq(messages.id, id)))
    .limit(1);
  return row;
}

export async function markRead(db: Database, k: Key, id: number): Promise<Row | undefined> {
  const row = await getMessage(db, k, id);
  if (!row || row.readAt) return row;
  const [updated] = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(eq(messages.id, id))
    .returning();
  return updated;
}

/**
 * Stores the member's message. A member's first message gets an automatic acknowledgement from
 * the mall (unread, in the member's `locale`); the staff answer with `POST /v1/admin/messages`.
 */
export async function sendMessage(
  db: Database,
  k: Key,
  input: { subject?: string | undefined; body: string },
  locale: string,
): Promise<{ message: Row; reply: Row | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ n: count() }).from(messages).where(mine(k));
    const [row] = await tx
      .insert(messages)
      .values({ ...k, sender: 'customer', subject: input.subject || null, body: input.body })
      .returning();
    let reply: Row | undefined;
    if (Number(before?.n ?? 0) === 0) {
      [reply] = await tx
        .insert(messages)
        .values({
          ...k,
          sender: 'mall',
          subject: input.subject || null,
          body: acknowledgementText(locale),
          createdAt: new Date(row!.createdAt.getTime() + 1),
        })
        .returning();
    }
    return { message: row!, reply: reply ?? null };
  });
}
