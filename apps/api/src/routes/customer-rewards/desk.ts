import type { DeskCard } from '@atrium/domain/contract/desk';
import type { Locale } from '@atrium/domain/locales';
import { rewards } from '@atrium/server-db/schema';
import { customers } from '@atrium/server-db/schema/accounts';
import { customerRewards } from '@atrium/server-db/schema/loyalty';
import { staffMembers } from '@atrium/server-db/schema/staff';
import { and, eq, gt, isNull } from 'drizzle-orm';

import { HttpError } from '../../http/errors';
import type { Db, Tx } from '../../loyalty/db-util';
import { customerRewardStatus } from '../../loyalty/rewards';
import type { Actor } from '../../staff/roles';

/**
 * The desk's reading of a reward code (desk.routes.ts, docs/console.md "Desk"): what the card
 * shows before anything changes, and the redemption with its idempotency key.
 */

export const OTHER_MALL_REWARD_MESSAGE = 'This reward belongs to another mall';
export const UNKNOWN_CODE_MESSAGE = 'No customer reward with this code';

/** `abcd efgh-jklm` → `ABCD-EFGH-JKLM`; anything that is not 12 code characters stays as typed. */
export function formatRewardCode(code: string): string {
  const normalised = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return normalised.length === 12
    ? `${normalised.slice(0, 4)}-${normalised.slice(4, 8)}-${normalised.slice(8)}`
    : code.trim();
}

type Translation = { locale?: unknown; title?: unknown };

function titlesOf(translations: unknown): { locale: string; title: string }[] {
  if (!Array.isArray(translations)) return [];
  return (translations as Translation[])
    .filter((t) => typeof t?.locale === 'string' && typeof t.title === 'string' && t.title)
    .map((t) => ({ locale: t.locale as string, title: t.title as string }));
}

function pickTitle(titles: { locale: string; title: string }[], locale: Locale): string {
  return (
    titles.find((t) => t.locale === locale)?.title ??
    titles.find((t) => t.locale === 'en')?.title ??
    titles[0]?.title ??
    ''
  );
}

async function cardRow(db: Db, tenantId: string, code: string) {
  const [row] = await db
    .select({ cr: customerRewards, reward: rewards, customer: customers })
    .from(customerRewards)
    .innerJoin(rewards, eq(rewards.id, customerRewards.rewardId))
    .innerJoin(customers, eq(customers.id, customerRewards.customerId))
    .where(and(eq(customerRewards.code, code), eq(customerRewards.tenantId, tenantId)));
  return row;
}

type CardRow = NonNullable<Awaited<ReturnType<typeof cardRow>>>;

function cardOf(row: CardRow, locale: Locale, now: Date): DeskCard {
  const titles = titlesOf(row.reward.translations);
  const name = [row.customer.firstName, row.customer.lastName].filter(Boolean).join(' ');
  return {
    id: row.cr.id,
    code: row.cr.code,
    status: customerRewardStatus(row.cr, now),
    reward: {
      id: row.reward.id,
      title: pickTitle(titles, locale),
      translations: titles,
      image: row.reward.image,
      points: row.cr.pointsSpent,
    },
    member: { number: row.customer.id, name },
    expires_at: row.cr.expiresAt.toISOString(),
    used_at: row.cr.usedAt?.toISOString() ?? null,
    used_by: row.cr.usedAt ? (row.cr.usedBy ?? null) : null,
  };
}

/** Another mall's code: said so, and nothing else of it (not its member, not its reward). */
async function otherMallCard(db: Db, code: string): Promise<DeskCard | undefined> {
  const [elsewhere] = await db
    .select({ id: customerRewards.id })
    .from(customerRewards)
    .where(eq(customerRewards.code, code))
    .limit(1);
  if (!elsewhere) return undefined;
  return {
    id: null,
    code,
    status: 'other-mall',
    reward: null,
    member: null,
    expires_at: null,
    used_at: null,
    used_by: null,
  };
}

/** The card of a code for this mall's desk; 404 for a code no mall knows. */
export async function lookUpReward(
  db: Db,
  tenantId: string,
  code: string,
  locale: Locale,
  now = new Date(),
): Promise<DeskCard> {
  const formatted = formatRewardCode(code);
  const row = await cardRow(db, tenantId, formatted);
  if (row) return cardOf(row, locale, now);
  const other = await otherMallCard(db, formatted);
  if (other) return other;
  throw new HttpError(404, UNKNOWN_CODE_MESSAGE);
}

/** Who redeemed, as the card says it later: the staff member's name (else e-mail), or the key. */
async function redeemerName(tx: Tx, actor: Actor): Promise<{ id: number | null; name: string }> {
  if (actor.type === 'staff') {
    const [row] = await tx
      .select({ name: staffMembers.name })
      .from(staffMembers)
      .where(eq(staffMembers.id, actor.staffId));
    return { id: actor.staffId, name: row?.name || actor.email };
  }
  if (actor.type === 'key') return { id: null, name: actor.user ?? 'automation key' };
  return { id: null, name: actor.label };
}

export interface Redemption {
  card: DeskCard;
  /** An earlier request with the same key redeemed it: nothing changed now. */
  replayed: boolean;
}

/**
 * Marks an active reward used, in the caller's transaction. The conditional UPDATE (still unused,
 * not expired) decides between parallel requests: exactly one changes the row. A request whose
 * idempotency key is the one stored with the redemption is answered as that redemption was
 * (`replayed`), so a desk that lost the answer asks again and learns for certain; any other
 * request on a used code is 409 with when and by whom.
 */
export async function redeemReward(
  tx: Tx,
  tenantId: string,
  input: { code: string; key: string | undefined; locale: Locale; actor: Actor },
  now = new Date(),
): Promise<Redemption> {
  const formatted = formatRewardCode(input.code);
  if (input.key) {
    const [earlier] = await tx
      .select({ code: customerRewards.code })
      .from(customerRewards)
      .where(and(eq(customerRewards.tenantId, tenantId), eq(customerRewards.redeemKey, input.key)));
    if (earlier && earlier.code !== formatted) throw keyOfAnotherCode();
  }
  const by = await redeemerName(tx, input.actor);
  const [updated] = await tx
    .update(customerRewards)
    .set({ usedAt: now, usedByStaffId: by.id, usedBy: by.name, redeemKey: input.key ?? null })
    .where(
      and(
        eq(customerRewards.code, formatted),
        eq(customerRewards.tenantId, tenantId),
        isNull(customerRewards.usedAt),
        gt(customerRewards.expiresAt, now),
      ),
    )
    .returning({ id: customerRewards.id });
  const row = await cardRow(tx, tenantId, formatted);
  if (updated && row) return { card: cardOf(row, input.locale, now), replayed: false };
  if (row) {
    const card = cardOf(row, input.locale, now);
    if (input.key && row.cr.redeemKey === input.key) return { card, replayed: true };
    if (card.status === 'used') {
      throw new HttpError(409, 'This reward is used', {
        code: [`Used at ${card.used_at} by ${card.used_by ?? 'unknown'}`],
      });
    }
    throw new HttpError(409, `This reward is ${card.status}`);
  }
  if (await otherMallCard(tx, formatted)) throw new HttpError(409, OTHER_MALL_REWARD_MESSAGE);
  throw new HttpError(404, UNKNOWN_CODE_MESSAGE);
}

export const keyOfAnotherCode = () =>
  new HttpError(422, 'This idempotency key was used for another code', {
    idempotency_key: ['Send a new key for each code'],
  });
