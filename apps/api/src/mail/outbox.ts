import type { Database } from '@atrium/server-db/database';
import { outbox } from '@atrium/server-db/schema';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';

export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().optional(),
  tenant: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The outbox, newest first (tests and tools read mail through this). */
export async function listOutbox(db: Database, query: z.input<typeof outboxQuerySchema>) {
  const q = outboxQuerySchema.parse(query);
  const where: SQL[] = [];
  if (q.to) where.push(eq(outbox.to, q.to));
  if (q.tenant) where.push(eq(outbox.tenantId, q.tenant));
  const rows = await db
    .select()
    .from(outbox)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outbox.id))
    .limit(q.limit);
  return rows.map((r) => ({
    id: r.id,
    tenant: r.tenantId,
    to: r.to,
    subject: r.subject,
    text: r.text,
    links: r.links,
    link: r.links[0] ?? null,
    sent: r.sentAt !== null,
    created_at: r.createdAt.toISOString(),
  }));
}
