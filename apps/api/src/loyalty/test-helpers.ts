import { createHash, randomBytes } from 'node:crypto';

import type { Database } from '@atrium/server-db/database';
import { companies, rewards } from '@atrium/server-db/schema';
import { customers } from '@atrium/server-db/schema/accounts';
import { pointsEntries, rewardTerms } from '@atrium/server-db/schema/loyalty';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';

import { issueToken } from '../auth/token-store';
import { ORIGIN, type TenantId } from '../test/test-app';
import { withTransaction } from './db-util';
import { appendEntry, ensureBalanceRow, lockBalance } from './ledger';

/** Test helpers of the loyalty tests (not used by the app). */

export interface Member {
  id: number;
  token: string;
  tenantId: TenantId;
  headers: Record<string, string>;
}

/** A verified member with an API token, written straight to the database (fast for 100s). */
export async function createMember(
  db: Database,
  tenantId: TenantId = 'beta',
  profile: Partial<typeof customers.$inferInsert> = {},
): Promise<Member> {
  const [row] = await db
    .insert(customers)
    .values({
      tenantId,
      email: `m-${randomBytes(6).toString('hex')}@example.test`,
      firstName: 'Eva',
      lastName: 'Tester',
      locale: 'en',
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      ...profile,
    })
    .returning({ id: customers.id });
  const { token } = await issueToken(db, {
    tenantId,
    customerId: row!.id,
    kind: 'login',
    ttlDays: 30,
  });
  return {
    id: row!.id,
    token,
    tenantId,
    headers: { origin: ORIGIN[tenantId], authorization: `Bearer ${token}` },
  };
}

/** Credits a bonus through the ledger (the way staff do). */
export async function creditBonus(db: Database, m: Member, points: number, at?: Date) {
  const key = { tenantId: m.tenantId, customerId: m.id };
  await ensureBalanceRow(db, key);
  await withTransaction(db, async (tx) => {
    await lockBalance(tx, key);
    const { entryId } = await appendEntry(tx, key, {
      delta: points,
      reason: 'bonus',
      reference: 'test',
    });
    if (at) {
      // Back-date for expiry/tier tests (tests only; the app never edits ledger rows).
      await tx.update(pointsEntries).set({ createdAt: at }).where(eq(pointsEntries.id, entryId));
    }
  });
}

/** A reward of the tenant created for a test. */
export async function createReward(
  db: Database,
  tenantId: TenantId,
  opts: {
    points: number;
    stock: number;
    limit?: number;
    period?: 'day' | 'week' | 'month' | 'year' | 'ever';
    validFrom?: Date;
    validTo?: Date;
  },
) {
  const [row] = await db
    .insert(rewards)
    .values({
      tenantId,
      points: opts.points,
      stock: opts.stock,
      perCustomerLimit: opts.limit ?? 1000,
      validFrom: opts.validFrom ?? new Date(Date.now() - 86_400_000),
      validTo: opts.validTo ?? new Date(Date.now() + 30 * 86_400_000),
      translations: [{ locale: 'en', title: 'Test reward' }],
    })
    .returning();
  await db.insert(rewardTerms).values({ rewardId: row!.id, limitPeriod: opts.period ?? 'ever' });
  return row!;
}

/** A shop of the tenant that takes part in the loyalty programme. */
export async function loyaltyShop(db: Database, tenantId: TenantId, nth = 0) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.acceptsLoyalty, true)))
    .orderBy(asc(companies.id));
  const row = rows[nth];
  if (!row) throw new Error(`no loyalty shop #${nth} for ${tenantId}`);
  return row.id;
}

/** Every cached balance vs. its ledger sum, and the negative balances (both must be empty). */
export async function ledgerMismatches(db: Database) {
  const result = await db.execute(
    sql`select b.customer_id, b.balance, coalesce((select sum(e.delta) from points_entries e where e.customer_id = b.customer_id), 0)::int as ledger from customer_balances b`,
  );
  const rows = rowsOf<{ customer_id: number; balance: number; ledger: number }>(result);
  const mismatched = rows.filter((r) => Number(r.ledger) !== Number(r.balance));
  const negative = rows.filter((r) => Number(r.balance) < 0);
  const orphans = rowsOf(
    await db.execute(
      sql`select distinct customer_id from points_entries e where not exists (select 1 from customer_balances b where b.customer_id = e.customer_id)`,
    ),
  );
  return { mismatched, negative, orphans: orphans.length, checked: rows.length };
}

const rowsOf = <T = unknown>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** A JPEG/PNG/PDF header followed by random bytes (unique per call): right magic, no content. */
export function fakeFile(kind: 'jpeg' | 'png' | 'pdf' | 'text' = 'jpeg', size = 256): Buffer {
  const head =
    kind === 'jpeg'
      ? Buffer.from([0xff, 0xd8, 0xff, 0xe0])
      : kind === 'png'
        ? Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        : kind === 'pdf'
          ? Buffer.from('%PDF-1.4\n')
          : Buffer.from('hello, not an image ');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

/**
 * A real photo of receipt size (720 × 960 unless told) unlike any other: a random 12 × 16 grid
 * of colours scaled up smoothly, so its perceptual hash is far from every other test photo's.
 */
export async function receiptPhoto(
  opts: { width?: number; height?: number; format?: 'jpeg' | 'png'; seed?: string } = {},
): Promise<Buffer> {
  // `seed`: the same photo every run (its copies' hash distances fixed, docs/loyalty.md).
  const colours = opts.seed
    ? Buffer.concat(
        Array.from({ length: 18 }, (_, i) =>
          createHash('sha256').update(`${opts.seed}${i}`).digest(),
        ),
      ).subarray(0, 12 * 16 * 3)
    : randomBytes(12 * 16 * 3);
  const grid = sharp(colours, { raw: { width: 12, height: 16, channels: 3 } });
  const photo = grid.resize(opts.width ?? 720, opts.height ?? 960, {
    fit: 'fill',
    kernel: 'cubic',
  });
  return (opts.format === 'png' ? photo.png() : photo.jpeg({ quality: 90 })).toBuffer();
}

/** A minimal well-formed one-page PDF (header, objects, xref table, trailer, `%%EOF`). */
export function pdfFile(text = randomBytes(6).toString('hex')): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 226 400] /Contents 4 0 R >>`,
    `<< /Length ${text.length + 2} >>\nstream\n${text}\n\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A multipart/form-data body for app.inject: fields plus an optional file part `image`. */
export async function multipart(
  fields: Record<string, string>,
  file?: { data: Buffer; type?: string; name?: string; field?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) {
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'receipt.jpg',
    );
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    contentType: req.headers.get('content-type')!,
  };
}

/** Today's date (YYYY-MM-DD) in Prague, offset by `days`. */
export function pragueDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
