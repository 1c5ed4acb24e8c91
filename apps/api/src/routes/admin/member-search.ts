import type { Paginated } from '@atrium/domain/contract/envelope';
import type {
  MemberFound,
  MemberRef,
  MemberSearchQuery,
} from '@atrium/domain/contract/admin-lookup';
import { customers } from '@atrium/server-db/schema/accounts';
import { customerBalances } from '@atrium/server-db/schema/loyalty';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

import { escapeLike } from '../../http/list';
import { FOLDED_FROM, foldedSql, foldText } from '../../http/text-fold';
import type { Db } from '../../loyalty/db-util';

/**
 * Members found by what staff know of them (docs/console.md "Members"): every word of the search
 * in the name or the e-mail address, in any case and with or without diacritics (`novak` finds
 * `Novák`), or its digits in the phone number however it was written (`777 123` finds
 * `+420 777 123 456`). Only the mall's own, living members: tombstones and other malls' members
 * are never in the answer.
 */
export function memberSearchSql(tenantId: string, q: string): SQL {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  const raw = sql`${customers.firstName} || ' ' || ${customers.lastName} || ' ' || coalesce(${customers.email}, '')`;
  const text = foldedSql(raw);
  const byText = and(
    ...words.map((w) => {
      const folded = sql`${text} LIKE ${`%${escapeLike(w)}%`}`;
      const quick = variantsPattern(w);
      // The regular expression first: folding every row costs 5–10 times as much
      // (docs/benchmarks.md "Member search").
      return quick ? sql`(lower(${raw}) ~ ${quick} AND ${folded})` : folded;
    }),
  );
  // A search that is a phone number (digits with spaces, dashes, a leading +): its digits.
  const digits = /^[\d\s+\-/().]+$/.test(q) ? q.replace(/\D/g, '') : '';
  const byPhone =
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`
      : undefined;
  return and(
    eq(customers.tenantId, tenantId),
    isNull(customers.deletedAt),
    byPhone ? sql`(${byText} OR ${byPhone})` : byText,
  )!;
}

/** Every letter of FOLDED_FROM under the plain character it folds to (`a` → `aáäàâåÁÄÀÂÅ`). */
const VARIANTS = new Map<string, string>();
for (const ch of FOLDED_FROM) {
  const plain = foldText(ch);
  if (plain.length === 1) VARIANTS.set(plain, (VARIANTS.get(plain) ?? plain) + ch);
}
const escapeClass = (chars: string) => chars.replace(/[\\\][^-]/g, (c) => `\\${c}`);

/**
 * A regular expression on the lower-cased text that every folded match also matches (each plain
 * letter of the word stands for itself and its marked forms): cheap to test, so the expensive
 * fold runs only on the rows it lets through. Only for words of plain ASCII without `ss` (which
 * `ß` folds to); for any other word null, and the fold alone decides.
 */
export function variantsPattern(word: string): string | null {
  if (!/^[\x21-\x7e]+$/.test(word) || word.includes('ss')) return null;
  return [...word]
    .map((ch) => {
      const variants = VARIANTS.get(ch);
      return variants ? `[${escapeClass(variants)}]` : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
}

/** The ids of the mall's members a search finds, as a subquery (the receipt filters). */
export const memberIdsSql = (tenantId: string, q: string): SQL =>
  sql`(SELECT ${customers.id} FROM ${customers} WHERE ${memberSearchSql(tenantId, q)})`;

/** One page of members found, by last name, first name, number. */
export async function searchMembers(
  db: Db,
  tenantId: string,
  q: MemberSearchQuery,
): Promise<Paginated<MemberFound>> {
  const where = memberSearchSql(tenantId, q.q);
  const [totalRow] = await db.select({ n: count() }).from(customers).where(where);
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      balance: customerBalances.balance,
    })
    .from(customers)
    .leftJoin(customerBalances, eq(customerBalances.customerId, customers.id))
    .where(where)
    .orderBy(
      asc(foldedSql(sql`${customers.lastName}`)),
      asc(foldedSql(sql`${customers.firstName}`)),
      asc(customers.id),
    )
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    data: rows.map((r) => ({
      id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email ?? '',
      phone: r.phone,
      balance: r.balance ?? 0,
    })),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    per_page: q.per_page,
    total,
  };
}

/** Who the members of `ids` are (this mall's, deleted ones included: their name is gone). */
export async function memberRefs(
  db: Db,
  tenantId: string,
  ids: readonly number[],
): Promise<Map<number, MemberRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, unique)));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, first_name: r.firstName, last_name: r.lastName, email: r.email ?? '' },
    ]),
  );
}
