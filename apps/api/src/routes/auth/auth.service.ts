import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import type { Customer } from '@atrium/domain/contract/auth';
import { isLocale, type Locale } from '@atrium/domain/locales';
import type { Database } from '@atrium/server-db/database';
import {
  bookingOrders,
  companyFollows,
  customers,
  customerTokens,
  emailTokens,
  likes,
  messages,
  newsletterSubscriptions,
  thumbs,
} from '@atrium/server-db/schema/accounts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import { runCustomerErasures } from '../../auth/customer-erasure';
import type { CustomerRow } from '../../auth/token-store';
import { generateToken, hashToken } from '../../auth/tokens';

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

/** How long an e-mailed token works. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 48 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

export function customerLocale(row: CustomerRow): Locale {
  return isLocale(row.locale) ? row.locale : 'cz';
}

/** The member as the API shows it (`customerSchema` in @atrium/domain/contract/auth). */
export function toCustomer(row: CustomerRow, publicUrl: string): Customer {
  return {
    id: row.id,
    email: row.email ?? '',
    first_name: row.firstName,
    last_name: row.lastName,
    locale: customerLocale(row),
    phone: row.phone,
    birth_date: row.birthDate,
    gender: row.gender,
    city: row.city,
    zip_code: row.zipCode,
    avatar: row.avatarPath ? `${publicUrl}/uploads/${row.avatarPath}` : null,
    marketing_consent: row.marketingConsent,
    email_verified: row.emailVerifiedAt !== null,
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findCustomerByEmail(
  db: Database,
  tenantId: string,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        eq(customers.email, email),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function findCustomerById(
  db: Database,
  tenantId: string,
  id: number,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id), isNull(customers.deletedAt)))
    .limit(1);
  return row;
}

/** Creates a single-use e-mail token; earlier unused tokens of the same purpose stop working. */
export async function createEmailToken(
  db: Database,
  opts: { tenantId: string; customerId: number; purpose: EmailTokenPurpose },
): Promise<string> {
  const token = generateToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(emailTokens)
      .where(
        and(
          eq(emailTokens.customerId, opts.customerId),
          eq(emailTokens.purpose, opts.purpose),
          isNull(emailTokens.usedAt),
        ),
      );
    await tx.insert(emailTokens).values({
      tenantId: opts.tenantId,
      customerId: opts.customerId,
      purpose: opts.purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[opts.purpose]),
    });
  });
  return token;
}

/** Whose valid e-mailed token this is, without using it up (null as for `consumeEmailToken`). */
export async function findEmailTokenCustomer(
  db: Database,
  opts: { tenantId: string; token: string; purpose: EmailTokenPurpose },
): Promise<number | null> {
  const [row] = await db
    .select({ customerId: emailTokens.customerId })
    .from(emailTokens)
    .where(emailTokenUsable(opts))
    .limit(1);
  return row?.customerId ?? null;
}

const emailTokenUsable = (opts: { tenantId: string; token: string; purpose: EmailTokenPurpose }) =>
  and(
    eq(emailTokens.tokenHash, hashToken(opts.token)),
    eq(emailTokens.tenantId, opts.tenantId),
    eq(emailTokens.purpose, opts.purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date()),
  );

/**
 * Uses an e-mailed token once: the UPDATE … WHERE used_at IS NULL is atomic, so two requests
 * with the same token cannot both succeed. Returns the customer id, or null when the token is
 * unknown, of another tenant or purpose, expired or already used.
 */
export async function consumeEmailToken(
  db: Database,
  opts: { tenantId: string; token: string; purpose: EmailTokenPurpose },
): Promise<number | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(emailTokenUsable(opts))
    .returning({ customerId: emailTokens.customerId });
  return row?.customerId ?? null;
}

export async function markEmailVerified(db: Database, customerId: number): Promise<void> {
  await db
    .update(customers)
    .set({
      emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customerId));
}

/**
 * Deletes an account (GDPR erasure) in one transaction. The `customers` row stays as an
 * anonymised tombstone (no e-mail, name, password, SSO link, avatar, contact data;
 * `deleted_at` set) so ledger rows (`points_entries.customer_id`) keep pointing at an id that
 * identifies nobody. Everything else about the person is deleted: tokens, e-mail tokens, likes,
 * follows, thumbs, messages, booking orders, newsletter subscription of that e-mail. Support
 * requests keep their text with the customer link cut (`ON DELETE SET NULL` would do it on a
 * hard delete; here the name and e-mail are blanked too). Steps other areas registered with
 * `onCustomerDelete` (auth/customer-erasure.ts) run first in the same transaction. The avatar
 * file and the files those steps return are removed after the commit.
 */
export async function deleteCustomer(
  db: Database,
  row: CustomerRow,
  uploadsDir: string,
): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const extra = await runCustomerErasures(tx as unknown as Database, row);
    await tx.delete(customerTokens).where(eq(customerTokens.customerId, row.id));
    await tx.delete(emailTokens).where(eq(emailTokens.customerId, row.id));
    await tx.delete(likes).where(eq(likes.customerId, row.id));
    await tx.delete(companyFollows).where(eq(companyFollows.customerId, row.id));
    await tx.delete(thumbs).where(eq(thumbs.customerId, row.id));
    await tx.delete(messages).where(eq(messages.customerId, row.id));
    await tx.delete(bookingOrders).where(eq(bookingOrders.customerId, row.id));
    if (row.email) {
      await tx
        .delete(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.tenantId, row.tenantId),
            eq(newsletterSubscriptions.email, row.email),
          ),
        );
    }
    await tx.execute(
      sql`update support_requests set customer_id = null, name = '', email = '', phone = null where customer_id = ${row.id}`,
    );
    await tx
      .update(customers)
      .set({
        email: null,
        passwordHash: null,
        firstName: '',
        lastName: '',
        phone: null,
        birthDate: null,
        gender: null,
        city: null,
        zipCode: null,
        avatarPath: null,
        marketingConsent: false,
        firebaseUid: null,
        updatedAt: new Date(),
        deletedAt: new Date(),
      })
      .where(eq(customers.id, row.id));
    return extra;
  });
  for (const rel of [row.avatarPath, ...files]) {
    if (rel && !rel.includes('..')) await rm(join(uploadsDir, rel), { force: true });
  }
}
