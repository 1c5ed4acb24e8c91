import type { AdminPointsEntry, PointsEntry } from '@atrium/domain/contract/loyalty';
import { companies, rewards } from '@atrium/server-db/schema';
import { customerRewards, receipts } from '@atrium/server-db/schema/loyalty';
import { staffMembers } from '@atrium/server-db/schema/staff';
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../loyalty/db-util';

type Translations = ({ locale: string } & Record<string, string>)[];

/** `{cz: 'Albert', en: 'Albert'}` from a row's translations, by `field`. */
const byLocale = (translations: Translations | null, field: string): Record<string, string> =>
  Object.fromEntries((translations ?? []).flatMap((t) => (t[field] ? [[t.locale, t[field]]] : [])));

const idOf = (reference: string | null, prefix: string): number | null => {
  const m = reference?.startsWith(prefix)
    ? /^\d{1,10}$/.exec(reference.slice(prefix.length))
    : null;
  return m ? Number(m[0]) : null;
};

/**
 * Who made a hand-made row and their note, from its reference as staff/admin-operations.ts writes
 * it: `staff:<e-mail>` or `staff` (the automation key), then `: <note>` when there is one.
 */
export function handMadeBy(reference: string | null): { who: string; note: string | null } | null {
  if (!reference) return null;
  const m = /^(staff(?::[^\s:]+)?|[^:\s]+)(?:: ([\s\S]*))?$/.exec(reference);
  if (!m) return { who: '', note: reference };
  return { who: m[1]!, note: m[2] ?? null };
}

/**
 * Ledger rows with what their references name (the receipt's shop and amount, the reward's
 * title, the staff member who made a bonus or correction), read in one query per kind.
 */
export async function describePointsEntries(
  db: Db,
  tenantId: string,
  entries: readonly PointsEntry[],
): Promise<AdminPointsEntry[]> {
  const receiptIds = entries.flatMap((e) => {
    const id = idOf(e.reference, 'receipt:');
    return id === null ? [] : [id];
  });
  const rewardIds = entries.flatMap((e) => {
    const id = idOf(e.reference, 'customer-reward:');
    return id === null ? [] : [id];
  });
  const handMade = entries.filter((e) => e.reason === 'bonus' || e.reason === 'adjustment');
  const emails = handMade.flatMap((e) => {
    const who = handMadeBy(e.reference)?.who ?? '';
    return who.startsWith('staff:') ? [who.slice('staff:'.length)] : [];
  });
  const [receiptRows, rewardRows, staffRows] = await Promise.all([
    receiptIds.length
      ? db
          .select({
            id: receipts.id,
            companyId: receipts.companyId,
            amount: receipts.amount,
            translations: companies.translations,
          })
          .from(receipts)
          .innerJoin(companies, eq(companies.id, receipts.companyId))
          .where(and(eq(receipts.tenantId, tenantId), inArray(receipts.id, receiptIds)))
      : [],
    rewardIds.length
      ? db
          .select({ id: customerRewards.id, translations: rewards.translations })
          .from(customerRewards)
          .innerJoin(rewards, eq(rewards.id, customerRewards.rewardId))
          .where(
            and(eq(customerRewards.tenantId, tenantId), inArray(customerRewards.id, rewardIds)),
          )
      : [],
    emails.length
      ? db
          .select({ email: staffMembers.email, name: staffMembers.name })
          .from(staffMembers)
          .where(and(eq(staffMembers.tenantId, tenantId), inArray(staffMembers.email, emails)))
      : [],
  ]);
  const receiptById = new Map(receiptRows.map((r) => [r.id, r]));
  const rewardById = new Map(rewardRows.map((r) => [r.id, r]));
  const staffName = new Map(staffRows.map((r) => [r.email, r.name]));
  return entries.map((e) => {
    const receipt = receiptById.get(idOf(e.reference, 'receipt:') ?? 0);
    const reward = rewardById.get(idOf(e.reference, 'customer-reward:') ?? 0);
    const by = e.reason === 'bonus' || e.reason === 'adjustment' ? handMadeBy(e.reference) : null;
    const email = by?.who.startsWith('staff:') ? by.who.slice('staff:'.length) : null;
    return {
      ...e,
      receipt: receipt
        ? {
            id: receipt.id,
            company_id: receipt.companyId,
            shop_names: byLocale(receipt.translations as Translations, 'title'),
            amount_minor: receipt.amount,
          }
        : null,
      reward: reward
        ? {
            customer_reward_id: reward.id,
            titles: byLocale(reward.translations as Translations, 'title'),
          }
        : null,
      staff: by
        ? { name: (email && staffName.get(email)) || email || by.who, note: by.note }
        : null,
    };
  });
}
